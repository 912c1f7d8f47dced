/// What a card does when the finger lifts; see ``CardRelease/outcome(of:)``.
enum CardReleaseOutcome: Equatable, Sendable {
    /// The scrubbed dismissal finishes at this fraction-per-second velocity.
    case finishDismissal(progressVelocity: Double)
    /// The scrubbed dismissal runs backwards to the smallest detent at this velocity.
    case cancelDismissal(progressVelocity: Double)
    /// The scrubbed dismissal is cancelled where the card is, and the card goes straight from
    /// there to a larger detent at `velocity` (points per second, towards the attached edge).
    case cancelDismissalThenSettle(on: CardDetent.Identifier, velocity: Double)
    /// The card is thrown out at `velocity`; when the dismissal is refused, it settles on
    /// `fallback` (the smallest detent) at that velocity instead.
    case throwDismissal(velocity: Double, fallback: CardDetent.Identifier)
    /// The card springs to a detent, starting at `velocity`.
    case settle(on: CardDetent.Identifier, velocity: Double)
}
