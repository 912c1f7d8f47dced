import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// Replacing the window's root view controller while cards are up: the old root's
/// presentations end without animation, nothing stays in the window, every completion runs
/// once and every controller's appearance callbacks stay balanced.
@MainActor
@Suite("Replacing the root view controller with cards up", .isolatedDiagnostics)
struct RootReplacementTests {
    /// Five cycles of present-then-swap, as the live demo does when a scenario key is pressed
    /// with a card up, alternating settled cards and cards caught mid-presentation.
    @Test("present-then-swap cycles leave one subview under the root and no object behind")
    func presentThenSwapCycles() {
        let (window, _) = makeWindow()
        window.rootViewController = AppearanceLoggingController("root 0")
        window.advance(by: 1)
        let before = LiveObjects.cardDeckSnapshot()
        var subviewCounts: [Int] = []
        var completions = 0
        var logs: [AppearanceLoggingController] = []
        for cycle in 1...5 {
            guard let old = window.rootViewController else { break }
            var front = old
            for level in 0..<(cycle % 3 + 1) {
                let card = AppearanceLoggingController("card \(cycle).\(level)")
                front.presentCard(card) { completions += 1 }
                window.advance(by: cycle.isMultiple(of: 2) && level == cycle % 3 ? 0.05 : 2)
                logs.append(card)
                front = card
            }
            window.rootViewController = AppearanceLoggingController("root \(cycle)")
            window.advance(by: 1)
            subviewCounts.append(window.root.subviews.count)
        }
        #expect(subviewCounts == [1, 1, 1, 1, 1])
        // Each presentation's completion ran once: when it finished, or when it was ended.
        #expect(completions == logs.count)
        for card in logs {
            #expect(card.isBalanced, "\(card.name): \(card.events)")
            #expect(card.appearanceState == .disappeared, "\(card.name)")
            #expect(card.presentingViewController == nil && card.view.window == nil)
        }
        logs.removeAll()
        window.advance(by: 1)
        let difference = LiveObjects.cardDeckSnapshot().difference(from: before)
        #expect(difference.isEmpty, "\(difference)")
    }

    @Test("the old root disappears once; no card reappears it or comes back to the window")
    func oldRootAndCardsCallbacks() {
        let window = Window(size: Size(width: 390, height: 844))
        let old = AppearanceLoggingController("old")
        window.rootViewController = old
        let first = AppearanceLoggingController("first")
        let second = AppearanceLoggingController("second")
        old.presentCard(first)
        window.advance(by: 2)
        first.presentCard(second)
        window.advance(by: 2)
        for controller in [old, first, second] { controller.events.removeAll() }
        var dismissCompletions = 0
        // A dismissal running when the root is replaced: its completion runs once.
        second.dismiss(animated: true) { dismissCompletions += 1 }
        window.advance(by: 0.05)
        let new = AppearanceLoggingController("new")
        window.rootViewController = new
        #expect(dismissCompletions == 1)
        #expect(old.events == ["willDisappear", "didDisappear"])
        #expect(first.events == ["willDisappear", "didDisappear"])
        #expect(second.events == ["willDisappear", "didDisappear"])
        #expect(new.events == ["willAppear", "didAppear"])
        #expect(old.presentedViewController == nil && first.presentingViewController == nil)
        #expect(window.root.subviews.count == 1 && window.root.subviews[0] === new.view)
        window.advance(by: 2)
        #expect(dismissCompletions == 1)
        // The old root can be shown again and present again.
        window.rootViewController = old
        let again = ViewController()
        old.presentCard(again)
        window.advance(by: 2)
        #expect(again.presentingViewController === old)
        // The old root's view, the card stack's backdrop and the new card's container.
        #expect(window.root.subviews.count == 3)
    }

    @Test("a full-screen presentation over the old root ends without bringing the root back")
    func fullScreenOverOldRoot() {
        let window = Window(size: Size(width: 390, height: 844))
        let old = AppearanceLoggingController("old")
        window.rootViewController = old
        let cover = AppearanceLoggingController("cover")
        var completions = 0
        old.present(cover, animated: true) { completions += 1 }
        window.advance(by: 2)
        let card = AppearanceLoggingController("card")
        cover.presentCard(card) { completions += 1 }
        window.advance(by: 2)
        #expect(old.view.window == nil)
        for controller in [old, cover, card] { controller.events.removeAll() }
        window.rootViewController = AppearanceLoggingController("new")
        #expect(completions == 2)
        #expect(old.events.isEmpty)
        #expect(cover.events == ["willDisappear", "didDisappear"])
        #expect(card.events == ["willDisappear", "didDisappear"])
        #expect(old.view.superview == nil)
        #expect(window.root.subviews.count == 1)
    }

    @Test("a dismissal queued behind a presentation that cannot be interrupted completes once")
    func queuedDismissalCompletes() {
        let window = Window(size: Size(width: 390, height: 844))
        let old = ViewController()
        window.rootViewController = old
        let cover = ViewController()
        var events: [String] = []
        // The standard full-screen animator is not interruptible: the dismissal waits.
        old.present(cover, animated: true) { events.append("presented") }
        window.advance(by: 0.05)
        cover.dismiss(animated: true) { events.append("dismissed") }
        window.rootViewController = ViewController()
        #expect(events == ["presented", "dismissed"])
        window.advance(by: 2)
        #expect(events == ["presented", "dismissed"])
        #expect(window.root.subviews.count == 1)
    }

    @Test("cards in a presentation context inside the old root end with it")
    func contextsInsideOldRoot() throws {
        let split = CardContextSplit()
        let before = LiveObjects.cardDeckSnapshot()
        let frames = [split.left.view.frame, split.right.view.frame]
        var completions = 0
        do {
            let message = ViewController()
            split.right.presentCard(message, configuration: CardContextSplit.inContext()) {
                completions += 1
            }
            split.window.advance(by: 2)
            let reply = ViewController()
            message.presentCard(reply, configuration: CardContextSplit.inContext()) {
                completions += 1
            }
            split.window.advance(by: 2)
            // And one over the whole window, caught mid-presentation.
            split.left.presentCard(ViewController()) { completions += 1 }
            split.window.advance(by: 0.05)
            split.window.rootViewController = ViewController()
            #expect(completions == 3)
            #expect(split.window.root.subviews.count == 1)
            #expect(split.right.presentedViewController == nil)
            #expect(split.root.presentedViewController == nil)
            #expect(message.presentingViewController == nil && message.view.window == nil)
            #expect(reply.presentingViewController == nil && reply.view.window == nil)
            // What the stacks pushed back is inside the old root, as it was.
            #expect(split.right.view.superview === split.root.view)
            #expect(
                split.root.view.subviews.map(\.accessibilityIdentifier).contains("card.backdrop")
                    == false)
            split.window.advance(by: 1)
            #expect(Diagnostics.warnings.isEmpty, "\(Diagnostics.warnings)")
        }
        // Back in the window, the old root lays out as before the cards came.
        split.window.rootViewController = split.root
        split.window.advance(by: 1)
        #expect([split.left.view.frame, split.right.view.frame] == frames)
        #expect(split.root.view.frame == split.window.bounds)
        #expect(completions == 3)
        let difference = LiveObjects.cardDeckSnapshot().difference(from: before)
        #expect(difference.isEmpty, "\(difference)")
    }

    @Test("a root controller kept by the app outlives its window: cards end, it disappears")
    func windowDroppedWithCardsUp() {
        let root = AppearanceLoggingController("root")
        let card = AppearanceLoggingController("card")
        var completions = 0
        do {
            let window = Window(size: Size(width: 390, height: 844))
            window.rootViewController = root
            root.presentCard(card) { completions += 1 }
            window.advance(by: 2)
            root.events.removeAll()
            card.events.removeAll()
        }
        #expect(completions == 1)
        #expect(root.events == ["willDisappear", "didDisappear"])
        #expect(card.events == ["willDisappear", "didDisappear"])
        #expect(root.presentedViewController == nil && root.view.superview == nil)
        let window = Window(size: Size(width: 390, height: 844))
        window.rootViewController = root
        root.presentCard(ViewController())
        window.advance(by: 2)
        #expect(root.presentedViewController != nil)
        #expect(root.events == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
    }
}

/// A controller that logs its appearance callbacks.
@MainActor
final class AppearanceLoggingController: ViewController {
    let name: String
    var events: [String] = []

    init(_ name: String) {
        self.name = name
    }

    /// Whether every will-callback was followed by its did-callback or turned back, and the
    /// appearances and disappearances alternate.
    var isBalanced: Bool {
        var appeared = false
        for event in events where event.hasPrefix("will") {
            let appearing = event == "willAppear"
            if appearing == appeared { return false }
            appeared = appearing
        }
        return !appeared
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("didDisappear")
    }
}
