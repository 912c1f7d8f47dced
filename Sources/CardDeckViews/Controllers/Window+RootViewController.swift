extension Window {
    /// The controller whose view fills the window; default `nil`.
    ///
    /// Setting it adds the controller's view (loading it if needed) as a subview of ``root``
    /// with a frame equal to the window's ``bounds``, kept equal on every
    /// ``resize(to:safeAreaInsets:)``. The previous root view controller's view is removed
    /// first, so it disappears before the new one appears. A controller that is the root of
    /// another window moves to this one; a controller that is another controller's child is
    /// refused with a warning in ``Diagnostics``.
    public var rootViewController: ViewController? {
        get { controllerState.rootViewController }
        set { setRootViewController(newValue) }
    }

    private func setRootViewController(_ controller: ViewController?) {
        let old = controllerState.rootViewController
        guard controller !== old else { return }
        if let controller, let parent = controller.parent {
            Diagnostics.warn(
                "Window: refused to make \(controller.debugName) the root view controller; it is "
                    + "a child of \(parent.debugName)")
            return
        }
        controllerState.rootViewController = controller
        old?.hostWindow = nil
        if let oldView = old?.viewIfLoaded, oldView.superview === root {
            oldView.removeFromSuperview()
        }
        if let controller {
            if let other = controller.hostWindow, other !== self {
                other.controllerState.rootViewController = nil
                other.updateStatusBarStyle()
            }
            controller.hostWindow = self
            let view = controller.view
            view.frame = bounds
            root.addSubview(view)
        }
        updateStatusBarStyle()
    }

    /// Announces a size change to the root view controller before it happens.
    ///
    /// - Parameter size: The new, sanitized size.
    /// - Returns: The coordinator of the change, or `nil` when there is no root view controller
    ///   or the size does not change.
    func rootViewControllerWillTransition(to size: Size) -> SizeTransitionCoordinator? {
        guard let controller = rootViewController, size != self.size else { return nil }
        let coordinator = SizeTransitionCoordinator()
        controller.viewWillTransition(to: size, with: coordinator)
        return coordinator
    }

    /// Fits the root view controller's view to the new bounds, then runs the blocks queued to
    /// run alongside the change.
    ///
    /// - Parameter transition: The coordinator `rootViewControllerWillTransition(to:)` made.
    func rootViewControllerDidResize(_ transition: SizeTransitionCoordinator?) {
        if let view = rootViewController?.viewIfLoaded, view.superview === root {
            view.frame = bounds
        }
        transition?.runAlongsideAnimations()
    }
}
