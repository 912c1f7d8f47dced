import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

/// Moves a card in or out, and every card behind it with it, in one interruptible animator:
/// scrubbing the dismissal moves the whole stack at every depth.
@MainActor
final class CardAnimator: AnimatedTransitioning {
    private let liveObject = LiveObjects.Token(.cardAnimator)

    private let isPresenting: Bool
    private weak var controller: CardPresentationController?
    private var animator: PropertyAnimator?
    private weak var context: TransitionContext?
    /// The dismissal the user's gesture asked for, for a dismissal it started; `nil` for a
    /// presentation and for a dismissal asked for otherwise.
    let request: CardDismissalRequest?

    init(
        presenting: Bool, controller: CardPresentationController,
        request: CardDismissalRequest? = nil
    ) {
        isPresenting = presenting
        self.controller = controller
        self.request = request
    }

    private var timing: CardTiming {
        guard let configuration = controller?.configuration else {
            return .spring(
                Spring(response: CardConfiguration.defaultSpringResponse, dampingRatio: 1))
        }
        return isPresenting ? configuration.presentationTiming : configuration.dismissalTiming
    }

    /// How long a presentation or dismissal cross-fades with reduce motion on, in seconds: as
    /// iOS does, the card fades in or out where it rests instead of sliding.
    static let crossFadeDuration = 0.3

    /// Whether this transition cross-fades: reduce motion is on and no finger drives it.
    private var crossFades: Bool {
        guard let controller, controller.prefersReducedMotion else { return false }
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
        guard let controller else { return nil }
        self.context = context
        controller.motion.transitionAnimator = self
        let card = controller.cardView
        if isPresenting, card.superview !== context.containerView {
            context.containerView.addSubview(card)
        }
        let parameters: TimingParameters
        let layout: @MainActor (CardPresentationController) -> Void
        if crossFades {
            // Reduce motion: the card fades in (or out) where it rests, the dimmer and the
            // stack behind it change in the same 0.3 s ease-in-out, and nothing slides.
            if isPresenting { controller.placeForCrossFade() }
            parameters = .curve(CubicBezierCurve.easeInOut, duration: Self.crossFadeDuration)
            if isPresenting {
                layout = { $0.applyPresentedLayout() }
            } else {
                layout = { $0.applyCrossFadedOutLayout() }
            }
        } else if isPresenting {
            controller.placeForPresentation()
            parameters = timing.parameters(velocity: 0, distance: 0)
            layout = { $0.applyPresentedLayout() }
        } else {
            // A spring starts at the release velocity, relative to the distance left.
            let distance = controller.geometry.dismissedTop - controller.motion.cardSpaceFrame.minY
            let velocity = request?.velocity ?? 0
            parameters = timing.parameters(
                velocity: distance > 1e-9 ? velocity : 0, distance: distance)
            // A dismissal a finger scrubs takes the card straight down at full width, so it
            // follows the finger 1:1; only a release that dismisses sends it into its initial
            // frame.
            let intoInitialFrame = request?.interaction == nil
            layout = { $0.applyDismissedLayout(intoInitialFrame: intoInitialFrame) }
        }
        let animator = PropertyAnimator(timingParameters: parameters) { [weak controller] in
            if let controller { layout(controller) }
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
