import CardDeckTransitions
import CardDeckViews

extension CardMotion {
    /// The card as its ``CardAccessibility`` sees it now: whether it moves (a transition, a
    /// drag, a release taking it back), may be dismissed and rests on which detent.
    ///
    /// - Parameter readingDetents: Whether to work out the detents (the geometry); the escape
    ///   does not need them.
    /// - Returns: The situation.
    func accessibilitySituation(readingDetents: Bool = true) -> CardAccessibilitySituation {
        var detents: CardAccessibilitySituation.Detents?
        if readingDetents {
            let geometry = host.geometry
            let selected = layout.selectedDetent(in: geometry)
            detents = CardAccessibilitySituation.Detents(
                all: geometry.detents, selected: selected.identifier,
                isModal: !geometry.passesTouches(top: selected.top))
        }
        return CardAccessibilitySituation(
            isFront: host.isFrontCard, isPresented: host.hasContainer,
            isMoving: host.isTransitioning || drag != nil,
            isCancellingDismissal: activity.cancellingDismissal != nil,
            allowsDismissal: host.configuration.allowInteractiveDismissal, detents: detents)
    }

    /// Carries out what an assistive technology asks of the card, as
    /// ``CardAccessibilityRequest/response(in:)`` decides: a dismissal as the dimmer's tap asks
    /// for it (the delegate may still veto), a detent animated as
    /// ``CardPresentationController/setSelectedDetentIdentifier(_:animated:)`` selects it.
    ///
    /// - Parameter request: The request.
    /// - Returns: Whether it was handled (`false` lets it go on to the card's ancestors).
    func carryOut(_ request: CardAccessibilityRequest) -> Bool {
        let situation = accessibilitySituation(readingDetents: request != .escape)
        let response = request.response(in: situation)
        switch response {
        case .passedOn, .swallowed: break
        case .refusesDismissal: host.dismissalWasAttempted()
        case .dismisses: _ = host.dismissForUser()
        case .selects(let detent):
            select(detent, animated: true, among: situation.detents?.all ?? [])
        }
        return response.isHandled
    }
}
