/// The fitted-sheet release: the flick brakes at a constant deceleration, and the sheet
/// dismisses when it would coast far enough below its smallest detent.
///
/// With `offset = top − smallest.top` (how far the sheet is below its smallest detent),
/// `height = smallest.height` and the braking distance `v·|v| / (2 · deceleration)` (signed,
/// positive downward), the projected progress is
/// `(offset + v·|v| / (2 · deceleration)) / height`. The sheet dismisses when it reaches
/// ``dismissThreshold``; otherwise it settles on the detent nearest to
/// `top + v·|v| / (2 · deceleration)`.
///
/// For a 400 pt sheet dragged 50 pt down and released at 600 pt/s, the braking distance is
/// 600² / 1600 = 225 pt and the progress (50 + 225) / 400 = 0.6875, so it dismisses.
///
/// A smallest detent of height 0 (or a non-finite height) has no progress to measure: the
/// sheet then dismisses when `offset + v·|v| / (2 · deceleration)` is greater than 0. A
/// non-finite velocity, which ``ReleaseContext`` rules out, counts as 0 pt/s. With no detents,
/// which ``ReleaseContext`` also rules out, the sheet dismisses.
///
/// ```swift
/// let fitted = MomentumRelease()                                   // 800 pt/s², 0.5
/// let sticky = MomentumRelease(deceleration: 2000, dismissThreshold: 0.7)
/// ```
public struct MomentumRelease: ReleaseBehavior, Sendable, Equatable {
    /// How quickly the released sheet loses speed, in points per second squared.
    ///
    /// Default 800 pt/s²: a 600 pt/s flick coasts 225 pt. Larger values make flicks count for
    /// less. Valid range: finite and > 0. NaN, infinite, zero and negative values fall back
    /// to 800.
    public var deceleration: Double {
        didSet { deceleration = Self.validated(deceleration, default: 800) }
    }

    /// The projected progress at or beyond which the sheet dismisses, as a fraction of the
    /// smallest detent's height (unitless).
    ///
    /// Default 0.5: the sheet dismisses when it would come to rest at least halfway below its
    /// smallest detent. Valid range: finite and > 0 (values above 1 ask for a projection past
    /// the window's bottom). NaN, infinite, zero and negative values fall back to 0.5.
    public var dismissThreshold: Double {
        didSet { dismissThreshold = Self.validated(dismissThreshold, default: 0.5) }
    }

    /// Creates the behaviour.
    ///
    /// - Parameters:
    ///   - deceleration: The braking deceleration, in points per second squared; default 800,
    ///     valid finite and > 0 (otherwise 800).
    ///   - dismissThreshold: The projected progress that dismisses, as a fraction of the
    ///     smallest detent's height; default 0.5, valid finite and > 0 (otherwise 0.5).
    public init(deceleration: Double = 800, dismissThreshold: Double = 0.5) {
        self.deceleration = Self.validated(deceleration, default: 800)
        self.dismissThreshold = Self.validated(dismissThreshold, default: 0.5)
    }

    /// Dismisses when the projected progress reaches ``dismissThreshold``; otherwise settles on
    /// the detent nearest where the flick would stop.
    ///
    /// - Parameter context: The card's position, velocity and resolved detents at release.
    /// - Returns: The nearest detent to the projected top, or ``ReleaseDecision/dismiss``: the
    ///   decision of ``explanation(for:)``.
    public func decision(for context: ReleaseContext) -> ReleaseDecision {
        explained(context, describing: false).decision
    }

    /// Why the sheet settles or dismisses: the projected progress against
    /// ``dismissThreshold``, and the detent nearest where the flick would stop.
    ///
    /// Its ``ReleaseExplanation/projectedTop`` is `top + v·|v| / (2 · deceleration)` and its
    /// ``ReleaseExplanation/dismissalThreshold`` `smallest.top + dismissThreshold · height`;
    /// its measurements are `velocity` (pt/s), `deceleration` (pt/s²), `projected` (pt),
    /// `progress` and `threshold` (fractions of the smallest detent's height).
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
        let velocity = context.velocity.isFinite ? context.velocity : 0
        let braking = velocity * abs(velocity) / (2 * deceleration)
        var numbers: [ReleaseExplanation.Measurement] =
            !describing
            ? []
            : [
                ReleaseExplanation.Measurement("velocity", velocity, unit: "pt/s"),
                ReleaseExplanation.Measurement("deceleration", deceleration, unit: "pt/s²"),
                ReleaseExplanation.Measurement("projected", context.top + braking, unit: "pt"),
            ]
        guard let smallest = context.smallestDetent else {
            return ReleaseExplanation(
                decision: .dismiss, behavior: "MomentumRelease", rule: .noDetents,
                summary: say("no detents: dismiss"), measurements: numbers,
                projectedTop: context.top + braking)
        }
        let projectedOffset = context.top - smallest.top + braking
        let measurable = smallest.height > 0 && smallest.height.isFinite
        let progress = measurable ? projectedOffset / smallest.height : projectedOffset
        let dismisses = measurable ? progress >= dismissThreshold : projectedOffset > 0
        let line = smallest.top + (measurable ? dismissThreshold * smallest.height : 0)
        if describing { numbers.append(ReleaseExplanation.Measurement("progress", progress)) }
        if describing {
            numbers.append(
                ReleaseExplanation.Measurement("threshold", measurable ? dismissThreshold : 0))
        }
        func flick() -> String {
            "projected progress \(numbers[3].formatted) (velocity \(numbers[0].formatted), "
                + "deceleration \(numbers[1].formatted))"
        }
        guard !dismisses, let nearest = context.nearestDetent(to: context.top + braking) else {
            return ReleaseExplanation(
                decision: .dismiss, behavior: "MomentumRelease", rule: .projectionPastThreshold,
                summary: say("\(flick()) reaches the dismissal threshold \(numbers[4].formatted)"),
                measurements: numbers, projectedTop: context.top + braking,
                dismissalThreshold: line)
        }
        return ReleaseExplanation(
            decision: .detent(nearest.identifier), behavior: "MomentumRelease",
            rule: .nearestToProjection,
            summary: say(
                "\(flick()) is under the dismissal threshold \(numbers[4].formatted), "
                    + "nearest detent \(nearest.identifier.rawValue) to \(numbers[2].formatted)"),
            measurements: numbers, projectedTop: context.top + braking, dismissalThreshold: line)
    }

    private static func validated(_ value: Double, default fallback: Double) -> Double {
        value > 0 && value.isFinite ? value : fallback
    }
}
