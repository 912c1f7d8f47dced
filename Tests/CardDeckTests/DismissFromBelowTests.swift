import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite(
    "Dismissing from low in a chain: the top-most animates, the others are removed",
    .isolatedDiagnostics)
struct DismissFromBelowTests {
    @Test("a stack dismissed from the root: the front card slides away over the root")
    func cards() throws {
        let (window, root) = makeWindow()
        let first = FlagRecorder()
        let second = FlagRecorder()
        root.presentCard(first)
        window.advance(by: 2)
        first.presentCard(second)
        window.advance(by: 2)
        let firstCard = try #require(first.cardPresentationController)
        let secondCard = try #require(second.cardPresentationController)
        first.log = []
        second.log = []
        var completions = 0
        root.dismiss(animated: true) { completions += 1 }
        // The intermediate card is gone from the screen at once, being dismissed.
        #expect(firstCard.containerView?.isHidden == true)
        #expect(first.isBeingDismissed)
        // A dismissal asked of it meanwhile waits for the same end.
        first.dismiss(animated: true) { completions += 1 }
        var tops: [Double] = []
        var rootTops: [Double] = []
        for _ in 0..<90 {
            window.advance(by: 1 / 120)
            tops.append(secondCard.cardView.presentedFrameInWindow.minY)
            rootTops.append(root.view.presentedFrameInWindow.minY)
        }
        // The front card slid down, frame by frame, and the root came forward with it, from
        // where they were (the dismissal spring may overshoot at the end: the first 20 frames).
        let early = tops.prefix(20)
        let rootEarly = rootTops.prefix(20)
        #expect(tops.first! < 200 && tops.first! > 63)
        #expect(zip(early, early.dropFirst()).allSatisfy { $1 > $0 })
        #expect(rootTops.first! > 20 && rootTops.first! < 47)
        #expect(zip(rootEarly, rootEarly.dropFirst()).allSatisfy { $1 < $0 })
        window.advance(by: 2)
        #expect(root.presentedViewController == nil)
        #expect(first.presentingViewController == nil && second.presentingViewController == nil)
        #expect(root.view.presentedFrameInWindow == window.bounds)
        #expect(completions == 2)
        // Every controller's callbacks ran once and in balance, as being dismissed.
        let expected = [
            "willDisappear presented=false dismissed=true",
            "didDisappear presented=false dismissed=true",
        ]
        #expect(first.log == expected)
        #expect(second.log == expected)
        #expect(window.root.subviews.count == 1)
        #expect(window.root.subviews.first === root.view)
    }

    @Test("full screen over full screen: the top-most slides down over the root")
    func fullScreen() throws {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        let middle = ViewController()
        let top = ViewController()
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        window.advance(by: 0.1)
        #expect(root.view.window == nil && middle.view.window == nil)
        root.dismiss(animated: true)
        window.advance(by: 0.1)
        // Mid-animation: the root is back under the leaving controller; the middle one is not.
        #expect(root.view.window != nil)
        #expect(middle.view.window == nil)
        #expect(top.view.presentedFrameInWindow.minY > 0)
        window.advance(by: 2)
        #expect(root.presentedViewController == nil)
        #expect(window.root.subviews.count == 1)
    }

    @Test("without animation, or with a transition running above, everything leaves at once")
    func atOnce() {
        let (window, root) = makeWindow()
        let cards = presentStack(2, in: window, from: root)
        root.dismiss(animated: false)
        window.advance(by: 0.1)
        #expect(cards.allSatisfy { $0.presentingViewController == nil })
        #expect(root.view.presentedFrameInWindow == window.bounds)
    }
}
