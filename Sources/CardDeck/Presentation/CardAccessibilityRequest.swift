/// What an assistive technology asks of a card, and what the card does about it: a pure
/// decision over a ``CardAccessibilitySituation``, which the card's ``CardMotion`` carries
/// out.
enum CardAccessibilityRequest: Equatable {
    /// The escape gesture (or the grabber's "Dismiss" action).
    case escape
    /// The grabber's increment or decrement, or its "Expand" or "Collapse" action: the next
    /// larger (`larger`) or smaller detent.
    case step(larger: Bool)
    /// Activating the pull bar, as UIKit's sheet grabber: the next larger detent, or from the
    /// largest, the smallest.
    case cycle

    /// What the card does for a request.
    enum Response: Equatable {
        /// Nothing: the request goes on to the card's ancestors (reported as not handled).
        case passedOn
        /// Nothing, reported as handled so the request goes no further: the card moves now.
        case swallowed
        /// The card stays: its delegate hears `presentationControllerDidAttemptToDismiss`.
        case refusesDismissal
        /// The card is dismissed on the user's behalf, as a tap on the dimmer does (its
        /// delegate may still veto).
        case dismisses
        /// The card settles on this detent, animated.
        case selects(CardDetent.Identifier)

        /// Whether the request was handled.
        var isHandled: Bool { self != .passedOn }
    }

    /// What the card does for this request in `situation`:
    /// - the escape passes on from a card with a card in front of it or not presented; while
    ///   the card moves (a transition, a drag, a release taking it back) it is swallowed, as
    ///   UIKit ignores it during a transition; otherwise it dismisses, or tells the delegate
    ///   of the attempt when the card does not allow interactive dismissal;
    /// - a step or a cycle passes on while the card moves or when there is no detent to go
    ///   to.
    ///
    /// - Parameter situation: The card now; a step or a cycle needs its detents.
    /// - Returns: The response.
    func response(in situation: CardAccessibilitySituation) -> Response {
        switch self {
        case .escape:
            guard situation.isFront, situation.isPresented else { return .passedOn }
            guard !situation.isMoving, !situation.isCancellingDismissal else { return .swallowed }
            return situation.allowsDismissal ? .dismisses : .refusesDismissal
        case .step(let larger):
            guard !situation.isMoving, let detents = situation.detents,
                let next = Self.adjacent(larger: larger, in: detents)
            else { return .passedOn }
            return .selects(next.identifier)
        case .cycle:
            if case .selects(let next) = Self.step(larger: true).response(in: situation) {
                return .selects(next)
            }
            guard !situation.isMoving, let smallest = situation.detents?.all.first,
                smallest.identifier != situation.detents?.selected
            else { return .passedOn }
            return .selects(smallest.identifier)
        }
    }

    /// The detent next to the selected one, larger or smaller, if there is one.
    ///
    /// - Parameters:
    ///   - larger: Whether the next larger detent is wanted (else the next smaller).
    ///   - detents: The card's detents.
    /// - Returns: The detent, or `nil` at either end or when the selected one is not among
    ///   them.
    static func adjacent(larger: Bool, in detents: CardAccessibilitySituation.Detents)
        -> ResolvedDetent?
    {
        guard let index = detents.all.firstIndex(where: { $0.identifier == detents.selected })
        else { return nil }
        let next = larger ? index + 1 : index - 1
        return detents.all.indices.contains(next) ? detents.all[next] : nil
    }
}
