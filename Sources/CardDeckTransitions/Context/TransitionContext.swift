import CardDeckViews

/// Everything an animator needs to know about one transition, and the calls that report its
/// progress: UIKit's `UIViewControllerContextTransitioning`.
///
/// The machinery (presentation, dismissal, push, pop) creates one context per transition and
/// hands it to the animator and the interaction controller. Animators add the `to` view to
/// ``containerView`` if it is not there yet, animate from ``initialFrame(for:)`` to
/// ``finalFrame(for:)``, and call ``completeTransition(_:)`` exactly once with
/// `!transitionWasCancelled`.
@MainActor
public final class TransitionContext {
    private let liveObject = LiveObjects.Token(.transitionContext)

    /// The view the transition happens in; the `to` view belongs inside it.
    public let containerView: ViewNode
    /// Whether the transition is animated; `false` asks animators to jump to the end.
    public let isAnimated: Bool
    /// Whether an interaction controller drives the transition right now.
    public private(set) var isInteractive: Bool
    /// Whether the transition was cancelled (an interactive transition that went back).
    public private(set) var transitionWasCancelled = false
    /// How far an interactive transition has come, 0…1, as last reported.
    public private(set) var percentComplete: Double = 0
    /// Whether ``completeTransition(_:)`` has been called.
    public private(set) var isComplete = false

    /// Held weakly: whoever runs the transition owns the controllers (a presentation its
    /// presented controller, the presenting one owning the presentation; a navigation
    /// transition both). A strong reference here would close a cycle through the presenting
    /// controller that only the transition's end breaks, so a window dropped mid-transition
    /// would keep them all alive.
    private let controllers: [TransitionContextKey: WeakViewController]
    private let views: [TransitionContextKey: ViewNode]
    private let initialFrames: [ObjectIdentifier: Rect]
    private let finalFrames: [ObjectIdentifier: Rect]
    /// Runs once, when the transition completes.
    private var onComplete: ((Bool) -> Void)?

    /// The coordinator that runs work alongside this transition.
    public private(set) lazy var transitionCoordinator = ContextTransitionCoordinator(
        context: self)

    /// The animator of the transition, once known; used by the coordinator and the timeout.
    weak var animator: (any AnimatedTransitioning)?
    /// Completes the transition if the animator never does; see `run(interaction:place:)`.
    var watchdog: TransitionWatchdog?

    init(
        containerView: ViewNode, animator: any AnimatedTransitioning, isAnimated: Bool,
        isInteractive: Bool,
        controllers: [TransitionContextKey: ViewController],
        views: [TransitionContextKey: ViewNode],
        initialFrames: [ObjectIdentifier: Rect], finalFrames: [ObjectIdentifier: Rect],
        onComplete: @escaping (Bool) -> Void
    ) {
        self.containerView = containerView
        self.animator = animator
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.controllers = controllers.mapValues { WeakViewController(value: $0) }
        self.views = views
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        self.onComplete = onComplete
    }

    /// The controller on one side of the transition.
    ///
    /// - Parameter key: `.from` or `.to`.
    /// - Returns: The controller, or `nil` once nothing else keeps it alive.
    public func viewController(forKey key: TransitionContextKey) -> ViewController? {
        controllers[key]?.value
    }

    /// The view the animator should move on one side of the transition, or `nil` when that
    /// side's view is not the animator's to touch (for example, the presenter's view in a
    /// presentation that keeps it in place).
    ///
    /// - Parameter key: `.from` or `.to`.
    /// - Returns: The view, or `nil`.
    public func view(forKey key: TransitionContextKey) -> ViewNode? {
        views[key]
    }

    /// Where a controller's view is when the transition starts, in the container's
    /// coordinates; `.zero` when it is not on screen yet.
    ///
    /// - Parameter viewController: A controller of this transition.
    /// - Returns: The frame, or `.zero` for a controller that is not part of it.
    public func initialFrame(for viewController: ViewController) -> Rect {
        initialFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    /// Where a controller's view must be when the transition ends, in the container's
    /// coordinates; `.zero` when it leaves the screen.
    ///
    /// - Parameter viewController: A controller of this transition.
    /// - Returns: The frame, or `.zero` for a controller that is not part of it.
    public func finalFrame(for viewController: ViewController) -> Rect {
        finalFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    /// Reports the end of the transition. Call it exactly once; later calls are ignored with a
    /// warning in `Diagnostics`.
    ///
    /// - Parameter didComplete: Whether the transition completed (`false` when cancelled).
    public func completeTransition(_ didComplete: Bool) {
        guard !isComplete, let onComplete else {
            Diagnostics.warn(
                "TransitionContext: ignored a second completeTransition(\(didComplete))")
            return
        }
        isComplete = true
        self.onComplete = nil
        watchdog?.stop()
        watchdog = nil
        if !didComplete { transitionWasCancelled = true }
        percentComplete = didComplete ? 1 : 0
        onComplete(didComplete)
    }

    /// Reports interactive progress.
    ///
    /// - Parameter percentComplete: 0…1; values outside are clamped, NaN is ignored.
    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard !percentComplete.isNaN else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    /// Reports that the gesture let go and the transition will complete.
    public func finishInteractiveTransition() {
        transitionWasCancelled = false
        setInteractive(false)
    }

    /// Reports that the gesture let go and the transition will go back and be cancelled.
    public func cancelInteractiveTransition() {
        transitionWasCancelled = true
        setInteractive(false)
    }

    /// Reports that a gesture took hold of the transition again.
    public func pauseInteractiveTransition() {
        transitionWasCancelled = false
        setInteractive(true)
    }

    private func setInteractive(_ value: Bool) {
        guard isInteractive != value else { return }
        isInteractive = value
        transitionCoordinator.interactionDidChange()
    }
}

/// A weak reference to a controller, for the context's two sides.
struct WeakViewController {
    weak var value: ViewController?
}
