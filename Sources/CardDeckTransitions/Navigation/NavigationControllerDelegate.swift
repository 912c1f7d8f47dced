import CardDeckViews

/// The object told when a ``NavigationController`` shows a controller, and asked for the
/// animator and interaction controller of each push and pop: UIKit's
/// `UINavigationControllerDelegate`.
///
/// Every method has a default in an extension, so a delegate implements only what it changes:
/// no animator means the standard slide, no interaction controller means the transition runs
/// by itself (or, for a pop started by the edge swipe, follows the finger).
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The navigation controller is about to show `viewController`: called when a push or pop
    /// begins, after the appearance will-callbacks, while `transitionCoordinator` is set.
    /// Default does nothing.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller that becomes the top one.
    ///   - animated: Whether the change is animated.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool)

    /// The navigation controller showed `viewController`: called once when a push or pop
    /// completes, after the appearance did-callbacks and the containment calls. Not called for
    /// a cancelled interactive pop. Default does nothing.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller now on top.
    ///   - animated: Whether the change was animated.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool)

    /// The animator for a push or pop.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: ``NavigationOperation/push`` or ``NavigationOperation/pop``.
    ///   - fromVC: The controller on top when the transition starts.
    ///   - toVC: The controller on top when it ends.
    /// - Returns: The animator; default `nil`, the standard slide.
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)?

    /// The interaction controller that drives an animated push or pop; asked only for animated
    /// transitions, right after the animator.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - animationController: The transition's animator.
    /// - Returns: The interaction controller; default `nil` (the transition runs by itself,
    ///   or follows the edge swipe that started it).
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
}

extension NavigationControllerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller that becomes the top one.
    ///   - animated: Whether the change is animated.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
    ) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller now on top.
    ///   - animated: Whether the change was animated.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {}

    /// Returns `nil`: the standard slide.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: The operation.
    ///   - fromVC: The controller on top when the transition starts.
    ///   - toVC: The controller on top when it ends.
    /// - Returns: `nil`.
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        nil
    }

    /// Returns `nil`: not driven by an interaction controller of the delegate's.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - animationController: The transition's animator.
    /// - Returns: `nil`.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        nil
    }
}
