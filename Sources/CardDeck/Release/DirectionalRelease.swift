/// The stacked-card release: the direction of the flick decides, not its strength.
///
/// - Downward (`velocity > velocityThreshold`): the next detent below the card (the nearest
///   detent whose top is greater than the card's), or a dismissal when there is none.
/// - Upward (`velocity < -velocityThreshold`): the card stays, on the nearest detent at or
///   above it (the largest `top` that is ≤ the card's), or on the largest detent when the card
///   is above all of them.
/// - Otherwise the velocity counts as zero: the card dismisses when
///   ``ReleaseContext/dismissalProgress`` is at least 0.5, and otherwise settles on the detent
///   nearest its top.
///
/// With a single detent this is the stacked-card design as shipped: a flick down dismisses, a
/// flick up stays, and a card let go without a flick dismisses once it is halfway down.
///
/// A non-finite velocity, which ``ReleaseContext`` rules out, counts as 0 pt/s. With no
/// detents, which ``ReleaseContext`` also rules out, the card dismisses.
///
/// ```swift
/// let stacked = DirectionalRelease()                          // any motion is a flick
/// let forgiving = DirectionalRelease(velocityThreshold: 50)   // |v| ≤ 50 pt/s is a let-go
/// ```
public struct DirectionalRelease: ReleaseBehavior, Sendable, Equatable {
    /// The speed at or below which a release counts as motionless, in points per second.
    ///
    /// Default 0 pt/s: any downward motion is a flick down, any upward motion a flick up.
    /// Valid range: finite and ≥ 0; a release with `|velocity| ≤ velocityThreshold` is
    /// decided by position alone. NaN, infinite and negative values fall back to 0.
    public var velocityThreshold: Double {
        didSet { velocityThreshold = Self.validated(velocityThreshold) }
    }

    /// Creates the behaviour.
    ///
    /// - Parameter velocityThreshold: The speed at or below which a release counts as
    ///   motionless, in points per second; default 0, valid finite and ≥ 0. NaN, infinite
    ///   and negative values fall back to 0.
    public init(velocityThreshold: Double = 0) {
        self.velocityThreshold = Self.validated(velocityThreshold)
    }

    /// Moves one detent down on a downward flick (dismissing below the smallest), stays on an
    /// upward flick, and decides by position when the card is let go without one.
    ///
    /// - Parameter context: The card's position, velocity and resolved detents at release.
    /// - Returns: The chosen detent, or ``ReleaseDecision/dismiss``: the decision of
    ///   ``explanation(for:)``.
    public func decision(for context: ReleaseContext) -> ReleaseDecision {
        explained(context, describing: false).decision
    }

    /// Why the card moves: the velocity against ``velocityThreshold`` (a flick down or up),
    /// else the dismissal progress against 0.5.
    ///
    /// Its ``ReleaseExplanation/dismissalThreshold`` is the halfway line between the smallest
    /// detent and the window's bottom, which decides a release without a flick; its
    /// measurements are `velocity` and `velocity threshold` (pt/s), then `progress` for a
    /// release without a flick.
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
        var numbers: [ReleaseExplanation.Measurement] =
            !describing
            ? []
            : [
                ReleaseExplanation.Measurement("velocity", velocity, unit: "pt/s"),
                ReleaseExplanation.Measurement(
                    "velocity threshold", velocityThreshold, unit: "pt/s"),
            ]
        guard let smallest = context.smallestDetent else {
            return ReleaseExplanation(
                decision: .dismiss, behavior: "DirectionalRelease", rule: .noDetents,
                summary: say("no detents: dismiss"), measurements: numbers)
        }
        let halfway = smallest.top + max(context.containerHeight - smallest.top, 0) / 2
        func speed() -> String {
            "velocity \(numbers[0].formatted)"
        }
        func verdict(
            _ target: ResolvedDetent?, _ rule: ReleaseExplanation.Rule,
            _ why: @autoclosure () -> String
        )
            -> ReleaseExplanation
        {
            let decision = target.map { ReleaseDecision.detent($0.identifier) } ?? .dismiss
            return ReleaseExplanation(
                decision: decision, behavior: "DirectionalRelease", rule: rule,
                summary: say(why() + (target.map { " \($0.identifier.rawValue)" } ?? ": dismiss")),
                measurements: numbers, dismissalThreshold: halfway)
        }
        if velocity > velocityThreshold {
            let below = context.detents.filter { $0.top > context.top }.min { $0.top < $1.top }
            return verdict(
                below, .flickDown,
                "\(speed()) is a flick down (over \(numbers[1].formatted))"
                    + (below == nil ? ", no detent below" : ", next detent below"))
        }
        if velocity < -velocityThreshold {
            let above =
                context.detents.filter { $0.top <= context.top }.max { $0.top < $1.top }
                ?? context.largestDetent
            return verdict(
                above, .flickUp,
                "\(speed()) is a flick up (over \(numbers[1].formatted)), detent at or above")
        }
        let progress = context.dismissalProgress
        if describing { numbers.append(ReleaseExplanation.Measurement("progress", progress)) }
        func still() -> String {
            "\(speed()) is not over \(numbers[1].formatted), progress \(numbers[2].formatted)"
        }
        if progress >= 0.5 {
            return verdict(nil, .pastHalfway, still() + " ≥ 0.5")
        }
        return verdict(
            context.nearestDetent(to: context.top), .nearestDetent,
            still() + " < 0.5, nearest detent"
        )
    }

    private static func validated(_ threshold: Double) -> Double {
        threshold >= 0 && threshold.isFinite ? threshold : 0
    }
}
