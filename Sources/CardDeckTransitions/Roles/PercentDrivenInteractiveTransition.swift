import CardDeckMotion
import CardDeckViews

/// An interaction controller that scrubs a transition's property animator from a gesture:
/// UIKit's `UIPercentDrivenInteractiveTransition`, finishing with a spring that carries the
/// gesture's velocity.
///
/// The transition's animator must return a `PropertyAnimator` from
/// `interruptibleAnimator(using:)`; the standard animators and CardDeck's cards do. A gesture
/// calls ``update(_:)`` with the progress, then ``finish(velocity:)`` or
/// ``cancel(velocity:)`` when the finger lifts. Either continues the animator from exactly
/// where the views are on screen: with a spring whose initial velocity is the gesture's
/// (converted to a fraction of the remaining distance), or, if ``completionCurve`` is set, with
/// that curve over the remaining time as UIKit does. ``pause()`` takes hold again mid-flight.
///
/// With an animator that is not interruptible, the transition cannot be scrubbed: it runs
/// non-interactively to the end and a warning is recorded in `Diagnostics`.
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    private let liveObject = LiveObjects.Token(.percentDrivenInteractiveTransition)

    /// Speeds up (> 1) or slows down (< 1) the completion; default 1, valid > 0 (others act
    /// as 1). Divides the completion spring's response or the curve's remaining duration.
    public var completionSpeed: Double = 1
    /// The curve for completing, or `nil` (the default) for ``completionSpring``.
    public var completionCurve: (any TimingCurve)?
    /// The spring that finishes or cancels the transition when ``completionCurve`` is `nil`;
    /// default response 0.44 s, damping ratio 1 (no overshoot).
    public var completionSpring = Spring(response: 0.44, dampingRatio: 1)
    /// Whether the transition starts interactively; default `true`.
    public var wantsInteractiveStart = true

    /// The progress last set, 0…1.
    public private(set) var percentComplete: Double = 0
    /// The transition's duration in seconds, known once it has started.
    public private(set) var duration: Double = 0

    private weak var context: TransitionContext?
    private var animator: PropertyAnimator?

    /// Creates an interaction controller.
    public init() {}

    /// Takes over the transition: pauses its property animator at the start.
    ///
    /// - Parameter context: The transition's context.
    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        let transitionAnimator = context.animator
        duration = max(transitionAnimator?.transitionDuration(using: context) ?? 0, 0)
        guard let propertyAnimator = transitionAnimator?.interruptibleAnimator(using: context)
        else {
            Diagnostics.warn(
                "PercentDrivenInteractiveTransition: the animator is not interruptible; ran the "
                    + "transition to its end instead")
            context.finishInteractiveTransition()
            transitionAnimator?.animateTransition(using: context)
            return
        }
        animator = propertyAnimator
        propertyAnimator.pauseAnimation()
        propertyAnimator.fractionComplete = percentComplete
        if !wantsInteractiveStart { finish() }
    }

    /// Moves the transition to `percentComplete`.
    ///
    /// - Parameter percentComplete: 0…1; values outside are clamped, NaN is ignored with a
    ///   warning.
    public func update(_ percentComplete: Double) {
        guard !percentComplete.isNaN else {
            Diagnostics.warn("PercentDrivenInteractiveTransition: ignored update(NaN)")
            return
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
        guard let animator, animator.state == .active else { return }
        if animator.isRunning { pause() }
        animator.fractionComplete = self.percentComplete
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Lets go and completes the transition.
    ///
    /// - Parameter velocity: The gesture's speed towards completion, in fractions of the whole
    ///   transition per second (a drag's points per second divided by the transition's
    ///   length in points); default 0. NaN and infinite values act as 0.
    public func finish(velocity: Double = 0) {
        release(towardsEnd: true, velocity: velocity)
    }

    /// Lets go and reverses the transition back to its start, cancelling it; every animated
    /// value returns exactly to where it was.
    ///
    /// - Parameter velocity: The gesture's speed towards completion, in fractions of the whole
    ///   transition per second (negative when moving back); default 0.
    public func cancel(velocity: Double = 0) {
        release(towardsEnd: false, velocity: velocity)
    }

    /// Takes hold of a finishing or cancelling transition again where it is.
    public func pause() {
        guard let animator, animator.state == .active else { return }
        animator.pauseAnimation()
        animator.isReversed = false
        percentComplete = animator.fractionComplete
        context?.pauseInteractiveTransition()
    }

    private func release(towardsEnd: Bool, velocity: Double) {
        guard let animator, animator.state == .active, let context else { return }
        if towardsEnd {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
        let fraction = animator.fractionComplete
        animator.isReversed = !towardsEnd
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        let remaining = towardsEnd ? 1 - fraction : fraction
        if let completionCurve {
            animator.continueAnimation(
                withTimingParameters: .curve(completionCurve, duration: duration / speed),
                durationFactor: remaining)
        } else {
            let gesture = velocity.isFinite ? velocity : 0
            // The animator's spring velocity is relative to the remaining distance.
            let towardsTarget = towardsEnd ? gesture : -gesture
            let relative = remaining > 1e-9 ? towardsTarget / remaining : 0
            let spring = Spring(
                response: completionSpring.response / speed,
                dampingRatio: completionSpring.dampingRatio)
            animator.continueAnimation(
                withTimingParameters: .spring(spring, initialVelocity: relative),
                durationFactor: 1)
        }
    }
}
