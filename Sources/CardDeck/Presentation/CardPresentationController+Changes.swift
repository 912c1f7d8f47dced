import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// The configuration fields that shape the stack or the chrome: fixed once presented.
    private static let fixedFields: [FixedField] = [
        FixedField("grabberStyle", \.grabberStyle),
        FixedField("stacksBackCards", \.stacksBackCards),
        FixedField("horizontalInset", \.horizontalInset),
        FixedField("backFadeAlpha", \.backFadeAlpha),
        FixedField("verticalInset", \.verticalInset),
        FixedField("verticalSpacing", \.verticalSpacing),
        FixedField("dismissAreaHeight", \.dismissAreaHeight),
        FixedField("dragsFromOutsideCard", \.dragsFromOutsideCard),
        FixedField("edge", \.edge),
        FixedField("presentsInCurrentContext", \.presentsInCurrentContext),
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
        keyboardAvoidance.refresh()
        refreshGeometry(reusingDetents: false)
        applyChangedLayout()
    }

    /// `configuration` as the card can take it after presentation: sanitized, and with the
    /// fields fixed at presentation kept from `old` (with a warning when they differ).
    func acceptedConfiguration(_ configuration: CardConfiguration, replacing old: CardConfiguration)
        -> CardConfiguration
    {
        var new = configuration.sanitized()
        // Each field that changed is put back; the names go in one warning.
        let kept = Self.fixedFields.filter { $0.keep(old, in: &new) }.map(\.name)
        if !kept.isEmpty {
            Diagnostics.warn(
                "CardPresentationController: \(kept.joined(separator: ", ")) cannot change "
                    + "after presentation; kept them")
        }
        return new
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
        updateAccessibility()
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

/// One configuration field fixed once a card is presented.
private struct FixedField: Sendable {
    let name: String
    /// Puts `old`'s value back into `new` when they differ; returns whether it did.
    let keep: @Sendable (CardConfiguration, inout CardConfiguration) -> Bool

    init<Value: Equatable & Sendable>(
        _ name: String, _ field: WritableKeyPath<CardConfiguration, Value> & Sendable
    ) {
        self.name = name
        keep = { old, new in
            guard new[keyPath: field] != old[keyPath: field] else { return false }
            new[keyPath: field] = old[keyPath: field]
            return true
        }
    }

    func keep(_ old: CardConfiguration, in new: inout CardConfiguration) -> Bool {
        keep(old, &new)
    }
}
