extension ViewController {
    /// Begins an appearance or disappearance transition, calling ``viewWillAppear(_:)`` or
    /// ``viewWillDisappear(_:)``.
    ///
    /// Containers that manage their children's appearance themselves, and presentations, call
    /// this and then ``endAppearanceTransition()``. The call is ignored when the controller is
    /// already appearing or appeared (for `isAppearing == true`) or already disappearing or
    /// disappeared (for `false`), so callbacks never repeat. Beginning the opposite transition
    /// while one is in flight turns it back, as a cancelled interactive transition does: the
    /// controller gets the new will-callback. When ``shouldAutomaticallyForwardAppearanceMethods``
    /// is `true`, the call is then forwarded to every child whose view lies inside this
    /// controller's view, parent first.
    ///
    /// - Parameters:
    ///   - isAppearing: `true` to begin appearing, `false` to begin disappearing.
    ///   - animated: Whether the transition is animated; passed to the callbacks.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard appearance.begin(isAppearing, animated: animated) else { return }
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return }
        for child in children where child.viewIfLoaded?.isDescendant(of: view) == true {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``, calling
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``.
    ///
    /// Does nothing when no transition is in flight. When
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is `true`, the call is then forwarded to
    /// the children, parent first.
    public func endAppearanceTransition() {
        guard let (appeared, animated) = appearance.end() else { return }
        if appeared { viewDidAppear(animated) } else { viewDidDisappear(animated) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children {
            child.endAppearanceTransition()
        }
    }

    /// Whether a window move drives this controller's callbacks: not while a presentation
    /// drives its or an ancestor's, nor when an ancestor forwards them by hand.
    private var receivesAutomaticAppearance: Bool {
        var controller = self
        while true {
            if controller.isBeingPresented || controller.isBeingDismissed { return false }
            guard let parent = controller.parent else { return true }
            if !parent.shouldAutomaticallyForwardAppearanceMethods { return false }
            controller = parent
        }
    }

    /// Begins the transition for a view that is about to enter (or leave) a window, unless the
    /// controller is already heading that way (a parent forwarded it, or a presentation began
    /// it); only a transition begun here is ended by ``endAutomaticAppearanceTransition()``.
    func beginAutomaticAppearanceTransition(_ isAppearing: Bool) {
        guard receivesAutomaticAppearance, appearance.canBegin(isAppearing) else { return }
        appearance.noteAutomaticBegin()
        beginAppearanceTransition(isAppearing, animated: false)
    }

    /// Ends the transition that ``beginAutomaticAppearanceTransition(_:)`` began, if any.
    func endAutomaticAppearanceTransition() {
        if appearance.takeAutomatic() { endAppearanceTransition() }
    }
}
