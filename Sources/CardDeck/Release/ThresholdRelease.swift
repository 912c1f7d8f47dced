/// The draggable-card release: fixed bands of the safe area decide, and only a hard flick
/// down overrides them.
///
/// Positions are measured from the safe area's top, `t = top − safeAreaInsets.top`, with
/// `H = containerHeight − safeAreaInsets.top − safeAreaInsets.bottom` the safe-area height and
/// `b = safeAreaInsets.bottom`:
///
/// 1. `velocity > dismissVelocity` dismisses;
/// 2. otherwise `t < expandedFraction · (H + b)` settles on ``expanded``;
/// 3. otherwise `t < H − dismissMargin` settles on ``normal``;
/// 4. otherwise the card dismisses.
///
/// On a 390 × 844 window with insets 47 (top) and 34 (bottom), `H` is 763: the card expands
/// above `t` = 199.25, stays normal above `t` = 693 and dismisses below. Upward flicks do not
/// expand the card; only its position does.
///
/// Pair it with ``CardDetent/expanded`` and ``CardDetent/normal`` (or name your own detents in
/// ``expanded`` and ``normal``). A non-finite velocity, which ``ReleaseContext`` rules out,
/// counts as 0 pt/s. With no detents, which ``ReleaseContext`` also rules out, the card
/// dismisses.
///
/// ```swift
/// let card = ThresholdRelease()                                  // 1500 pt/s, 0.25, 70 pt
/// let sheet = ThresholdRelease(expanded: .large, normal: .medium)
/// ```
public struct ThresholdRelease: ReleaseBehavior, Sendable, Equatable {
    /// The downward speed above which the card dismisses wherever it is, in points per second.
    ///
    /// Default 1500 pt/s; a release at exactly this speed is decided by position. Valid range:
    /// finite and ≥ 0. NaN, infinite and negative values fall back to 1500.
    public var dismissVelocity: Double {
        didSet { dismissVelocity = Self.validated(dismissVelocity, default: 1500) }
    }

    /// How high the card must be to expand, as a fraction of `H + b` measured from the safe
    /// area's top (unitless).
    ///
    /// Default 0.25: the card expands when its top is in the upper quarter. Valid range 0…1;
    /// values above 1 are clamped to 1 (the card then never rests on ``normal``). NaN,
    /// infinite and negative values fall back to 0.25.
    public var expandedFraction: Double {
        didSet { expandedFraction = Self.validatedFraction(expandedFraction) }
    }

    /// The band above the safe area's bottom in which a released card dismisses, in points.
    ///
    /// Default 70 pt: the card dismisses when its top is within 70 pt of the safe area's
    /// bottom, or below it. Valid range: finite and ≥ 0. NaN, infinite and negative values
    /// fall back to 70.
    public var dismissMargin: Double {
        didSet { dismissMargin = Self.validated(dismissMargin, default: 70) }
    }

    /// The detent the card settles on in the upper band. Default
    /// ``CardDetent/Identifier/expanded``.
    public var expanded: CardDetent.Identifier

    /// The detent the card settles on in the middle band. Default
    /// ``CardDetent/Identifier/normal``.
    public var normal: CardDetent.Identifier

    /// Creates the behaviour.
    ///
    /// - Parameters:
    ///   - dismissVelocity: The downward speed above which the card dismisses, in points per
    ///     second; default 1500, valid finite and ≥ 0 (otherwise 1500).
    ///   - expandedFraction: The upper band's height as a fraction of `H + b`; default 0.25,
    ///     valid 0…1 (above 1 clamps to 1; NaN, infinite and negative give 0.25).
    ///   - dismissMargin: The dismissal band above the safe area's bottom, in points;
    ///     default 70, valid finite and ≥ 0 (otherwise 70).
    ///   - expanded: The upper band's detent; default ``CardDetent/Identifier/expanded``.
    ///   - normal: The middle band's detent; default ``CardDetent/Identifier/normal``.
    public init(
        dismissVelocity: Double = 1500, expandedFraction: Double = 0.25,
        dismissMargin: Double = 70, expanded: CardDetent.Identifier = .expanded,
        normal: CardDetent.Identifier = .normal
    ) {
        self.dismissVelocity = Self.validated(dismissVelocity, default: 1500)
        self.expandedFraction = Self.validatedFraction(expandedFraction)
        self.dismissMargin = Self.validated(dismissMargin, default: 70)
        self.expanded = expanded
        self.normal = normal
    }

    /// Dismisses on a hard flick down; otherwise picks ``expanded``, ``normal`` or a
    /// dismissal by the band the card's top is in.
    ///
    /// - Parameter context: The card's position, velocity, safe area and detents at release.
    /// - Returns: ``expanded``, ``normal`` or ``ReleaseDecision/dismiss``: the decision of
    ///   ``explanation(for:)``.
    public func decision(for context: ReleaseContext) -> ReleaseDecision {
        explained(context, describing: false).decision
    }

    /// Why the card moves: the velocity against ``dismissVelocity``, else the band its top is
    /// in.
    ///
    /// Its ``ReleaseExplanation/dismissalThreshold`` is the top of the dismissal band,
    /// `safeAreaInsets.top + H − dismissMargin`; its measurements are `velocity` and
    /// `dismiss velocity` (pt/s), then `top`, `expanded line` and `dismiss line` (pt, window
    /// coordinates) for a release decided by position.
    ///
    /// - Parameter context: The card's position, velocity, safe area and detents at release.
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
        let insets = context.safeAreaInsets
        let safeHeight = context.containerHeight - insets.top - insets.bottom
        let expandedLine = insets.top + expandedFraction * (safeHeight + insets.bottom)
        let dismissLine = insets.top + safeHeight - dismissMargin
        var numbers: [ReleaseExplanation.Measurement] =
            !describing
            ? []
            : [
                ReleaseExplanation.Measurement("velocity", velocity, unit: "pt/s"),
                ReleaseExplanation.Measurement("dismiss velocity", dismissVelocity, unit: "pt/s"),
            ]
        func verdict(
            _ decision: ReleaseDecision, _ rule: ReleaseExplanation.Rule,
            _ why: @autoclosure () -> String
        )
            -> ReleaseExplanation
        {
            ReleaseExplanation(
                decision: decision, behavior: "ThresholdRelease", rule: rule,
                summary: say(
                    why() + (decision == .dismiss ? ": dismiss" : ", \(decision.summary)")),
                measurements: numbers, dismissalThreshold: dismissLine)
        }
        guard !context.detents.isEmpty else { return verdict(.dismiss, .noDetents, "no detents") }
        func speed() -> String {
            "velocity \(numbers[0].formatted)"
        }
        guard velocity <= dismissVelocity else {
            return verdict(
                .dismiss, .dismissVelocity, "\(speed()) is over \(numbers[1].formatted)")
        }
        if describing {
            numbers += [
                ReleaseExplanation.Measurement("top", context.top, unit: "pt"),
                ReleaseExplanation.Measurement("expanded line", expandedLine, unit: "pt"),
                ReleaseExplanation.Measurement("dismiss line", dismissLine, unit: "pt"),
            ]
        }
        func still() -> String {
            "\(speed()) is not over \(numbers[1].formatted), top \(numbers[2].formatted)"
        }
        // Compared as offsets from the safe area's top, exactly as the bands are defined.
        let offset = context.top - insets.top
        if offset < expandedFraction * (safeHeight + insets.bottom) {
            return verdict(
                .detent(expanded), .expandedBand, still() + " above \(numbers[3].formatted)")
        }
        if offset < safeHeight - dismissMargin {
            return verdict(
                .detent(normal), .normalBand, still() + " above \(numbers[4].formatted)")
        }
        return verdict(.dismiss, .dismissBand, still() + " at or below \(numbers[4].formatted)")
    }

    private static func validated(_ value: Double, default fallback: Double) -> Double {
        value >= 0 && value.isFinite ? value : fallback
    }

    private static func validatedFraction(_ fraction: Double) -> Double {
        fraction >= 0 && fraction.isFinite ? min(fraction, 1) : 0.25
    }
}
