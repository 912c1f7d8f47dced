import CardDeckViews

/// The coordinator of a presentation, dismissal, push or pop: alongside animations join the
/// transition's property animator, so they follow an interactive gesture frame by frame and
/// reverse with it when it is cancelled.
///
/// Reach it through ``TransitionContext/transitionCoordinator`` or, while the transition
/// runs, `ViewController.transitionCoordinator` of any controller involved.
@MainActor
public final class ContextTransitionCoordinator: TransitionCoordinator {
    private let liveObject = LiveObjects.Token(.contextTransitionCoordinator)

    /// Weak: a caller may keep the coordinator after the transition and its context are gone;
    /// it then describes a finished, non-interactive transition.
    private weak var context: TransitionContext?
    /// The final state, kept for reads after the context is gone.
    private var wasAnimated = false
    private var wasCancelled = false
    private var pendingAnimations: [(any TransitionCoordinator) -> Void] = []
    private var completions: [(any TransitionCoordinator) -> Void] = []
    private var interactionHandlers: [(any TransitionCoordinator) -> Void] = []
    /// Where alongside animations go once the transition has started.
    private var runningAnimator: PropertyAnimator?
    private var hasStarted = false
    private var hasEnded = false

    init(context: TransitionContext) {
        self.context = context
        wasAnimated = context.isAnimated
    }

    /// Whether the transition is animated.
    public var isAnimated: Bool { context?.isAnimated ?? wasAnimated }
    /// Whether a gesture drives the transition right now.
    public var isInteractive: Bool { context?.isInteractive ?? false }
    /// Whether the transition was cancelled.
    public var isCancelled: Bool { context?.transitionWasCancelled ?? wasCancelled }
    /// How far the transition has come, 0…1: the animator's fraction while it runs.
    public var percentComplete: Double {
        if let runningAnimator, runningAnimator.state == .active {
            return runningAnimator.fractionComplete
        }
        return context?.percentComplete ?? (wasCancelled ? 0 : 1)
    }
    /// The animator's duration in seconds; 0 when not animated.
    public var transitionDuration: Double {
        guard let context, context.isAnimated else { return 0 }
        return max(context.animator?.transitionDuration(using: context) ?? 0, 0)
    }

    /// Runs `animation` alongside the transition and `completion` after it.
    ///
    /// Before the transition starts, animation blocks wait and join it when it starts; after,
    /// they join the running animator at once. A non-animated transition runs them without
    /// animation. Once the transition has ended nothing is queued and the result is `false`.
    ///
    /// - Parameters:
    ///   - animation: Work to do alongside the transition.
    ///   - completion: Work to do once the transition ended.
    /// - Returns: Whether the blocks were queued.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any TransitionCoordinator) -> Void)?,
        completion: ((any TransitionCoordinator) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if hasStarted { run(animation) } else { pendingAnimations.append(animation) }
        }
        return true
    }

    /// Registers a handler called when the transition stops or resumes being interactive.
    ///
    /// - Parameter handler: Called with the coordinator after each change.
    public func notifyWhenInteractionChanges(
        _ handler: @escaping (any TransitionCoordinator) -> Void
    ) {
        interactionHandlers.append(handler)
    }

    /// Joins the queued animations to the transition; called right after the animator starts.
    func transitionDidStart(animator: PropertyAnimator?) {
        hasStarted = true
        runningAnimator = animator
        let queued = pendingAnimations
        pendingAnimations = []
        for animation in queued { run(animation) }
    }

    func interactionDidChange() {
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the completion blocks once; called when the transition completes.
    func transitionDidEnd() {
        hasEnded = true
        wasCancelled = context?.transitionWasCancelled ?? wasCancelled
        runningAnimator = nil
        let handlers = completions
        completions = []
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    private func run(_ animation: @escaping (any TransitionCoordinator) -> Void) {
        if let runningAnimator, runningAnimator.state == .active {
            runningAnimator.addAnimations { animation(self) }
        } else if isAnimated, transitionDuration > 0 {
            ViewNode.animate(withDuration: transitionDuration) { animation(self) }
        } else {
            animation(self)
        }
    }
}
