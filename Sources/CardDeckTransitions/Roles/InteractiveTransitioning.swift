import CardDeckViews

/// An object that drives a transition from user input: UIKit's
/// `UIViewControllerInteractiveTransitioning`.
///
/// When a transitioning delegate vends one, the machinery calls
/// ``startInteractiveTransition(_:)`` instead of the animator's `animateTransition(using:)`
/// (as long as ``wantsInteractiveStart`` is `true`). ``PercentDrivenInteractiveTransition``
/// is the ready-made conformance.
@MainActor
public protocol InteractiveTransitioning: AnyObject {
    /// Takes over the transition; called once, when it starts.
    ///
    /// - Parameter context: The transition's context.
    func startInteractiveTransition(_ context: TransitionContext)

    /// Whether the transition starts interactively; default `true`. When `false`, it starts
    /// animating and a gesture may take it over later.
    var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
    /// `true`: the transition starts interactively.
    public var wantsInteractiveStart: Bool { true }
}
