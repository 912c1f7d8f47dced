import CardDeckViews

/// One running push or pop: its context, animator and interaction controller, and what the
/// navigation controller needs to finish or undo it.
///
/// The navigation controller holds it strongly while it runs; it refers back only through the
/// closure it was started with, which captures the navigation controller weakly, so nothing
/// outlives the transition.
@MainActor
final class NavigationTransition {
    private let liveObject = LiveObjects.Token(.navigationTransition)

    let operation: NavigationOperation
    let context: TransitionContext
    let animator: any AnimatedTransitioning
    let interaction: (any InteractiveTransitioning)?
    /// The stack before the transition, restored if it is cancelled.
    let previousStack: [ViewController]
    /// Controllers that joined the stack (they got `willMove(toParent:)` with the navigation
    /// controller), in stack order.
    let added: [ViewController]
    /// Controllers that left the stack (they got `willMove(toParent: nil)`), in old stack order.
    let removed: [ViewController]
    /// The top controller when the transition starts.
    let from: ViewController
    /// The top controller when it ends.
    let to: ViewController
    /// Whether the incoming controller's appearance was begun (the navigation controller is on
    /// screen or appearing).
    var beganIncomingAppearance = false
    /// Whether the outgoing controller's disappearance was begun.
    var beganOutgoingAppearance = false
    /// The incoming view's frame before the transition, restored if it is cancelled.
    let incomingFrameBefore: Rect
    /// The coordinator the navigation controller had before this transition set its own.
    weak var previousCoordinator: (any TransitionCoordinator)?

    private var onEnd: ((Bool) -> Void)?

    init(
        operation: NavigationOperation, container: ViewNode, animated: Bool,
        animator: any AnimatedTransitioning, interaction: (any InteractiveTransitioning)?,
        previousStack: [ViewController], added: [ViewController], removed: [ViewController],
        from: ViewController, to: ViewController
    ) {
        self.operation = operation
        self.animator = animator
        self.interaction = interaction
        self.previousStack = previousStack
        self.added = added
        self.removed = removed
        self.from = from
        self.to = to
        let bounds = container.bounds
        incomingFrameBefore = to.view.frame
        var complete: ((Bool) -> Void)?
        context = TransitionContext(
            containerView: container, animator: animator, isAnimated: animated,
            isInteractive: interaction?.wantsInteractiveStart ?? false,
            controllers: [.from: from, .to: to],
            views: [.from: from.view, .to: to.view],
            initialFrames: [ObjectIdentifier(from): bounds],
            finalFrames: [ObjectIdentifier(to): bounds],
            onComplete: { complete?($0) })
        complete = { [weak self] completed in self?.contextDidComplete(completed) }
    }

    /// Starts the transition; `onEnd` runs once with whether it completed, before the
    /// coordinator's completion blocks.
    func start(onEnd: @escaping (Bool) -> Void) {
        self.onEnd = onEnd
        context.run(interaction: interaction) { [weak self] in self?.placeWithoutAnimation() }
    }

    private func contextDidComplete(_ completed: Bool) {
        animator.animationEnded(completed)
        if let onEnd {
            self.onEnd = nil
            onEnd(completed)
        }
        context.transitionCoordinator.transitionDidEnd()
    }

    /// A non-animated transition: the `to` view goes straight to its final frame.
    private func placeWithoutAnimation() {
        guard let view = context.view(forKey: .to) else { return }
        if view.superview !== context.containerView { context.containerView.addSubview(view) }
        view.frame = context.finalFrame(for: to)
    }
}
