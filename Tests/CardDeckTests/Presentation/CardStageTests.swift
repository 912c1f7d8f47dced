import CardDeckViews
import Testing

@testable import CardDeck

/// Where a card's stage puts the card, its dimmer and the card behind it for each move of a
/// transition.
@MainActor
@Suite("Card stage moves")
struct CardStageTests {
    /// Where the front card's top is after the move, along its main axis.
    enum Top: String, Sendable {
        /// On its selected detent.
        case resting
        /// Just past the area's bottom edge, where a dismissal leaves it.
        case dismissed
        /// In the initial transition frame.
        case initialFrame
    }

    struct Row: CustomTestStringConvertible, Sendable {
        var move: CardTransitionMove
        var hasInitialFrame = false
        var top: Top
        /// The card's and the dimmer's alpha after the move; `nil` where the move leaves them.
        var cardAlpha: Double?
        var dimmerAlpha: Double?
        /// Whether the card behind ends pushed back (else it is at its own resting width).
        var pushesBack: Bool
        var testDescription: String {
            "\(move)\(hasInitialFrame ? " with an initial frame" : "")"
        }
    }

    nonisolated static let rows: [Row] = [
        Row(
            move: .placeForPresentation, top: .dismissed, cardAlpha: 1, dimmerAlpha: 0,
            pushesBack: false),
        Row(
            move: .placeForPresentation, hasInitialFrame: true, top: .initialFrame, cardAlpha: 1,
            dimmerAlpha: 0, pushesBack: false),
        Row(
            move: .placeForCrossFade, top: .resting, cardAlpha: 0, dimmerAlpha: 0,
            pushesBack: false),
        Row(move: .presented, top: .resting, cardAlpha: 1, pushesBack: true),
        Row(
            move: .crossFadedOut, top: .resting, cardAlpha: 0, dimmerAlpha: 0, pushesBack: false),
        Row(
            move: .dismissed(intoInitialFrame: true), top: .dismissed, dimmerAlpha: 0,
            pushesBack: false),
        Row(
            move: .dismissed(intoInitialFrame: true), hasInitialFrame: true, top: .initialFrame,
            dimmerAlpha: 0, pushesBack: false),
        Row(
            move: .dismissed(intoInitialFrame: false), hasInitialFrame: true, top: .dismissed,
            dimmerAlpha: 0, pushesBack: false),
    ]

    static let initialFrame = Rect(x: 100, y: 300, width: 120, height: 80)

    @Test("where each move puts the card and the stack behind it", arguments: rows)
    func move(row: Row) throws {
        let (window, root) = makeWindow()
        let backCard = ViewController()
        root.presentCard(backCard)
        window.advance(by: 2)
        let frontCard = ViewController()
        var configuration = CardConfiguration()
        // A dimmer, so that the moves that clear it are seen to.
        configuration.maximumDimmingAlpha = 0.5
        configuration.initialTransitionFrame = row.hasInitialFrame ? Self.initialFrame : nil
        backCard.presentCard(frontCard, configuration: configuration)
        window.advance(by: 2)
        let front = try #require(frontCard.cardPresentationController)
        let back = try #require(backCard.cardPresentationController)
        let pushedWidth = back.cardView.frame.width
        // Everything starts half-faded, with the card behind as if the front card had left.
        front.chrome.setAlpha(card: 0.5, dimmer: 0.5)
        front.stack.layOutCards(below: front, leaving: front)
        let restoredWidth = back.cardView.frame.width
        #expect(restoredWidth > pushedWidth)

        front.stage.carryOut(
            row.move, initialFrame: configuration.initialTransitionFrame, in: front.geometry)

        let geometry = front.geometry
        let frame = front.cardView.frame
        let top = rounded(geometry.edgeMapping.toCardSpace(frame).minY)
        switch row.top {
        case .resting: #expect(top == rounded(front.restingTop))
        case .dismissed: #expect(top == rounded(geometry.dismissedTop))
        case .initialFrame: #expect(rounded(frame) == Self.initialFrame)
        }
        #expect(front.cardView.alpha == row.cardAlpha ?? 0.5)
        let dimmer = try #require(front.dimmingView)
        if let dimmerAlpha = row.dimmerAlpha { #expect(dimmer.alpha == dimmerAlpha) }
        #expect((back.cardView.frame.width < restoredWidth) == row.pushesBack)
    }
}
