import CardDeckTransitions
import CardDeckViews

extension CardMotion {
    /// The card as its ``CardAccessibility`` sees it now: whether it moves (a transition, a
    /// drag, a release taking it back), may be dismissed and rests on which detent.
    ///
    /// - Parameters:
    ///   - situation: The card's situation.
    ///   - readingDetents: Whether to tell the detents; the escape does not need them.
    /// - Returns: The situation as assistive technologies see it.
    func accessibilitySituation(in situation: CardMotionSituation, readingDetents: Bool = true)
        -> CardAccessibilitySituation
    {
        var detents: CardAccessibilitySituation.Detents?
        if readingDetents {
            let geometry = situation.geometry
            let selected = layout.selectedDetent(in: geometry)
            detents = CardAccessibilitySituation.Detents(
                all: geometry.detents, selected: selected.identifier,
                isModal: !geometry.passesTouches(top: selected.top))
        }
        return CardAccessibilitySituation(
            isFront: situation.isFrontCard, isPresented: situation.hasContainer,
            isMoving: situation.isTransitioning || drag != nil,
            isCancellingDismissal: activity.cancellingDismissal != nil,
            allowsDismissal: situation.allowsInteractiveDismissal, detents: detents)
    }

    /// Carries out what an assistive technology asks of the card, as
    /// ``CardAccessibilityRequest/response(in:)`` decides: a dismissal as the dimmer's tap asks
    /// for it (the delegate may still veto), a detent animated as
    /// ``CardPresentationController/setSelectedDetentIdentifier(_:animated:)`` selects it.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - situation: The card's situation.
    /// - Returns: Whether it was handled (`false` lets it go on to the card's ancestors).
    func carryOut(_ request: CardAccessibilityRequest, in situation: CardMotionSituation) -> Bool {
        let seen = accessibilitySituation(in: situation, readingDetents: request != .escape)
        let response = request.response(in: seen)
        switch response {
        case .passedOn, .swallowed: break
        case .refusesDismissal: host.carryOut(.dismissalAttempted)
        case .dismisses: host.dismissOnBehalfOfUser(animated: true, completion: nil)
        case .selects(let detent):
            select(detent, animated: true, among: seen.detents?.all ?? [], in: situation)
        }
        return response.isHandled
    }
}
