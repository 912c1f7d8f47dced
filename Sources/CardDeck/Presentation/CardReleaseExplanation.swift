/// What a card did when the finger lifted, and why: its ``ReleaseBehavior``'s explanation,
/// what overrode the behaviour (the delegate, a detent the card does not have, a dismissal that
/// may not happen) and what the card then did.
///
/// The inspector shows it at each release; the values are the engine's own, taken from the
/// release as it ran.
public struct CardReleaseExplanation: Sendable, Equatable {
    /// What the card does after the release.
    public enum Outcome: Sendable, Equatable {
        /// The card springs to the detent, starting at the release velocity.
        case settles(on: CardDetent.Identifier)
        /// The card is thrown out: its dismissal runs on its own at the release velocity.
        case dismisses
        /// The interactive dismissal the finger scrubbed finishes.
        case finishesDismissal
        /// The interactive dismissal the finger scrubbed runs back to the smallest detent.
        case cancelsDismissal
        /// The interactive dismissal is cancelled where the card is, and the card goes from
        /// there straight to a larger detent.
        case cancelsDismissalThenSettles(on: CardDetent.Identifier)
        /// The card's content took the last movement and the card rests on this detent: there
        /// was nothing to decide.
        case staysOn(CardDetent.Identifier)
    }

    /// What changed the behaviour's decision before the card followed it.
    public enum Override: Sendable, Equatable {
        /// The delegate's `willEndDraggingWith` changed the decision to this one.
        case delegate(ReleaseDecision)
        /// A detent the card does not have (chosen by the behaviour or the delegate) became
        /// the nearest one.
        case unknownDetent(CardDetent.Identifier, replacedBy: CardDetent.Identifier)
        /// The card may not be dismissed interactively (``CardConfiguration/allowInteractiveDismissal``
        /// is `false`, or the presentation refused a dismissal during this drag): it settles on
        /// the smallest detent instead.
        case dismissalNotAllowed(settlesOn: CardDetent.Identifier)
        /// The presentation refused the dismissal the release threw (`isModalInPresentation`
        /// or the delegate): the card settles on the smallest detent instead.
        case dismissalRefused(settlesOn: CardDetent.Identifier)
    }

    /// The card's position, velocity and detents at the release, as the behaviour got them.
    public var context: ReleaseContext
    /// The behaviour's explanation; `nil` when there was nothing to decide
    /// (``Outcome/staysOn(_:)``).
    public var behavior: ReleaseExplanation?
    /// What overrode the behaviour, in the order it happened; empty when nothing did.
    public var overrides: [Override]
    /// The decision the card followed, after the overrides.
    public var decision: ReleaseDecision
    /// What the card did.
    public var outcome: Outcome

    /// Creates an explanation.
    ///
    /// - Parameters:
    ///   - context: The release's context.
    ///   - behavior: The behaviour's explanation, or `nil`.
    ///   - overrides: What overrode it; default none.
    ///   - decision: The decision the card followed.
    ///   - outcome: What the card did.
    public init(
        context: ReleaseContext, behavior: ReleaseExplanation?, overrides: [Override] = [],
        decision: ReleaseDecision, outcome: Outcome
    ) {
        self.context = context
        self.behavior = behavior
        self.overrides = overrides
        self.decision = decision
        self.outcome = outcome
    }

    /// One line: the behaviour's summary, then each override, then what the card did.
    public var summary: String {
        var parts = [behavior.map { "\($0.behavior): \($0.summary)" } ?? "content scrolled"]
        for override in overrides { parts.append(override.summary) }
        parts.append(outcome.summary)
        return parts.joined(separator: "; ")
    }
}

extension CardReleaseExplanation.Outcome {
    /// The outcome in a few words, such as `settles on medium`.
    public var summary: String {
        switch self {
        case .settles(let detent): "settles on \(detent.rawValue)"
        case .dismisses: "dismisses"
        case .finishesDismissal: "finishes the dismissal"
        case .cancelsDismissal: "cancels the dismissal"
        case .cancelsDismissalThenSettles(let detent):
            "cancels the dismissal and settles on \(detent.rawValue)"
        case .staysOn(let detent): "stays on \(detent.rawValue)"
        }
    }
}

extension CardReleaseExplanation.Override {
    /// The override in a few words, such as `the delegate chose dismiss`.
    public var summary: String {
        switch self {
        case .delegate(let decision): "the delegate chose \(decision.summary)"
        case .unknownDetent(let chosen, let used):
            "unknown detent \(chosen.rawValue) became \(used.rawValue)"
        case .dismissalNotAllowed(let detent):
            "interactive dismissal not allowed, detent \(detent.rawValue)"
        case .dismissalRefused(let detent):
            "the presentation refused the dismissal, detent \(detent.rawValue)"
        }
    }
}
