/// Why a ``ReleaseBehavior`` decided what it did: the decision, the rule that took it, the
/// numbers the rule compared and one line that says it.
///
/// Every shipped behaviour decides *through* its explanation (its ``ReleaseBehavior/decision(for:)``
/// is `explanation(for:).decision`), so the two never disagree:
///
/// ```swift
/// let why = ProjectedRelease().explanation(for: context)
/// print(why.summary)
/// // projected 1,240 pt (velocity 2,100 pt/s, deceleration 0.998) is past the dismissal
/// // threshold 644 pt
/// ```
///
/// Positions (``projectedTop``, ``dismissalThreshold``) are in the coordinates of
/// ``ReleaseContext``: points along the card's main axis, as a bottom card's top edge.
public struct ReleaseExplanation: Sendable, Equatable {
    /// The decision: a detent, or a dismissal.
    public var decision: ReleaseDecision
    /// The behaviour's name, such as `ProjectedRelease`.
    public var behavior: String
    /// The rule that took the decision.
    public var rule: Rule
    /// The numbers the rule compared, in the order the summary names them.
    public var measurements: [Measurement]
    /// Where the behaviour expects the card to come to rest, in points along the main axis (as
    /// ``ReleaseContext/top``), when it projects the flick (``ProjectedRelease``,
    /// ``MomentumRelease``); `nil` for rules that look at the card where it is.
    public var projectedTop: Double?
    /// The position at or past which the compared position dismisses, in points along the main
    /// axis; `nil` when the behaviour has no such line (a flick decides alone).
    public var dismissalThreshold: Double?
    /// One line that says why, with the numbers: "velocity 180 pt/s under 500 pt/s, nearest
    /// detent medium".
    public var summary: String

    /// Creates an explanation.
    ///
    /// - Parameters:
    ///   - decision: The decision.
    ///   - behavior: The behaviour's name.
    ///   - rule: The rule that took the decision.
    ///   - summary: One line that says why.
    ///   - measurements: The numbers the rule compared; default none.
    ///   - projectedTop: The projected resting position, in points along the main axis;
    ///     default `nil`.
    ///   - dismissalThreshold: The dismissal line, in points along the main axis; default
    ///     `nil`.
    public init(
        decision: ReleaseDecision, behavior: String, rule: Rule, summary: String,
        measurements: [Measurement] = [], projectedTop: Double? = nil,
        dismissalThreshold: Double? = nil
    ) {
        self.decision = decision
        self.behavior = behavior
        self.rule = rule
        self.summary = summary
        self.measurements = measurements
        self.projectedTop = projectedTop
        self.dismissalThreshold = dismissalThreshold
    }

    /// The value of the measurement named `name`, if the explanation has one.
    ///
    /// - Parameter name: A measurement's name, such as `velocity`.
    /// - Returns: Its value, or `nil`.
    public func value(_ name: String) -> Double? {
        measurements.first { $0.name == name }?.value
    }

    /// One number a rule compared: a name, a value and its unit.
    public struct Measurement: Sendable, Equatable {
        /// The name, such as `velocity` or `dismissal threshold`.
        public var name: String
        /// The value, in ``unit``.
        public var value: Double
        /// The unit: `pt`, `pt/s`, `pt/s²`, or empty for a ratio.
        public var unit: String

        /// Creates a measurement.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - value: The value.
        ///   - unit: The unit; default none.
        public init(_ name: String, _ value: Double, unit: String = "") {
            self.name = name
            self.value = value
            self.unit = unit
        }

        /// The value with its unit, as the summaries write it: `1,240 pt`, `0.998`.
        public var formatted: String {
            let number = ReleaseExplanation.format(value)
            return unit.isEmpty ? number : number + " " + unit
        }
    }
}

extension ReleaseExplanation {
    /// A number as summaries write it: whole numbers from 100 up with thousands separators
    /// (`1,240`), smaller ones with up to three decimals (`0.998`, `12.5`), NaN and the
    /// infinities spelled out. The same in every locale.
    ///
    /// - Parameter value: Any value.
    /// - Returns: The text.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
        if abs(value) >= 100 || value == value.rounded() {
            let whole = Int64(value.rounded())
            var digits = String(whole.magnitude)
            var index = digits.count - 3
            while index > 0 {
                digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
                index -= 3
            }
            return (whole < 0 ? "-" : "") + digits
        }
        var text = String((value * 1_000).rounded() / 1_000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
