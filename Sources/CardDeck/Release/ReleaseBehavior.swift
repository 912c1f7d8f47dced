/// Decides where a card goes when the finger lifts: to a detent, or away.
///
/// CardDeck calls ``decision(for:)`` once per release, with the card's position and
/// velocity and the detents resolved for the current geometry. The card then settles on the
/// chosen detent with a spring that starts at the release velocity, or dismisses. A dismissal
/// the presentation refuses (`isModalInPresentation`, the delegate, or
/// `allowInteractiveDismissal == false`) settles on the smallest detent instead.
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
}
