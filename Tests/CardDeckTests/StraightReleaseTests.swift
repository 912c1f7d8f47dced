import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite("A release below the smallest detent that picks a larger one", .isolatedDiagnostics)
struct StraightReleaseTests {
    @Test("moves once, straight to the larger detent, with the stack behind it")
    func straightToLargerDetent() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        #expect(controller.detents.map(\.top) == [453.5, 63])
        // Down below medium, into the interactive dismissal...
        window.press(at: Point(x: 195, y: 600))
        window.move(to: Point(x: 195, y: 620))
        window.move(to: Point(x: 195, y: 760), duration: 0.3)
        #expect(card.isBeingDismissed)
        // ...then thrown up hard: the release picks the large detent.
        window.move(to: Point(x: 195, y: 660), duration: 0.04)
        let released = controller.cardView.presentedFrameInWindow.minY
        let rootReleased = root.view.presentedFrameInWindow.minY
        window.release()
        var tops = [released]
        var rootTops = [rootReleased]
        for _ in 0..<120 {
            window.advance(by: 1 / 120)
            tops.append(controller.cardView.presentedFrameInWindow.minY)
            rootTops.append(root.view.presentedFrameInWindow.minY)
        }
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(!card.isBeingDismissed && card.presentingViewController === root)
        #expect(rounded(tops.last!) == 63)
        // Never back down (it does not spring back to medium first) and no jump: the first
        // frame moves on from where the finger let go.
        let steps = zip(tops, tops.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 <= 1e-9 }, "the card moved down after the release")
        #expect(abs(steps[0]) < 40, "the first frame jumped \(steps[0]) pt")
        // The root, pushed back again, moves from where the scrub had it, once.
        let rootSteps = zip(rootTops, rootTops.dropFirst()).map { $1 - $0 }
        #expect(abs(rootSteps[0]) < 5, "the root jumped \(rootSteps[0]) pt")
        #expect(rootSteps.allSatisfy { $0 >= -1e-9 } || rootSteps.allSatisfy { $0 <= 1e-9 })
        #expect(abs(rootTops.last! - 47) < 1e-6)
        window.advance(by: 1)
    }
}
