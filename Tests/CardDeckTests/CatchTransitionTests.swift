import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite(
    "A card caught mid-transition, as UIKit's interruptible animators allow", .isolatedDiagnostics)
struct CatchTransitionTests {
    /// Presses on the card at `x`, a few points below its top, and follows the finger for
    /// `frames` frames of `step` points each; returns the card's tops and the finger's.
    private func drag(
        _ window: Window, _ view: CardView, step: Double, frames: Int
    ) -> (tops: [Double], fingers: [Double]) {
        var finger = view.presentedFrameInWindow.minY + 30
        window.press(at: Point(x: 195, y: finger))
        var tops: [Double] = []
        var fingers: [Double] = []
        for _ in 0..<frames {
            finger += step
            window.move(to: Point(x: 195, y: finger))
            tops.append(view.presentedFrameInWindow.minY)
            fingers.append(finger)
        }
        return (tops, fingers)
    }

    @Test("a presentation caught on its way up follows the finger from where it was")
    func catchPresentation() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        var completions = 0
        root.presentCard(card, completion: { completions += 1 })
        window.advance(by: 0.08)
        let view = try #require(card.cardPresentationController?.cardView)
        let caughtAt = view.presentedFrameInWindow.minY
        #expect(caughtAt > 200 && card.isBeingPresented)
        let (tops, fingers) = drag(window, view, step: -8, frames: 10)
        // The presentation ended where the card was; the card now follows the finger 1:1.
        #expect(!card.isBeingPresented)
        #expect(completions == 1)
        let begun = try #require(tops.indices.first { tops[$0] != tops[0] })
        for index in begun..<(tops.count - 1) {
            let moved = tops[index + 1] - tops[index]
            #expect(abs(moved - (fingers[index + 1] - fingers[index])) < 0.01)
        }
        // No jump at the catch: no step is larger than the presentation's own steps before it.
        let steps = zip([caughtAt] + tops, tops).map { abs($1 - $0) }
        #expect(steps.dropFirst().allSatisfy { $0 <= steps[0] }, "\(steps)")
        window.release()
        window.advance(by: 2)
        #expect(card.presentingViewController === root)
        #expect(view.presentedFrameInWindow == Rect(x: 0, y: 63, width: 390, height: 781))
        #expect(root.view.presentedFrameInWindow.minY == 47)
    }

    @Test("a dismissal caught on its way down is cancelled and the card is dragged back up")
    func catchDismissal() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        let view = try #require(card.cardPresentationController?.cardView)
        card.dismiss(animated: true)
        window.advance(by: 0.08)
        #expect(card.isBeingDismissed)
        let caughtAt = view.presentedFrameInWindow.minY
        #expect(caughtAt > 80)
        let (tops, fingers) = drag(window, view, step: -10, frames: 40)
        // Taken above its detent, the card is no longer being dismissed.
        #expect(!card.isBeingDismissed)
        #expect(card.presentingViewController === root)
        // Below the detent the finger scrubs the dismissal again, 1:1.
        let begun = try #require(tops.indices.first { tops[$0] < tops[0] })
        for index in begun..<(tops.count - 1) where tops[index + 1] > 63 {
            let moved = tops[index + 1] - tops[index]
            #expect(abs(moved - (fingers[index + 1] - fingers[index])) < 0.01)
        }
        window.release()
        window.advance(by: 2)
        #expect(card.presentingViewController === root)
        #expect(view.presentedFrameInWindow.minY == 63)
        // The root, on its way back out, was pushed back again.
        #expect(root.view.presentedFrameInWindow.minY == 47)
    }

    @Test("a card growing out of its initial frame is caught without jumping in width")
    func catchGrowingCard() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        let origin = Rect(x: 10, y: 780, width: 370, height: 56)
        root.presentCard(card, configuration: CardConfiguration(initialTransitionFrame: origin))
        window.advance(by: 0.06)
        let view = try #require(card.cardPresentationController?.cardView)
        let before = view.presentedFrameInWindow
        #expect(before.width < 390)
        window.press(at: Point(x: 195, y: before.minY + 20))
        window.move(to: Point(x: 195, y: before.minY + 5))
        // Caught: the width goes on growing smoothly from where it was, not at once.
        let after = view.presentedFrameInWindow
        #expect(abs(after.width - before.width) < 10, "\(before.width) → \(after.width)")
        window.move(to: Point(x: 195, y: before.minY - 100), duration: 0.5)
        #expect(view.presentedFrameInWindow.width > 389)
        window.release()
        window.advance(by: 2)
        #expect(card.presentingViewController === root)
        #expect(view.presentedFrameInWindow.width == 390)
    }
}
