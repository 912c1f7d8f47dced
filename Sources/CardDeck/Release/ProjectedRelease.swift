import CardDeckMotion

/// The default release: the card coasts to where the flick is heading and settles on the
/// detent nearest that point, or dismisses, the way a UIKit sheet does.
///
/// The projected top is `top + decelerationRate.projectedDistance(initialVelocity: velocity)`,
/// the distance a scroll view would coast (1000 pt/s projects 499 pt at
/// `DecelerationRate.normal`). The window's bottom edge acts as one more resting place: the
/// card dismisses when the projection passes the midpoint between the smallest detent's top
/// and the bottom, `projected > (smallest.top + containerHeight) / 2`;
/// otherwise it settles on ``ReleaseContext/nearestDetent(to:)`` of the projection (ties go to
/// the larger detent).
///
/// A non-finite velocity, which ``ReleaseContext`` rules out, counts as 0 pt/s. With no
/// detents, which ``ReleaseContext`` also rules out, the card dismisses.
///
/// ```swift
/// let glide = ProjectedRelease()                                   // rate 0.998
/// let snappy = ProjectedRelease(decelerationRate: .fast)           // rate 0.99
/// ```
public struct ProjectedRelease: ReleaseBehavior, Sendable, Equatable {
    /// How far a flick coasts before the card chooses where to settle.
    ///
    /// Default `DecelerationRate.normal` (0.998 per millisecond); a faster rate
    /// (`DecelerationRate.fast`, 0.99) makes flicks count for less. `DecelerationRate` keeps
    /// its value in 0…0.9999 and turns NaN into `DecelerationRate.normal`, so every value is
    /// usable; 0 ignores the velocity altogether.
    public var decelerationRate: DecelerationRate

    /// Creates the behaviour.
    ///
    /// - Parameter decelerationRate: The coasting rate; default
    ///   `DecelerationRate.normal` (0.998 per millisecond).
    public init(decelerationRate: DecelerationRate = .normal) {
        self.decelerationRate = decelerationRate
    }

    /// Settles on the detent nearest the projected top, or dismisses when the projection
    /// passes halfway from the smallest detent to the window's bottom.
    ///
    /// - Parameter context: The card's position, velocity and resolved detents at release.
    /// - Returns: The nearest detent to the projected top, or ``ReleaseDecision/dismiss``: the
    ///   decision of ``explanation(for:)``.
    public func decision(for context: ReleaseContext) -> ReleaseDecision {
        explained(context, describing: false).decision
    }

    /// Why the card settles or dismisses: the projected top against the dismissal threshold
    /// `(smallest.top + containerHeight) / 2`, and the detent nearest the projection.
    ///
    /// Its ``ReleaseExplanation/projectedTop`` is the projection and its
    /// ``ReleaseExplanation/dismissalThreshold`` the midpoint; its measurements are `velocity`
    /// (pt/s), `deceleration` (the rate per millisecond), `projected` and `threshold` (pt).
    ///
    /// - Parameter context: The card's position, velocity and resolved detents at release.
    /// - Returns: The explanation, whose decision ``decision(for:)`` returns.
    public func explanation(for context: ReleaseContext) -> ReleaseExplanation {
        explained(context, describing: true)
    }

    /// The decision and, when `describing`, the numbers and words that explain it: one
    /// computation for both ``decision(for:)`` (which skips the words) and
    /// ``explanation(for:)``.
    private func explained(_ context: ReleaseContext, describing: Bool) -> ReleaseExplanation {
        func say(_ text: @autoclosure () -> String) -> String { describing ? text() : "" }
        let projected = projectedTop(for: context)
        let velocity = context.velocity.isFinite ? context.velocity : 0
        var numbers: [ReleaseExplanation.Measurement] =
            !describing
            ? []
            : [
                ReleaseExplanation.Measurement("velocity", velocity, unit: "pt/s"),
                ReleaseExplanation.Measurement("deceleration", decelerationRate.rawValue),
                ReleaseExplanation.Measurement("projected", projected, unit: "pt"),
            ]
        func flick() -> String {
            "projected \(numbers[2].formatted) (velocity \(numbers[0].formatted), "
                + "deceleration \(numbers[1].formatted))"
        }
        guard let smallest = context.smallestDetent else {
            return ReleaseExplanation(
                decision: .dismiss, behavior: "ProjectedRelease", rule: .noDetents,
                summary: say("no detents: dismiss"), measurements: numbers, projectedTop: projected)
        }
        let threshold = (smallest.top + context.containerHeight) / 2
        if describing {
            numbers.append(ReleaseExplanation.Measurement("threshold", threshold, unit: "pt"))
        }
        guard projected <= threshold, let nearest = context.nearestDetent(to: projected) else {
            return ReleaseExplanation(
                decision: .dismiss, behavior: "ProjectedRelease", rule: .projectionPastThreshold,
                summary: say("\(flick()) is past the dismissal threshold \(numbers[3].formatted)"),
                measurements: numbers, projectedTop: projected, dismissalThreshold: threshold)
        }
        return ReleaseExplanation(
            decision: .detent(nearest.identifier), behavior: "ProjectedRelease",
            rule: .nearestToProjection,
            summary: say(
                "\(flick()) is short of the dismissal threshold \(numbers[3].formatted), "
                    + "nearest detent \(nearest.identifier.rawValue)"),
            measurements: numbers, projectedTop: projected, dismissalThreshold: threshold)
    }

    /// The top edge the card would coast to, in points along its main axis (as
    /// ``ReleaseContext/top``).
    ///
    /// - Parameter context: The card's position and velocity at release.
    /// - Returns: `top` plus the projected distance of the velocity (a non-finite velocity
    ///   counts as 0).
    func projectedTop(for context: ReleaseContext) -> Double {
        context.top + decelerationRate.projectedDistance(initialVelocity: context.velocity)
    }
}
