import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Foundation
import Testing

@testable import CardDeck

@MainActor
@Suite("Stacked cards", .isolatedDiagnostics)
struct StackingTests {
    @Test("the black backdrop fills the window from the first frame of the first card")
    func backdropFillsAtOnce() throws {
        // Regression: the backdrop's frame was set inside the presentation's animation, so it
        // grew from the window's top-left corner.
        let (window, root) = makeWindow()
        root.presentCard(ViewController())
        window.advance(by: 1 / 120)
        let controller = try #require(root.presentedViewController?.cardPresentationController)
        let backdrop = try #require(controller.stack.backdrop)
        #expect(backdrop.presentedFrameInWindow == window.bounds)
        #expect(backdrop.presentation.backgroundColor == .black)
        #expect(backdrop.presentation.alpha == 1)
    }

    @Test("three cards stack as the issue's example: inset 16·d, alpha 0.8^d, tops 16 apart")
    func threeCards() {
        let (window, root) = makeWindow()
        let cards = presentStack(3, in: window, from: root)
        let views = cards.map { $0.cardPresentationController!.cardView }
        #expect(
            rounded(root.view.presentedFrameInWindow) == Rect(x: 48, y: 47, width: 294, height: 797)
        )
        #expect(rounded(root.view.presentation.alpha) == 0.512)
        #expect(
            rounded(views[0].presentedFrameInWindow) == Rect(x: 32, y: 63, width: 326, height: 781))
        #expect(rounded(views[0].presentation.alpha) == 0.64)
        #expect(
            rounded(views[1].presentedFrameInWindow) == Rect(x: 16, y: 79, width: 358, height: 765))
        #expect(rounded(views[1].presentation.alpha) == 0.8)
        #expect(
            rounded(views[2].presentedFrameInWindow) == Rect(x: 0, y: 95, width: 390, height: 749))
        #expect(views[2].presentation.alpha == 1)
        #expect(root.view.cornerRadius == 12)
        #expect(root.view.maskedCorners == .top)
        #expect(views[2].cornerRadius == 12 && views[2].maskedCorners == .top)
        // Black behind the stack.
        let backdrop = window.root.subviews.first
        #expect(backdrop?.accessibilityIdentifier == "card.backdrop")
        #expect(backdrop?.backgroundColor == .black)
        #expect(cards.map { $0.cardPresentationController!.stackLevel } == [1, 2, 3])
    }

    @Test("dismissing every card reverses the stack exactly")
    func dismissAll() {
        let (window, root) = makeWindow()
        let rootFrame = root.view.frame
        let cards = presentStack(3, in: window, from: root)
        for card in cards.reversed() {
            card.dismiss(animated: true)
            window.advance(by: 2)
        }
        #expect(root.view.frame == rootFrame)
        #expect(root.view.alpha == 1)
        #expect(root.view.cornerRadius == 0)
        #expect(root.view.clipsToBounds == false)
        #expect(window.root.subviews.count == 1)
        #expect(window.root.subviews.first === root.view)
    }

    @Test("stacking geometry at depths 1–3", arguments: [1, 2, 3])
    func depths(count: Int) {
        let (window, root) = makeWindow()
        let cards = presentStack(count, in: window, from: root)
        // Every view in the stack, bottom first: the root view, then card k = 1…count.
        let views = [root.view] + cards.map { $0.cardPresentationController!.cardView as ViewNode }
        for (k, view) in views.enumerated() {
            let d = Double(count - k)
            let inset = 16 * d
            let top = k == 0 && count == 0 ? 0 : 47 + 16 * Double(k)
            #expect(
                rounded(view.presentedFrameInWindow)
                    == Rect(x: inset, y: top, width: 390 - 2 * inset, height: 844 - top))
            #expect(rounded(view.presentation.alpha) == rounded(pow(0.8, d)))
        }
    }
}
