import CardDeckViews

extension TransitionContext {
    /// How long after its expected duration a transition may go without
    /// ``completeTransition(_:)`` before it is completed for the animator, in seconds: 4.
    static let completionTimeout = 4.0

    /// Runs the transition: a non-animated one is placed at once and completed; an animated
    /// one goes to the interaction controller (when it wants an interactive start) or the
    /// animator, the coordinator's queued alongside animations join it, and a watchdog
    /// completes it if the animator never does.
    ///
    /// - Parameters:
    ///   - interaction: The interaction controller, if any.
    ///   - place: Puts the views where a completed transition leaves them, without animation.
    func run(interaction: (any InteractiveTransitioning)?, place: @escaping () -> Void) {
        let coordinator = transitionCoordinator
        guard isAnimated, let animator else {
            place()
            coordinator.transitionDidStart(animator: nil)
            completeTransition(true)
            return
        }
        if let interaction, interaction.wantsInteractiveStart {
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        guard !isComplete else { return }
        coordinator.transitionDidStart(animator: animator.interruptibleAnimator(using: self))
        guard let window = containerView.window else { return }
        let duration = animator.transitionDuration(using: self)
        let allowance = (duration.isFinite ? max(duration, 0) : 0) + Self.completionTimeout
        watchdog = TransitionWatchdog(context: self, window: window, timeout: allowance) {
            [weak self] in self?.expire(place: place)
        }
    }

    /// The animator never completed: finish the transition on its behalf.
    private func expire(place: () -> Void) {
        guard !isComplete, let animator else { return }
        Diagnostics.warn(
            "TransitionContext: \(type(of: animator)) did not call completeTransition within "
                + "its duration plus \(Self.completionTimeout) s; completed the transition")
        let cancelled = transitionWasCancelled
        if let propertyAnimator = animator.interruptibleAnimator(using: self),
            propertyAnimator.state == .active
        {
            propertyAnimator.stopAnimation(true)
        }
        if !cancelled { place() }
        if !isComplete { completeTransition(!cancelled) }
    }
}
