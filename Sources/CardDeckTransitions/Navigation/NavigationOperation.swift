/// The kind of change a navigation transition makes to the stack: UIKit's
/// `UINavigationController.Operation`, without `.none` (a change that keeps the top controller
/// runs no transition).
public enum NavigationOperation: Hashable, Sendable {
    /// A controller comes onto the top of the stack (a push, or `setViewControllers` with a
    /// new top).
    case push
    /// The top controller leaves and one below it returns (a pop, a pop to a controller, or
    /// `setViewControllers` whose new top was already in the stack).
    case pop
}
