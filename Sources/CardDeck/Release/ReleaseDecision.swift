/// What a ``ReleaseBehavior`` decided.
public enum ReleaseDecision: Sendable, Equatable {
    /// Settle on the detent with this identifier.
    case detent(CardDetent.Identifier)
    /// Dismiss the card.
    case dismiss
}
