/// What a ``ReleaseBehavior`` decided.
public enum ReleaseDecision: Sendable, Equatable {
    /// Settle on the detent with this identifier.
    case detent(CardDetent.Identifier)
    /// Dismiss the card.
    case dismiss
}

extension ReleaseDecision {
    /// The decision in a few words, as explanations write it: `dismiss`, or `detent medium`.
    public var summary: String {
        switch self {
        case .dismiss: "dismiss"
        case .detent(let identifier): "detent \(identifier.rawValue)"
        }
    }
}
