import CardDeckTesting
import CardDeckTransitions
import CardDeckViews

/// The callbacks of a navigation scene, in the order they happened.
@MainActor
final class NavigationLog {
    var entries: [String] = []

    /// Returns the entries recorded so far and forgets them.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A controller on a navigation stack that logs its appearance and containment callbacks as
/// `"name.callback"`, with its name as its title.
@MainActor
final class StackController: ViewController {
    let name: String
    let log: NavigationLog
    /// The `animated` argument of the latest appearance callback.
    var lastAnimated: Bool?
    /// `isMovingFromParent` during the latest `viewWillDisappear(_:)`.
    var wasMovingFromParent: Bool?
    /// Runs at the end of `viewDidAppear(_:)`.
    var onDidAppear: (() -> Void)?

    init(_ name: String, log: NavigationLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func viewWillAppear(_ animated: Bool) {
        lastAnimated = animated
        log.entries.append("\(name).willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        lastAnimated = animated
        log.entries.append("\(name).didAppear")
        onDidAppear?()
    }

    override func viewWillDisappear(_ animated: Bool) {
        lastAnimated = animated
        wasMovingFromParent = isMovingFromParent
        log.entries.append("\(name).willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        lastAnimated = animated
        log.entries.append("\(name).didDisappear")
    }

    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }

    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

/// A navigation delegate that logs what it is told, registers a completion with the
/// transition coordinator in `willShow`, and vends the animator and interaction controller it
/// is given.
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    let log: NavigationLog
    var animator: (any AnimatedTransitioning)?
    var interaction: (any InteractiveTransitioning)?
    /// The operations the delegate was asked to animate.
    var operations: [NavigationOperation] = []
    /// The number of interaction controller requests.
    var interactionRequests = 0

    init(log: NavigationLog) {
        self.log = log
    }

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
    ) {
        log.entries.append("delegate.willShow(\(viewController.title ?? "?"))")
        navigationController.transitionCoordinator?.animate(alongsideTransition: nil) {
            [log] coordinator in
            log.entries.append(
                "coordinator.completion" + (coordinator.isCancelled ? "(cancelled)" : ""))
        }
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {
        log.entries.append("delegate.didShow(\(viewController.title ?? "?"))")
    }

    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        operations.append(operation)
        return animator
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        interactionRequests += 1
        return interaction
    }
}

/// A window whose root view controller is a navigation controller holding a stack of
/// ``StackController``s, with a recording delegate; the log starts empty.
@MainActor
struct NavigationScene {
    static let windowSize = Size(width: 390, height: 844)

    let window: Window
    let navigation: NavigationController
    let log: NavigationLog
    let delegate: RecordingNavigationDelegate
    private(set) var controllers: [String: StackController] = [:]

    /// - Parameters:
    ///   - stack: The names of the controllers on the stack, root first; not empty.
    ///   - safeAreaTop: The window's top safe-area inset, in points.
    init(_ stack: [String], safeAreaTop: Double = 0) {
        let log = NavigationLog()
        self.log = log
        window = Window(size: Self.windowSize, safeAreaInsets: EdgeInsets(top: safeAreaTop))
        let made = stack.map { StackController($0, log: log) }
        for controller in made { controllers[controller.name] = controller }
        navigation = NavigationController(rootViewController: made[0])
        navigation.setViewControllers(made, animated: false)
        delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate
        window.rootViewController = navigation
        window.advance(by: 1 / 60)
        _ = log.take()
    }

    /// The controller called `name`, created (off the stack) on first use.
    mutating func controller(_ name: String) -> StackController {
        if let existing = controllers[name] { return existing }
        let made = StackController(name, log: log)
        controllers[name] = made
        return made
    }

    /// The names of the controllers on the stack, root first.
    var stackNames: [String] {
        navigation.viewControllers.map { ($0 as? StackController)?.name ?? "?" }
    }

    /// The names of the controllers whose views are in the content area, back to front.
    var contentNames: [String] {
        navigation.contentView.subviews.map { view in
            controllers.values.first { $0.viewIfLoaded === view }?.name ?? "other"
        }
    }
}
