import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// Animates the changes `changes` makes to the card (its ``configuration``, its selected
    /// detent, ``invalidateDetents()``) on the configuration's snap timing, as
    /// `UISheetPresentationController.animateChanges(_:)` does: the card, its dimmer and the
    /// stack behind it move together from where they are.
    ///
    /// - Parameter changes: The changes; they run at once, before this returns.
    public func animateChanges(_ changes: () -> Void) {
        let wasAnimating = isAnimatingChanges
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = wasAnimating
    }

    /// Resolves the detents again, for a custom detent whose resolver reads something that
    /// changed, and moves the card to its selected detent in the new geometry (animated
    /// inside ``animateChanges(_:)``).
    public func invalidateDetents() {
        keyboardAvoidance.refresh()
        refreshGeometry(reusingDetents: false)
        applyChangedLayout()
    }

    /// Brings the new configuration into effect; see ``configuration``.
    func configurationDidChange() {
        invalidateGeometry()
        stack.updateStyle(of: self)
        guard containerView != nil else { return }
        installChrome()
        dimmingView?.backgroundColor = configuration.dimmingColor
        perform { [self] in
            cardView.applyAppearance(of: configuration)
        }
        fadeGrabber(visible: cardAbove == nil)
        keyboardAvoidance.refresh()
        refreshGeometry(reusingDetents: false)
        applyChangedLayout()
        accessibility.update()
    }

    /// Moves the card (and the stack behind it) to rest for what changed: animated inside
    /// ``animateChanges(_:)``, at once otherwise. A drag or a transition in progress keeps
    /// going; it ends in the new layout.
    private func applyChangedLayout() {
        guard containerView != nil, !isTransitioning, drag == nil else { return }
        if isAnimatingChanges, hostWindow != nil {
            animateToRest(timing: configuration.snapTiming, velocity: 0, includingStack: true)
        } else {
            stopSettling()
            applyPresentedLayout()
            updatePassThrough()
            reportFrameIfMoved()
            notifyIfSettledOnNewDetent()
        }
    }

    /// Runs `change` inside an animation on the snap timing while animating changes, at once
    /// otherwise.
    private func perform(_ change: @escaping () -> Void) {
        guard isAnimatingChanges, hostWindow != nil else {
            change()
            return
        }
        let parameters = configuration.snapTiming.parameters(velocity: 0, distance: 0)
        PropertyAnimator(timingParameters: parameters, animations: change).startAnimation()
    }
}
