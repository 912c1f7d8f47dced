import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// The configuration fields that shape the stack or the chrome: fixed once presented.
    private static let fixedFields:
        [(name: String, differs: (CardConfiguration, CardConfiguration) -> Bool)] = [
            ("grabberStyle", { $0.grabberStyle != $1.grabberStyle }),
            ("stacksBackCards", { $0.stacksBackCards != $1.stacksBackCards }),
            ("horizontalInset", { $0.horizontalInset != $1.horizontalInset }),
            ("backFadeAlpha", { $0.backFadeAlpha != $1.backFadeAlpha }),
            ("verticalInset", { $0.verticalInset != $1.verticalInset }),
            ("verticalSpacing", { $0.verticalSpacing != $1.verticalSpacing }),
            ("dismissAreaHeight", { $0.dismissAreaHeight != $1.dismissAreaHeight }),
            ("dragsFromOutsideCard", { $0.dragsFromOutsideCard != $1.dragsFromOutsideCard }),
        ]

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
        resolvedDetentInputs = nil
        resolveDetents()
        applyChangedLayout()
    }

    /// `configuration` as the card can take it after presentation: sanitized, and with the
    /// fields fixed at presentation kept from `old` (with a warning when they differ).
    func acceptedConfiguration(_ configuration: CardConfiguration, replacing old: CardConfiguration)
        -> CardConfiguration
    {
        var new = configuration.sanitized()
        let fixed = Self.fixedFields.filter { $0.differs(new, old) }.map(\.name)
        if !fixed.isEmpty {
            Diagnostics.warn(
                "CardPresentationController: \(fixed.joined(separator: ", ")) cannot change "
                    + "after presentation; kept them")
            new.grabberStyle = old.grabberStyle
            new.stacksBackCards = old.stacksBackCards
            new.horizontalInset = old.horizontalInset
            new.backFadeAlpha = old.backFadeAlpha
            new.verticalInset = old.verticalInset
            new.verticalSpacing = old.verticalSpacing
            new.dismissAreaHeight = old.dismissAreaHeight
            new.dragsFromOutsideCard = old.dragsFromOutsideCard
        }
        return new
    }

    /// Brings the new configuration into effect; see ``configuration``.
    func configurationDidChange() {
        stack.updateStyle(of: self)
        guard containerView != nil else { return }
        installChrome()
        dimmingView?.backgroundColor = configuration.dimmingColor
        perform { [self] in
            cardView.applyAppearance(of: configuration)
        }
        fadeGrabber(visible: cardAbove == nil)
        resolvedDetentInputs = nil
        resolveDetents()
        applyChangedLayout()
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
