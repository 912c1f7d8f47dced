import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite("Dragging a stacked card", .isolatedDiagnostics)
struct StackDragTests {
    func stack(_ count: Int) -> (Window, ViewController, [ViewController]) {
        let (window, root) = makeWindow()
        return (window, root, presentStack(count, in: window, from: root))
    }

    /// Presses on the card and moves 20 pt so the pan begins; the card has not moved yet.
    func grab(_ window: Window, at point: Point) {
        window.press(at: point)
        window.move(to: Point(x: point.x, y: point.y + 20))
        window.advance(by: 0.1)
    }

    @Test("halfway down, every back card is halfway between its two depths")
    func halfway() throws {
        let (window, root, cards) = stack(3)
        let front = try #require(cards[2].cardPresentationController)
        grab(window, at: Point(x: 195, y: 300))
        #expect(front.cardView.presentedFrameInWindow.minY == 95)
        // (844 − 95)/2 = 374.5 pt down is half the way to dismissal.
        window.move(to: Point(x: 195, y: 320 + 374.5), duration: 0.2)
        window.advance(by: 0.3)
        #expect(rounded(front.cardView.presentedFrameInWindow.minY) == 469.5)
        let views = cards.map { $0.cardPresentationController!.cardView }
        #expect(
            rounded(views[1].presentedFrameInWindow) == Rect(x: 8, y: 79, width: 374, height: 765))
        #expect(rounded(views[1].presentation.alpha) == 0.9)
        #expect(
            rounded(views[0].presentedFrameInWindow) == Rect(x: 24, y: 63, width: 342, height: 781))
        #expect(rounded(views[0].presentation.alpha) == 0.72)
        #expect(
            rounded(root.view.presentedFrameInWindow) == Rect(x: 40, y: 47, width: 310, height: 797)
        )
        #expect(rounded(root.view.presentation.alpha) == 0.576)
        #expect(cards[2].isBeingDismissed)
    }

    @Test("released slowly upwards the card returns and the stack with it")
    func releaseUp() throws {
        let (window, root, cards) = stack(3)
        grab(window, at: Point(x: 195, y: 300))
        window.move(to: Point(x: 195, y: 620), duration: 0.3)
        window.move(to: Point(x: 195, y: 560), duration: 0.3)
        window.release()
        window.advance(by: 3)
        #expect(cards[2].presentingViewController === cards[1])
        let views = cards.map { $0.cardPresentationController!.cardView }
        #expect(
            rounded(views[2].presentedFrameInWindow) == Rect(x: 0, y: 95, width: 390, height: 749))
        #expect(
            rounded(views[1].presentedFrameInWindow) == Rect(x: 16, y: 79, width: 358, height: 765))
        #expect(
            rounded(root.view.presentedFrameInWindow) == Rect(x: 48, y: 47, width: 294, height: 797)
        )
    }

    @Test("released moving down past the midpoint projection the card dismisses")
    func releaseDown() throws {
        let (window, root, cards) = stack(3)
        var completed = 0
        grab(window, at: Point(x: 195, y: 300))
        window.move(to: Point(x: 195, y: 600), duration: 0.3)
        window.release()
        window.advance(by: 3)
        #expect(cards[1].presentedViewController == nil)
        #expect(cards[2].presentingViewController == nil)
        completed += 1
        let views = cards.map { $0.cardPresentationController?.cardView }
        #expect(
            rounded(views[1]!.presentedFrameInWindow) == Rect(x: 0, y: 79, width: 390, height: 765))
        #expect(views[1]!.presentation.alpha == 1)
        #expect(
            rounded(root.view.presentedFrameInWindow) == Rect(x: 32, y: 47, width: 326, height: 797)
        )
        #expect(completed == 1)
    }

    @Test("a 1,600 pt/s flick down dismisses from near the top")
    func flick() throws {
        let (window, _, cards) = stack(1)
        window.flick(
            from: Point(x: 195, y: 200), by: Point(x: 0, y: 60), releaseVelocity: 1600)
        window.advance(by: 3)
        #expect(cards[0].presentingViewController == nil)
    }
}
