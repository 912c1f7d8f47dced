import CardDeckViews

/// One running presentation or dismissal: its context, animator, interaction controller and
/// the completion handlers waiting for it.
@MainActor
final class PresentationTransition {
    private let liveObject = LiveObjects.Token(.presentationTransition)

    let context: TransitionContext
    let animator: any AnimatedTransitioning
    let interaction: (any InteractiveTransitioning)?
    /// Runs once, in order, after the presentation or dismissal has ended.
    var completions: [() -> Void] = []
    private var onEnd: ((Bool) -> Void)?
    private var hasEnded = false

    init(
        presentation: Presentation, animator: any AnimatedTransitioning,
        interaction: (any InteractiveTransitioning)?, animated: Bool,
        controllers: [TransitionContextKey: ViewController],
        views: [TransitionContextKey: ViewNode],
        initialFrames: [ObjectIdentifier: Rect], finalFrames: [ObjectIdentifier: Rect]
    ) {
        self.animator = animator
        self.interaction = interaction
        var complete: ((Bool) -> Void)?
        context = TransitionContext(
            containerView: presentation.container, animator: animator, isAnimated: animated,
            isInteractive: interaction?.wantsInteractiveStart ?? false,
            controllers: controllers, views: views, initialFrames: initialFrames,
            finalFrames: finalFrames, onComplete: { complete?($0) })
        complete = { [weak self] completed in self?.contextDidComplete(completed) }
    }

    /// Makes the coordinator reachable from both controllers, before any callback runs (so
    /// `viewWillAppear(_:)` and the presentation controller's will-begin hooks can use it).
    func attachCoordinator() {
        let coordinator = context.transitionCoordinator
        for key in [TransitionContextKey.from, .to] {
            context.viewController(forKey: key)?.activeTransitionCoordinator = coordinator
        }
    }

    /// Starts the transition; `onEnd` runs once with whether it completed.
    func start(onEnd: @escaping (Bool) -> Void) {
        self.onEnd = onEnd
        context.run(interaction: interaction) { [weak self] in self?.placeWithoutAnimation() }
    }

    /// Reverses a running presentation from where it is; returns `false` when the animator is
    /// not interruptible (the dismissal must wait for it).
    func reverse() -> Bool {
        guard !context.isComplete,
            let propertyAnimator = animator.interruptibleAnimator(using: context),
            propertyAnimator.state == .active
        else { return false }
        context.cancelInteractiveTransition()
        if propertyAnimator.isRunning {
            propertyAnimator.isReversed = true
        } else {
            propertyAnimator.isReversed = true
            propertyAnimator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        return true
    }

    /// Stops a transition that a dismissal lower in the chain overtakes: its animator stops
    /// where it is and its completion handlers still run.
    func abandon() {
        guard !context.isComplete else { return }
        if let propertyAnimator = animator.interruptibleAnimator(using: context),
            propertyAnimator.state == .active
        {
            propertyAnimator.stopAnimation(true)
        }
        onEnd = nil
        context.completeTransition(false)
    }

    /// Runs the coordinator's and the callers' completion handlers, once.
    func finish() {
        guard !hasEnded else { return }
        hasEnded = true
        for key in [TransitionContextKey.from, .to] {
            let controller = context.viewController(forKey: key)
            if controller?.activeTransitionCoordinator === context.transitionCoordinator {
                controller?.activeTransitionCoordinator = nil
            }
        }
        let handlers = completions
        completions = []
        for handler in handlers { handler() }
    }

    private func contextDidComplete(_ completed: Bool) {
        context.transitionCoordinator.transitionDidEnd()
        animator.animationEnded(completed)
        // An abandoned transition has no `onEnd`: the presentation ends it itself.
        if let onEnd {
            self.onEnd = nil
            onEnd(completed)
        }
    }

    /// A non-animated transition: the `to` view goes straight to its final frame.
    private func placeWithoutAnimation() {
        if let view = context.view(forKey: .to),
            let controller = context.viewController(forKey: .to)
        {
            if view.superview !== context.containerView,
                controller.transitionState.presentation != nil,
                context.viewController(forKey: .from) !== controller
            {
                context.containerView.addSubview(view)
            }
            let frame = context.finalFrame(for: controller)
            if frame != .zero { view.frame = frame }
        }
    }
}
