/// Which side of a transition a controller or view is on: UIKit's
/// `UITransitionContextViewControllerKey` and `UITransitionContextViewKey`.
public enum TransitionContextKey: Hashable, Sendable {
    /// The controller (or view) visible when the transition starts.
    case from
    /// The controller (or view) visible when the transition ends.
    case to
}
