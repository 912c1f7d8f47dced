extension Window {
    /// The controller whose view fills the window; default `nil`.
    ///
    /// Setting it adds the controller's view (loading it if needed) as a subview of ``root``
    /// with a frame equal to the window's ``bounds``, kept equal on every
    /// ``resize(to:safeAreaInsets:)``. The previous root view controller's view is removed
    /// first, so it disappears before the new one appears. A controller that is the root of
    /// another window moves to this one; a controller that is another controller's child is
    /// refused with a warning in ``Diagnostics``.
    ///
    /// **Presentations end with their root.** A root view controller that leaves the window
    /// (replaced, set to `nil`, moved to another window, or let go by a window that goes
    /// away) takes its presentations with it, unlike UIKit, where their views stay behind.
    /// Right after its view leaves, every presentation made from it, from a controller
    /// inside it (a child that defines a presentation context, at any depth) or from a
    /// controller presented over them ends without animation, the top-most first: the
    /// presented controllers get `viewWillDisappear(_:)` and `viewDidDisappear(_:)` (one
    /// still appearing turns back), their views and containers leave the window, and every
    /// completion handler waiting on those presentations — of a `present`, a `dismiss` or
    /// a transition coordinator, running or queued — runs exactly once. The old root gets no
    /// appearance callbacks for the views that covered it, and a view a full-screen
    /// presentation took out of the window stays out; the new root appears after all of this.
    /// To animate the presentations away, dismiss them before replacing the root.
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
        // With its view out of the window, nothing it covered comes back as they end.
        old?.endPresentationsWithoutAnimation()
        if let controller {
            if let other = controller.hostWindow, other !== self {
                other.controllerState.rootViewController = nil
                controller.endPresentationsWithoutAnimation()
                other.updateStatusBarStyle()
            }
            controller.hostWindow = self
            let view = controller.view
            view.frame = bounds
            root.addSubview(view)
        }
        updateStatusBarStyle()
    }

    /// Lets go of the root view controller as the window goes away, as setting it to `nil`
    /// would: it disappears and its presentations end (see ``rootViewController``). Nothing
    /// here is in a window any more, so the callbacks are made directly.
    func releaseRootViewControllerAtDeinit() {
        guard let old = controllerState.rootViewController else { return }
        controllerState.rootViewController = nil
        old.hostWindow = nil
        old.beginAppearanceTransition(false, animated: false)
        old.endAppearanceTransition()
        if let oldView = old.viewIfLoaded, oldView.superview === root {
            oldView.removeFromSuperview()
        }
        old.endPresentationsWithoutAnimation()
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
