import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// The card as its ``CardAccessibility`` sees it now.
    ///
    /// - Parameter readingDetents: Whether to work out the detents (the geometry); the escape
    ///   does not need them.
    /// - Returns: The situation.
    func accessibilitySituation(readingDetents: Bool = true) -> CardAccessibilitySituation {
        var detents: CardAccessibilitySituation.Detents?
        if readingDetents {
            let geometry = geometry
            let selected = layout.selectedDetent(in: geometry)
            detents = CardAccessibilitySituation.Detents(
                all: geometry.detents, selected: selected.identifier,
                isModal: !geometry.passesTouches(top: selected.top))
        }
        return CardAccessibilitySituation(
            isFront: stack.card(above: self) == nil, isPresented: containerView != nil,
            isMoving: isTransitioning || drag != nil,
            isCancellingDismissal: motion.activity.cancellingDismissal != nil,
            allowsDismissal: configuration.allowInteractiveDismissal, detents: detents)
    }

    /// Brings the card's accessibility up to date with its detents and configuration.
    func updateAccessibility() {
        accessibility.update(accessibilitySituation(), container: containerView)
    }

    /// Tells the card's accessibility that its dismissal ended: a completed one gives focus
    /// back, a cancelled one leaves the card as it is.
    ///
    /// - Parameter completed: Whether the dismissal completed.
    func accessibilityDismissalDidEnd(_ completed: Bool) {
        guard completed else { return updateAccessibility() }
        accessibility.dismissalDidComplete(in: hostWindow, container: containerView)
    }

    /// Carries out what an assistive technology asks of the card, as
    /// ``CardAccessibilityRequest/response(in:)`` decides.
    ///
    /// - Parameter request: The request.
    /// - Returns: Whether it was handled (`false` lets it go on to the card's ancestors).
    func carryOut(_ request: CardAccessibilityRequest) -> Bool {
        let response = request.response(
            in: accessibilitySituation(readingDetents: request != .escape))
        switch response {
        case .passedOn, .swallowed: break
        case .refusesDismissal: delegate?.presentationControllerDidAttemptToDismiss(self)
        // The dimmer's tap path: the delegate may still veto.
        case .dismisses: dismissOnBehalfOfUser(animated: true)
        case .selects(let detent): setSelectedDetentIdentifier(detent, animated: true)
        }
        return response.isHandled
    }
}
