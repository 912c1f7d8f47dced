import CardDeckViews

/// The object that animates one transition: UIKit's `UIViewControllerAnimatedTransitioning`.
///
/// A transitioning delegate (or a navigation controller's delegate) vends it for a
/// presentation, a dismissal, a push or a pop. The machinery calls
/// ``animateTransition(using:)`` once; the animator moves the views it finds in the
/// ``TransitionContext`` and calls ``TransitionContext/completeTransition(_:)`` when done.
///
/// Animators that return a `PropertyAnimator` from ``interruptibleAnimator(using:)`` can be
/// driven by a gesture (``PercentDrivenInteractiveTransition``), reversed while running, and
/// finished or cancelled from wherever the presented values are. Return the same animator for
/// the whole transition. The default ``animateTransition(using:)`` simply starts it.
@MainActor
public protocol AnimatedTransitioning: AnyObject {
    /// The transition's length in seconds, ≥ 0; used for timing alongside animations and
    /// percent-driven interaction.
    ///
    /// - Parameter context: The transition's context, or `nil` when asked in advance.
    /// - Returns: Seconds.
    func transitionDuration(using context: TransitionContext?) -> Double

    /// Animates the transition, then calls `context.completeTransition(_:)` exactly once.
    ///
    /// - Parameter context: The transition's context.
    func animateTransition(using context: TransitionContext)

    /// The property animator that performs the transition, if the animator is interruptible;
    /// default `nil`.
    ///
    /// - Parameter context: The transition's context.
    /// - Returns: The same animator for every call during one transition, or `nil`.
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator?

    /// Called after the transition completed or was cancelled; default does nothing.
    ///
    /// - Parameter transitionCompleted: Whether the transition completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
    /// Returns `nil`: the animator is not interruptible.
    ///
    /// - Parameter context: The transition's context.
    /// - Returns: `nil`.
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        nil
    }

    /// Does nothing.
    ///
    /// - Parameter transitionCompleted: Whether the transition completed.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
