import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

/// Moves a card in or out, and every card behind it with it, in one interruptible animator:
/// scrubbing the dismissal moves the whole stack at every depth.
///
/// It holds nothing of the card's presentation controller: it decides the transition's
/// ``CardTransitionMove``s and asks for them through the ``CardTransitionCard`` it is handed.
@MainActor
final class CardAnimator: AnimatedTransitioning {
    private let liveObject = LiveObjects.Token(.cardAnimator)

    private let isPresenting: Bool
    /// The card this animator moves, as its motion hands it over.
    private let card: CardTransitionCard
    private var animator: PropertyAnimator?
    private weak var context: TransitionContext?
    /// The dismissal the user's gesture asked for, for a dismissal it started; `nil` for a
    /// presentation and for a dismissal asked for otherwise.
    let request: CardDismissalRequest?

    /// Creates the animator of a card's presentation or dismissal.
    ///
    /// - Parameters:
    ///   - presenting: Whether it presents the card (else it dismisses it).
    ///   - card: The card, as its motion hands it over.
    ///   - request: The dismissal the user's gesture asked for, if it did.
    init(presenting: Bool, card: CardTransitionCard, request: CardDismissalRequest? = nil) {
        isPresenting = presenting
        self.card = card
        self.request = request
    }

    private var timing: CardTiming {
        guard let settings = card.settings() else {
            return .spring(
                Spring(response: CardConfiguration.defaultSpringResponse, dampingRatio: 1))
        }
        return isPresenting ? settings.presentationTiming : settings.dismissalTiming
    }

    /// How long a presentation or dismissal cross-fades with reduce motion on, in seconds: as
    /// iOS does, the card fades in or out where it rests instead of sliding.
    static let crossFadeDuration = 0.3

    /// Whether this transition cross-fades: reduce motion is on and no finger drives it.
    private var crossFades: Bool {
        guard let settings = card.settings(), settings.prefersReducedMotion else { return false }
        return isPresenting || request?.interaction == nil
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        crossFades ? Self.crossFadeDuration : timing.duration
    }

    func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context)?.startAnimation()
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        if let animator { return animator }
        guard let motion = card.motion, card.settings() != nil else { return nil }
        self.context = context
        motion.transitionAnimator = self
        let cardView = motion.chrome.cardView
        if isPresenting, cardView.superview !== context.containerView {
            context.containerView.addSubview(cardView)
        }
        let crossFades = crossFades
        let (start, end) = CardTransitionMove.plan(
            presenting: isPresenting, crossFades: crossFades,
            scrubbed: request?.interaction != nil)
        if let start { card.move(start) }
        let parameters: TimingParameters
        if crossFades {
            // Reduce motion: the card fades in (or out) where it rests, the dimmer and the
            // stack behind it change in the same 0.3 s ease-in-out, and nothing slides.
            parameters = .curve(CubicBezierCurve.easeInOut, duration: Self.crossFadeDuration)
        } else if isPresenting {
            parameters = timing.parameters(velocity: 0, distance: 0)
        } else {
            // A spring starts at the release velocity, relative to the distance left.
            let distance = card.distanceToDismissed()
            let velocity = request?.velocity ?? 0
            parameters = timing.parameters(
                velocity: distance > 1e-9 ? velocity : 0, distance: distance)
        }
        let animator = PropertyAnimator(timingParameters: parameters) { [move = card.move] in
            move(end)
        }
        animator.addCompletion { [weak context] position in
            context?.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    /// Whether a finger may catch this transition: it runs on its own (no interaction drives
    /// it) and has not ended.
    var isCatchable: Bool {
        guard let animator, let context, !context.isComplete, !context.isInteractive else {
            return false
        }
        return animator.state == .active
    }

    /// Ends the transition where it is: what the animator shows becomes the model, and the
    /// transition completes (a presentation, as completed) or is cancelled (a dismissal)
    /// before this returns, so a finger can take the card from there.
    func stopWhereItIs() {
        guard isCatchable, let animator, let context else { return }
        animator.stopAnimation(true)
        context.completeTransition(isPresenting)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
