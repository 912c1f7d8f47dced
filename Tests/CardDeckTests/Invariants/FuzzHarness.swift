import CardDeckTesting
import CardDeckTransitions

@testable import CardDeck
@testable import CardDeckViews

/// A window with a root controller on which a randomized run plays ``FuzzAction``s through
/// the public API, keeping the ledger of completion handlers.
@MainActor
final class FuzzHarness {
    static let initialSize = Size(width: 390, height: 844)
    static let initialInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    let window: Window
    let root = ViewController()
    /// How many times each completion handler handed out has run, by handler.
    private(set) var completionRuns: [Int] = []
    /// What each handler was for, by handler, for messages.
    private(set) var completionLabels: [String] = []
    /// The tree as it was before the first action.
    let initialTree: String

    init() {
        window = Window(size: Self.initialSize, safeAreaInsets: Self.initialInsets)
        window.rootViewController = root
        window.advance(by: 1.0 / 120)
        initialTree = window.treeDescription
    }

    /// The controllers from the root to the front card, following `presentedViewController`.
    var chain: [ViewController] {
        var result = [root]
        while let next = result.last?.presentedViewController { result.append(next) }
        return result
    }

    /// The card presentation controllers of the chain, back to front.
    var cards: [CardPresentationController] {
        chain.dropFirst().compactMap(\.cardPresentationController)
    }

    /// Whether nothing moves: no animator runs, no pointer is down or queued, no transition
    /// is under way, no card is being dragged.
    var isSettled: Bool {
        window.animators.isEmpty && window.activeTouches.isEmpty
            && !window.hasPendingPointerEvents
            && cards.allSatisfy { !$0.isTransitioning && $0.drag == nil }
    }

    /// A completion handler that records each run.
    func completion(_ label: String) -> () -> Void {
        let index = completionRuns.count
        completionRuns.append(0)
        completionLabels.append(label)
        return { [weak self] in self?.completionRuns[index] += 1 }
    }

    /// The controller at `depth` of the chain, taken modulo its length.
    private func controller(at depth: Int) -> ViewController {
        let chain = self.chain
        return chain[min(max(depth, 0), chain.count - 1)]
    }

    private func point(_ x: Double, _ y: Double) -> Point {
        Point(x: x * window.size.width, y: y * window.size.height)
    }

    /// Plays one action.
    func perform(_ action: FuzzAction) {
        switch action {
        case .present(let seed, let content, let animated, let from):
            let presenter = controller(at: from)
            presenter.presentCard(
                Self.makeContent(content), configuration: FuzzConfiguration.make(seed: seed),
                animated: animated, completion: completion("present \(seed)"))
        case .presentAgain(let depth):
            let chain = self.chain
            guard chain.count > 1 else { return }
            let again = chain[1 + min(max(depth, 0), chain.count - 2)]
            chain[chain.count - 1].presentCard(again, completion: completion("present again"))
        case .dismiss(let depth, let animated):
            controller(at: depth).dismiss(animated: animated, completion: completion("dismiss"))
        case .press(let x, let y, let pointer):
            if window.activeTouches.contains(where: { $0.pointerID == pointer }) { return }
            window.press(at: point(x, y), pointer: pointer)
        case .move(let dx, let dy, let pointer):
            guard let touch = window.activeTouches.first(where: { $0.pointerID == pointer })
            else { return }
            window.move(to: touch.locationInWindow + Point(x: dx, y: dy), pointer: pointer)
        case .release(let pointer, let cancelled):
            guard let touch = window.activeTouches.first(where: { $0.pointerID == pointer })
            else { return }
            if cancelled {
                send(.cancelled, at: touch.locationInWindow, pointer: pointer)
            } else {
                window.release(pointer: pointer)
            }
        case .drag(let x, let y, let dy, let duration):
            guard !isDown(2) else { return }
            let start = point(x, y)
            window.drag(from: start, to: start + Point(x: 0, y: dy), duration: duration, pointer: 2)
        case .flick(let x, let y, let dy, let velocity):
            guard !isDown(2) else { return }
            window.flick(
                from: point(x, y), by: Point(x: 0, y: dy), releaseVelocity: velocity, pointer: 2)
        case .tap(let x, let y):
            guard !isDown(2) else { return }
            window.tap(at: point(x, y), pointer: 2)
        case .edgePan(let distance):
            guard !isDown(2) else { return }
            window.edgePan(from: .left, distance: distance, pointer: 2)
        case .contentHeight(let height, let depth):
            guard chain.count > 1 else { return }
            let shown = controller(at: max(depth, 1))
            let target = (shown as? NavigationController)?.topViewController ?? shown
            target.preferredContentSize = Size(width: 0, height: height)
        case .push(let height, let animated):
            guard let navigation = chain.last as? NavigationController else { return }
            let pushed = ViewController()
            pushed.preferredContentSize = Size(width: 0, height: height)
            navigation.pushViewController(pushed, animated: animated)
        case .pop(let animated, let toRoot):
            guard let navigation = chain.last as? NavigationController else { return }
            if toRoot {
                _ = navigation.popToRootViewController(animated: animated)
            } else {
                _ = navigation.popViewController(animated: animated)
            }
        case .resize(let width, let height, let safeTop, let safeBottom):
            window.resize(
                to: Size(width: width, height: height),
                safeAreaInsets: EdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0))
        case .selectDetent(let index, let animated):
            guard let card = cards.last else { return }
            let identifier: CardDetent.Identifier =
                index < 0 || card.detents.isEmpty
                ? "unknown" : card.detents[index % card.detents.count].identifier
            card.setSelectedDetentIdentifier(identifier, animated: animated)
        case .advance(let seconds):
            window.advance(by: seconds)
        case .lateEvent(let x, let y, let age, let began):
            window.send(
                PointerEvent(
                    pointerID: 3, phase: began ? .began : .ended, location: point(x, y),
                    timestamp: window.time - age))
            window.advance(by: 1.0 / 120)
        case .rewind(let seconds):
            window.advance(to: window.time - seconds)
        }
    }

    /// Lifts every pointer, restores the window, dismisses everything and lets it settle.
    func tearDown() {
        for touch in window.activeTouches {
            send(.ended, at: touch.locationInWindow, pointer: touch.pointerID)
        }
        window.advance(by: 0.1)
        window.resize(to: Self.initialSize, safeAreaInsets: Self.initialInsets)
        // A transition still running (a slow spring cancelling an interactive dismissal) would
        // refuse the dismissal, as UIKit refuses one while another runs: let it end first.
        for _ in 0..<120 where !isSettled { window.advance(by: 1) }
        if root.presentedViewController != nil {
            root.dismiss(animated: true, completion: completion("tear-down dismiss"))
        }
        // The slowest springs a configuration may choose take several seconds to settle.
        for _ in 0..<120 where !isSettled { window.advance(by: 1) }
        window.advance(by: 1)
    }

    private func isDown(_ pointer: Int) -> Bool {
        window.activeTouches.contains { $0.pointerID == pointer }
    }

    private func send(_ phase: PointerEvent.Phase, at location: Point, pointer: Int) {
        let next = window.time + 1.0 / 120
        window.send(
            PointerEvent(pointerID: pointer, phase: phase, location: location, timestamp: next))
        window.advance(to: next)
    }

    /// A new controller to present.
    static func makeContent(_ content: FuzzAction.Content) -> ViewController {
        switch content {
        case .plain:
            let controller = ViewController()
            controller.preferredContentSize = Size(width: 0, height: 320)
            return controller
        case .list:
            return ListController()
        case .navigation:
            let top = ViewController()
            top.preferredContentSize = Size(width: 0, height: 280)
            return NavigationController(rootViewController: top)
        }
    }
}
