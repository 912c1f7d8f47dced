import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite("Live position and progress for every card", .isolatedDiagnostics)
struct CardPositionTests {
    static let detents = [
        ResolvedDetent(identifier: "quarter", height: 195.25, top: 648.75),
        ResolvedDetent(identifier: .medium, height: 390.5, top: 453.5),
        ResolvedDetent(identifier: .large, height: 781, top: 63),
    ]

    @Test(
        "detent progress is a fractional index, dismissal progress runs to the bottom edge",
        arguments: [
            (63.0, 2.0, 0.0), (0, 2, 0), (453.5, 1, 0), (258.25, 1.5, 0), (648.75, 0, 0),
            (551.125, 0.5, 0), (746.375, 0, 0.5), (844, 0, 1), (900, 0, 1),
        ])
    func progress(top: Double, detent: Double, dismissal: Double) {
        let position = CardPosition(
            frame: Rect(x: 0, y: top, width: 390, height: 844 - top), detents: Self.detents,
            windowHeight: 844)
        #expect(abs(position.detentProgress - detent) < 1e-9)
        #expect(abs(position.dismissalProgress - dismissal) < 1e-9)
    }

    @Test("the card behind hears every frame the front card's dismissal moves it")
    func backCardsHearTheFrontCard() throws {
        let (window, root) = makeWindow()
        let cards = presentStack(2, in: window, from: root)
        let back = try #require(cards[0].cardPresentationController)
        let front = try #require(cards[1].cardPresentationController)
        let backLog = CardDelegateLog()
        let frontLog = CardDelegateLog()
        back.delegate = backLog
        front.delegate = frontLog
        // Drag the front card down, into its dismissal: the back card widens as it follows.
        window.press(at: Point(x: 195, y: 300))
        window.move(to: Point(x: 195, y: 320))
        window.move(to: Point(x: 195, y: 620), duration: 0.3)
        #expect(backLog.frames.count > 10)
        let widths = backLog.frames.map(\.width)
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $1 >= $0 })
        #expect(widths.last! > 358 && widths.last! < 390)
        // The back card stays on its detent; the front card heads towards dismissal.
        #expect(backLog.positions.allSatisfy { $0.dismissalProgress == 0 })
        let progress = frontLog.positions.map(\.dismissalProgress)
        #expect(progress.last! > 0.3)
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $1 >= $0 })
        // Let go: the front card leaves and the back card comes forward, frame by frame.
        let heard = backLog.frames.count
        window.release()
        window.advance(by: 2)
        #expect(cards[1].presentingViewController == nil)
        #expect(backLog.frames.count > heard + 10)
        #expect(backLog.frames.last == Rect(x: 0, y: 63, width: 390, height: 781))
        #expect(backLog.positions.last?.detentProgress == 0)
        #expect(frontLog.positions.last?.dismissalProgress == 1)
        #expect(back.position.frame == back.presentedCardFrame)
    }
}
