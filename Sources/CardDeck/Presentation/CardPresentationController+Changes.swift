import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// The cards whose ``animateChanges(_:)`` runs now: that UIKit call's scope, bound for the
    /// call rather than set on a card around it.
    @TaskLocal static var animatingChanges: [ObjectIdentifier] = []

    /// Whether this card's ``animateChanges(_:)`` runs now, for the setters it wraps.
    var isAnimatingChanges: Bool { Self.animatingChanges.contains(ObjectIdentifier(self)) }

    /// Animates the changes `changes` makes to the card (its ``configuration``, its selected
    /// detent, ``invalidateDetents()``) on the configuration's snap timing, as
    /// `UISheetPresentationController.animateChanges(_:)` does: the card, its dimmer and the
    /// stack behind it move together from where they are.
    ///
    /// - Parameter changes: The changes; they run at once, before this returns.
    public func animateChanges(_ changes: () -> Void) {
        Self.$animatingChanges.withValue(
            Self.animatingChanges + [ObjectIdentifier(self)], operation: changes)
    }

    /// Resolves the detents again, for a custom detent whose resolver reads something that
    /// changed, and moves the card to its selected detent in the new geometry (animated
    /// inside ``animateChanges(_:)``).
    public func invalidateDetents() {
        keyboardAvoidance.refresh(configuration: configuration)
        refreshGeometry(reusingDetents: false)
        motion.restAfterChange(
            animated: isAnimatingChanges && hostWindow != nil, in: motionSituation)
    }

    /// Brings the new configuration into effect; see ``configuration``.
    func configurationDidChange() {
        layout.invalidate()
        stack.updateStyle(of: self)
        guard containerView != nil else {
            keyboardAvoidance.refresh(configuration: configuration)
            return
        }
        installChrome()
        chrome.applyAppearance(
            of: configuration,
            animatedWith: isAnimatingChanges && hostWindow != nil ? configuration.snapTiming : nil)
        fadeGrabber(visible: stack.card(above: self) == nil)
        keyboardAvoidance.refresh(configuration: configuration)
        refreshGeometry(reusingDetents: false)
        motion.restAfterChange(
            animated: isAnimatingChanges && hostWindow != nil, in: motionSituation)
        updateAccessibility()
    }

    /// The keyboard now covers another part of the card's area (it showed, hid or moved, or
    /// the card's content gained or lost the first responder): the detents resolve against the
    /// space above it, and the card goes to rest there. Called inside the keyboard's animation,
    /// the card moves with the keyboard; a drag carries on and ends on the new detents.
    func keyboardInsetDidChange() {
        layout.invalidate()
        guard let container = containerView else { return }
        resolveDetents()
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }
}
