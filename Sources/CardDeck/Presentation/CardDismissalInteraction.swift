import CardDeckTransitions
import CardDeckViews

/// The interaction that lets a drag scrub a card's dismissal. Besides what the percent-driven
/// transition does, it can abandon the dismissal on the spot, when the finger comes back
/// above the smallest detent and the card goes on following it.
@MainActor
final class CardDismissalInteraction: PercentDrivenInteractiveTransition {
    private let liveObject = LiveObjects.Token(.cardDismissalInteraction)

    private weak var context: TransitionContext?
    private weak var animator: PropertyAnimator?

    /// The card animator whose interruptible animator this interaction scrubs.
    weak var cardAnimator: CardAnimator?

    override func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        super.startInteractiveTransition(context)
        animator = cardAnimator?.interruptibleAnimator(using: context)
    }

    /// Cancels the dismissal at once: everything returns to where it was when the dismissal
    /// began, and the transition completes as cancelled before this returns.
    func cancelImmediately() {
        guard let context, !context.isComplete else { return }
        context.cancelInteractiveTransition()
        guard let animator, animator.state == .active else {
            context.completeTransition(false)
            return
        }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
    }

    /// Cancels the dismissal and leaves everything where it is on screen now: what the
    /// animator shows becomes the model, and the transition completes as cancelled before
    /// this returns. The caller moves everything on from there.
    func cancelWhereItIs() {
        guard let context, !context.isComplete else { return }
        context.cancelInteractiveTransition()
        if let animator, animator.state == .active { animator.stopAnimation(true) }
        context.completeTransition(false)
    }
}
