/// Decides where a card goes when the finger lifts: to a detent, or away.
///
/// CardDeck calls ``decision(for:)`` once per release, with the card's position and
/// velocity and the detents resolved for the current geometry. The card then settles on the
/// chosen detent with a spring that starts at the release velocity, or dismisses. A dismissal
/// the presentation refuses (`isModalInPresentation`, the delegate, or
/// `allowInteractiveDismissal == false`) settles on the smallest detent instead.
///
/// A behaviour can also say why: ``explanation(for:)`` returns the decision with the rule that
/// took it and the numbers it compared (a ``ReleaseExplanation``), which the inspector draws
/// over the card. The shipped behaviours decide through their explanation, so the two never
/// disagree; a custom behaviour gets a default explanation that reports its decision, and may
/// implement its own the same way:
///
/// ```swift
/// struct HalfwayRelease: ReleaseBehavior {
///     func decision(for context: ReleaseContext) -> ReleaseDecision {
///         explanation(for: context).decision
///     }
///     func explanation(for context: ReleaseContext) -> ReleaseExplanation {
///         let progress = context.dismissalProgress
///         let dismisses = progress >= 0.5
///         return ReleaseExplanation(
///             decision: dismisses ? .dismiss : .detent(context.detents[0].identifier),
///             behavior: "HalfwayRelease", rule: .init("halfway"),
///             summary: "progress \(progress) \(dismisses ? "≥" : "<") 0.5")
///     }
/// }
/// ```
///
/// Four conformances reproduce the source designs: ``ProjectedRelease`` (the default,
/// UIKit-style), ``DirectionalRelease`` (stacked cards), ``ThresholdRelease`` (the draggable
/// card) and ``MomentumRelease`` (the fitted sheet). Write your own as a small value type:
///
/// ```swift
/// struct AlwaysLarge: ReleaseBehavior {
///     func decision(for context: ReleaseContext) -> ReleaseDecision {
///         .detent(context.detents.last?.identifier ?? .large)
///     }
/// }
/// ```
public protocol ReleaseBehavior: Sendable {
    /// Where the card goes.
    ///
    /// - Parameter context: The card's position, velocity and resolved detents at release.
    /// - Returns: A detent from `context.detents`, or ``ReleaseDecision/dismiss``. A detent
    ///   that is not in `context.detents` is treated as the nearest one (with a warning).
    func decision(for context: ReleaseContext) -> ReleaseDecision

    /// Why the card goes where ``decision(for:)`` sends it: the same decision, the rule that
    /// took it and the numbers it compared.
    ///
    /// The default implementation calls ``decision(for:)`` and reports it under
    /// ``ReleaseExplanation/Rule/unexplained``, so behaviours written before explanations keep
    /// compiling. While something observes releases (the inspector), CardDeck asks for the
    /// explanation once per release and follows its decision; otherwise it asks for the
    /// decision alone.
    ///
    /// - Parameter context: The card's position, velocity and resolved detents at release.
    /// - Returns: The explanation; its ``ReleaseExplanation/decision`` must be what
    ///   ``decision(for:)`` returns for the same context.
    func explanation(for context: ReleaseContext) -> ReleaseExplanation
}

extension ReleaseBehavior {
    /// Reports ``decision(for:)`` under ``ReleaseExplanation/Rule/unexplained``, with the
    /// card's top and velocity as its numbers.
    ///
    /// - Parameter context: The card's position, velocity and resolved detents at release.
    /// - Returns: The decision, explained only by who took it.
    public func explanation(for context: ReleaseContext) -> ReleaseExplanation {
        let decision = decision(for: context)
        let name = "\(Self.self)"
        let measurements = [
            ReleaseExplanation.Measurement("top", context.top, unit: "pt"),
            ReleaseExplanation.Measurement("velocity", context.velocity, unit: "pt/s"),
        ]
        return ReleaseExplanation(
            decision: decision, behavior: name, rule: .unexplained,
            summary: "\(name) chose \(decision.summary) (top \(measurements[0].formatted), "
                + "velocity \(measurements[1].formatted))",
            measurements: measurements)
    }
}
