import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Foundation
import Testing

@testable import CardDeck

/// Present / dismiss cycles that must leave no object behind: after every cycle has run and
/// the window has settled, as many nodes, controllers, recognizers, animators and
/// presentation objects are alive as before the first one.
///
/// CI runs 240 cycles; `CARDDECK_LEAK_CYCLES=10000 swift test --filter LeakTests` runs the
/// full soak.
@MainActor
@Suite("Leaks", .isolatedDiagnostics)
struct LeakTests {
    /// The number of cycles: `CARDDECK_LEAK_CYCLES` when set to a positive number, else 240
    /// (every scenario with every stack depth and timing, several times over).
    static var cycleCount: Int {
        let value = ProcessInfo.processInfo.environment["CARDDECK_LEAK_CYCLES"]
        return value.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 240
    }

    @Test("present / dismiss cycles of every kind leave as many live objects as before")
    func cyclesLeaveNothingBehind() {
        let (window, root) = makeWindow()
        var cycles = LeakCycles(seed: 0x0C4D_DEC4)
        let before = LiveObjects.cardDeckSnapshot()
        cycles.baseline = before
        let count = Self.cycleCount
        for index in 0..<count {
            cycles.run(index, in: window, from: root)
        }
        window.advance(by: 10)
        let after = LiveObjects.cardDeckSnapshot()
        #expect(after == before, "after \(count) cycles: \(after.difference(from: before))")
        let leftovers = cycles.leftovers
        #expect(leftovers.isEmpty, "\(leftovers.count) cycles left objects: \(leftovers.prefix(3))")
        // Every cycle did what it says, so every path ran.
        #expect(
            cycles.unfinished.isEmpty, "cycles that left a card presented: \(cycles.unfinished)")
        #expect(cycles.misses.isEmpty, "\(cycles.misses.count) misses: \(cycles.misses.prefix(5))")
        #expect(cycles.scenarioCounts.count == LeakCycles.Scenario.allCases.count)
        for kind in [
            LiveObjects.Kind.cardPresentationController, .cardTransitionManager, .cardAnimator,
            .cardStack, .cardDismissalInteraction, .navigationTransition, .navigationSlideAnimator,
            .transitionContext, .contextTransitionCoordinator, .transitionWatchdog, .touch,
            .propertyAnimator,
        ] {
            #expect(cycles.peak[kind] > before[kind], "\(kind) never counted")
        }
        #expect(cycles.peak[.cardPresentationController] >= 3)
        if ProcessInfo.processInfo.environment["CARDDECK_LEAK_CYCLES"] != nil {
            let scenarios = LeakCycles.Scenario.allCases.map {
                "\($0) \(cycles.scenarioCounts[$0] ?? 0)"
            }
            print(
                """
                Leak soak, \(count) cycles (\(scenarios.joined(separator: ", ")))
                  before: \(before)
                  after:  \(after)
                  peak:   \(cycles.peak)
                """)
        }
    }

    @Test("a card counts its presentation objects while it is presented, and none after")
    func presentationObjectsAreCounted() {
        let (window, root) = makeWindow()
        let before = LiveObjects.cardDeckSnapshot()
        do {
            let card = ViewController()
            root.presentCard(card)
            window.advance(by: 0.05)
            let presenting = LiveObjects.cardDeckSnapshot().difference(from: before)
            for kind in [
                LiveObjects.Kind.presentationTransition, .transitionContext,
                .contextTransitionCoordinator, .transitionWatchdog, .cardAnimator,
            ] {
                #expect(presenting[kind] == 1, "\(kind) while presenting: \(presenting)")
            }
            window.advance(by: 2)
            let presented = LiveObjects.cardDeckSnapshot().difference(from: before)
            for kind in [
                LiveObjects.Kind.viewController, .presentation, .presentationController,
                .cardPresentationController, .cardTransitionManager, .cardInputDelegate, .cardView,
                .cardStack,
            ] {
                #expect(presented[kind] == 1, "\(kind) once presented: \(presented)")
            }
            #expect(presented[.transitionContext] == 0 && presented[.cardAnimator] == 0)
            card.dismiss(animated: true)
            window.advance(by: 2)
        }
        #expect(LiveObjects.cardDeckSnapshot() == before)
    }

    @Test(
        "a cycle that leaks is caught, whatever the scenario",
        arguments: LeakCycles.Scenario.allCases)
    func leakIsCaught(_ scenario: LeakCycles.Scenario) {
        let (window, root) = makeWindow()
        var cycles = LeakCycles(seed: 7)
        cycles.leaksFrontCard = true
        let before = LiveObjects.cardDeckSnapshot()
        cycles.run(scenario, depth: 2, animated: true, in: window, from: root)
        window.advance(by: 10)
        let difference = LiveObjects.cardDeckSnapshot().difference(from: before)
        // The front card's controller keeps itself alive through its view, and with it the
        // view and the controllers it holds.
        #expect(difference[.viewController] >= 1, "\(difference)")
        #expect(difference[.viewNode] >= 1, "\(difference)")
        cycles.releaseLeaks()
        window.advance(by: 1)
        let released = LiveObjects.cardDeckSnapshot().difference(from: before)
        #expect(released.isEmpty, "\(released)")
    }
}

/// Runs one present / dismiss cycle of a scenario chosen from a seeded generator, checking
/// that each gesture did what the scenario says. Everything a cycle creates is local to it.
@MainActor
struct LeakCycles {
    /// How the front card of a cycle is used and leaves.
    enum Scenario: CaseIterable, Sendable {
        /// A window resize, a content-size change or a detent change, then
        /// `dismiss(animated:)` from the front card back or all at once from the bottom one.
        case programmatic
        /// A tap on the dimmer of a draggable card or fitted sheet; sometimes vetoed first
        /// (`isModalInPresentation`), which rubber-bands.
        case dimmerTap
        /// A flick downwards: an interactive dismissal that completes.
        case flick
        /// A drag down and back up that cancels the interactive dismissal, then
        /// `dismiss(animated:)`.
        case cancelledDrag
        /// A navigation controller in the card pushes, pops, has an edge swipe cancelled and
        /// pops interactively; then `dismiss(animated:)`.
        case navigation
        /// A list in the card scrolls and coasts, scrolls back to its top, and a flick on the
        /// content takes the card away.
        case scroll
        /// A dismissal that overtakes the running presentation, then a refused presentation and
        /// a programmatic dismissal while a finger drags the card down.
        case interrupted
    }

    private var random: SplitMix64
    /// Cycles that did not end with every card dismissed, by index.
    private(set) var unfinished: [Int] = []
    /// Gestures that did not do what their scenario expects.
    private(set) var misses: [String] = []
    /// The live objects before the first cycle; when set, each cycle must end with them.
    var baseline: LiveObjects.Snapshot?
    /// Cycles that ended with other live objects than ``baseline``, and what differed.
    private(set) var leftovers: [String] = []
    /// How many cycles ran each scenario.
    private(set) var scenarioCounts: [Scenario: Int] = [:]
    /// The highest count of each kind seen while the cycles ran.
    private(set) var peak = LiveObjects.Snapshot(counts: [:])
    /// Whether the front card of each cycle keeps itself alive (to check the test can fail).
    var leaksFrontCard = false
    /// The nodes whose layout closures hold the leaked cards; weak, so only the cycles keep
    /// them.
    private var leaks: [WeakNode] = []
    private var label = ""

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Runs cycle `index`: a scenario, stack depth (1–3) and timing from the generator.
    mutating func run(_ index: Int, in window: Window, from root: ViewController) {
        let scenario = Scenario.allCases[random.int(below: Scenario.allCases.count)]
        let depth = 1 + random.int(below: 3)
        let animated = random.int(below: 4) != 0
        run(scenario, depth: depth, animated: animated, in: window, from: root)
        if root.presentedViewController != nil {
            unfinished.append(index)
            root.dismiss(animated: false)
            window.advance(by: 5)
        }
        if let baseline {
            let difference = LiveObjects.cardDeckSnapshot().difference(from: baseline)
            if !difference.isEmpty { leftovers.append("cycle \(index), \(label): \(difference)") }
        }
    }

    /// Runs one cycle: presents `depth` cards, the front one for `scenario`, and dismisses
    /// them all.
    mutating func run(
        _ scenario: Scenario, depth: Int, animated: Bool, in window: Window,
        from root: ViewController
    ) {
        scenarioCounts[scenario, default: 0] += 1
        label = "\(scenario), \(depth) card(s)\(animated ? "" : ", not animated")"
        var cards: [ViewController] = []
        var presenter = root
        for level in 1...depth {
            let isFront = level == depth
            let card = isFront ? frontCard(for: scenario) : ViewController()
            let configuration = isFront ? frontConfiguration(for: scenario) : backConfiguration()
            presenter.presentCard(card, configuration: configuration, animated: animated)
            if scenario == .interrupted, isFront {
                window.advance(by: 0.05)
                recordPeak()
                card.dismiss(animated: random.int(below: 2) == 0)
                window.advance(by: 2)
                check(card.presentingViewController == nil, "the early dismissal")
                presenter.presentCard(card, configuration: configuration, animated: animated)
            }
            window.advance(by: 2)
            cards.append(card)
            presenter = card
        }
        recordPeak()
        let front = cards[depth - 1]
        check(front.presentingViewController != nil, "the presentation")
        if leaksFrontCard { leak(front) }
        switch scenario {
        case .programmatic:
            adjust(front, in: window)
            dismissProgrammatically(cards, root: root, in: window)
        case .dimmerTap:
            if random.int(below: 3) == 0 {
                front.isModalInPresentation = true
                window.tap(at: Point(x: 195, y: 30))
                window.advance(by: 2)
                check(front.presentingViewController != nil, "the veto")
                front.isModalInPresentation = false
            }
            window.tap(at: Point(x: 195, y: 30))
            window.advance(by: 3)
            check(front.presentingViewController == nil, "the tap on the dimmer")
        case .flick:
            flickDown(front, in: window)
        case .cancelledDrag:
            cancelDrag(front, in: window)
            front.dismiss(animated: animated)
            window.advance(by: 3)
        case .navigation:
            if let navigation = front as? NavigationController { navigate(navigation, in: window) }
            front.dismiss(animated: animated)
            window.advance(by: 3)
        case .scroll:
            if let list = front as? ListController { scroll(list, in: window) }
            flickDown(front, in: window)
        case .interrupted:
            dismissWhileDragging(front, root: root, in: window)
        }
        let remaining = cards.filter { $0.presentingViewController != nil }
        if !remaining.isEmpty { dismissProgrammatically(remaining, root: root, in: window) }
    }

    /// Makes `card` keep itself alive: its view holds a node whose layout closure holds it.
    private mutating func leak(_ card: ViewController) {
        let node = ViewNode()
        node.layout = { _ in _ = card.title }
        card.view.addSubview(node)
        leaks.append(WeakNode(node: node))
    }

    /// Breaks the retain cycles that ``leaksFrontCard`` made.
    mutating func releaseLeaks() {
        for leak in leaks { leak.node?.layout = nil }
        leaks = []
    }

    // MARK: Cards

    private mutating func frontCard(for scenario: Scenario) -> ViewController {
        switch scenario {
        case .navigation:
            return NavigationController(rootViewController: SizedController(height: 200))
        case .scroll:
            return ListController()
        default:
            return random.int(below: 2) == 0 ? ViewController() : SizedController(height: 300)
        }
    }

    private mutating func frontConfiguration(for scenario: Scenario) -> CardConfiguration? {
        switch scenario {
        case .dimmerTap:
            return random.int(below: 2) == 0 ? .draggableCard : .fittedSheet
        case .scroll:
            return CardConfiguration(detents: [.medium, .large], initialDetent: .large)
        case .navigation:
            return random.int(below: 2) == 0 ? .fittedSheet : nil
        default:
            return backConfiguration()
        }
    }

    private mutating func backConfiguration() -> CardConfiguration? {
        switch random.int(below: 4) {
        case 0: return .draggableCard
        case 1: return .fittedSheet
        default: return nil
        }
    }

    // MARK: Gestures

    private func cardTop(_ card: ViewController) -> Double {
        min(card.cardPresentationController?.presentedCardFrame.minY ?? 400, 700)
    }

    private mutating func flickDown(_ card: ViewController, in window: Window) {
        let top = cardTop(card)
        window.flick(
            from: Point(x: 195, y: top + 30), by: Point(x: 0, y: 120), releaseVelocity: 2_500)
        recordPeak()
        window.advance(by: 3)
        check(card.presentingViewController == nil, "the flick")
    }

    /// Drags the card down into an interactive dismissal and back up, and lets go at rest.
    private mutating func cancelDrag(_ card: ViewController, in window: Window) {
        let start = Point(x: 195, y: cardTop(card) + 30)
        window.press(at: start)
        window.move(to: Point(x: 195, y: start.y + 20))
        window.move(to: Point(x: 195, y: start.y + 140), duration: 0.2)
        recordPeak()
        check(card.isBeingDismissed, "the drag into the dismissal")
        window.move(to: Point(x: 195, y: start.y + 10), duration: 0.3)
        window.advance(by: 0.1)
        window.release()
        window.advance(by: 2)
        check(card.presentingViewController != nil && !card.isBeingDismissed, "the cancel")
    }

    private mutating func navigate(_ navigation: NavigationController, in window: Window) {
        navigation.pushViewController(SizedController(height: 400), animated: true)
        window.advance(by: 0.1)
        recordPeak()
        window.advance(by: 2)
        _ = navigation.popViewController(animated: true)
        window.advance(by: 2)
        navigation.pushViewController(SizedController(height: 300), animated: true)
        window.advance(by: 2)
        check(navigation.viewControllers.count == 2, "the pushes and the pop")
        // A swipe that comes back cancels the pop; a long one finishes it.
        let y = min(cardTop(navigation) + 150, 800)
        window.press(at: Point(x: 5, y: y))
        window.move(to: Point(x: 80, y: y), duration: 0.2)
        window.move(to: Point(x: 20, y: y), duration: 0.2)
        window.advance(by: 0.1)
        window.release()
        window.advance(by: 2)
        check(navigation.viewControllers.count == 2, "the cancelled edge swipe")
        window.press(at: Point(x: 5, y: y))
        window.move(to: Point(x: 300, y: y), duration: 0.3)
        window.release()
        window.advance(by: 2)
        check(navigation.viewControllers.count == 1, "the interactive pop")
    }

    /// Scrolls the list by dragging, flicks it so it coasts, and scrolls it back to its top.
    private mutating func scroll(_ list: ListController, in window: Window) {
        window.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 300), duration: 0.3)
        check(list.scrollView.contentOffset.y > 100, "the scroll")
        window.flick(from: Point(x: 195, y: 600), by: Point(x: 0, y: -150), releaseVelocity: 1_500)
        window.advance(by: 0.2)
        check(list.scrollView.isDecelerating, "the coasting")
        list.scrollView.setContentOffset(.zero, animated: true)
        window.advance(by: 1)
    }

    /// Resizes the window and back, changes the card's preferred height, or moves it to its
    /// largest detent.
    private mutating func adjust(_ card: ViewController, in window: Window) {
        switch random.int(below: 3) {
        case 0:
            let size = window.size
            window.resize(to: Size(width: size.height, height: size.width))
            window.advance(by: 1)
            window.resize(to: size)
        case 1:
            card.preferredContentSize = Size(
                width: 0, height: Double(200 + 100 * random.int(below: 4)))
        default:
            let controller = card.cardPresentationController
            if let largest = controller?.detents.last?.identifier {
                controller?.setSelectedDetentIdentifier(largest, animated: true)
            }
        }
        window.advance(by: 0.1)
        recordPeak()
        window.advance(by: 2)
    }

    /// Asks for a dismissal of the whole stack while a finger drags the front card down, after
    /// a presentation that must be refused.
    private func dismissWhileDragging(
        _ card: ViewController, root: ViewController, in window: Window
    ) {
        let top = cardTop(card)
        window.press(at: Point(x: 195, y: top + 40))
        window.move(to: Point(x: 195, y: top + 60))
        window.move(to: Point(x: 195, y: top + 160), duration: 0.1)
        // Refused: the card is being dismissed, and the root already presents one.
        card.presentCard(ViewController())
        root.presentCard(ViewController(), configuration: .fittedSheet)
        root.dismiss(animated: true)
        window.move(to: Point(x: 195, y: top + 200), duration: 0.05)
        window.release()
        window.advance(by: 3)
    }

    private mutating func dismissProgrammatically(
        _ cards: [ViewController], root: ViewController, in window: Window
    ) {
        guard !cards.isEmpty else { return }
        if random.int(below: 2) == 0 {
            // The bottom card's presenter takes the whole stack away at once.
            (cards[0].presentingViewController ?? root).dismiss(animated: random.int(below: 2) == 0)
            window.advance(by: 3)
        } else {
            for card in cards.reversed() {
                card.dismiss(animated: random.int(below: 3) != 0)
                window.advance(by: 2)
            }
        }
    }

    private mutating func check(_ condition: Bool, _ what: String) {
        if !condition { misses.append("\(label): \(what) did not happen") }
    }

    private mutating func recordPeak() {
        let now = LiveObjects.cardDeckSnapshot()
        var counts = peak.counts
        for (kind, count) in now.counts { counts[kind] = max(counts[kind] ?? 0, count) }
        peak = LiveObjects.Snapshot(counts: counts)
    }
}

private struct WeakNode {
    weak var node: ViewNode?
}
