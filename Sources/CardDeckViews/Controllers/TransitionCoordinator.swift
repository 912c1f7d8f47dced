/// Describes a transition in flight and runs work alongside it: UIKit's
/// `UIViewControllerTransitionCoordinator`.
///
/// A coordinator is handed to ``ContentContainer/viewWillTransition(to:with:)`` when the
/// window changes size, and by presentations and navigation to the controllers involved. The
/// blocks it takes receive the coordinator itself, which then describes the transition's
/// current state (UIKit's coordinator context).
@MainActor
public protocol TransitionCoordinator: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }

    /// Whether a gesture drives the transition right now.
    var isInteractive: Bool { get }

    /// Whether the transition was cancelled; `true` only once it is known that it will not
    /// complete.
    var isCancelled: Bool { get }

    /// How far the transition has come, 0…1.
    var percentComplete: Double { get }

    /// The transition's duration in seconds, ≥ 0; 0 for an instantaneous change.
    var transitionDuration: Double { get }

    /// Runs `animation` alongside the transition and `completion` after it.
    ///
    /// Animation blocks run in the transition's animation context once the final values can be
    /// set (inside the animation for an animated transition); completion blocks run after the
    /// transition ends, cancelled or not. Either may be `nil`.
    ///
    /// - Parameters:
    ///   - animation: Work to do alongside the transition.
    ///   - completion: Work to do once the transition ended.
    /// - Returns: `true` when the blocks were queued; `false` when it is too late for them
    ///   (nothing is queued then).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any TransitionCoordinator) -> Void)?,
        completion: ((any TransitionCoordinator) -> Void)?
    ) -> Bool

    /// Registers a handler called each time the transition stops (or resumes) being driven
    /// interactively, such as when the finger lifts in an interactive dismissal.
    ///
    /// A non-interactive transition never calls it.
    ///
    /// - Parameter handler: Called with the coordinator after the change.
    func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinator) -> Void)
}
