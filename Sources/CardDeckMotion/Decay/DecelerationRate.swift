/// How quickly a coasting motion loses speed: the factor its velocity keeps per millisecond,
/// as `UIScrollView.DecelerationRate` defines it.
///
/// A rate r keeps r of the velocity each millisecond, so after one second r¹⁰⁰⁰ remains
/// (0.135 at ``normal``, 0.000043 at ``fast``).
public struct DecelerationRate: Hashable, Sendable {
    /// The fraction of velocity kept per millisecond, unitless; 0…0.9999.
    public let rawValue: Double

    /// UIKit's normal rate, 0.998: scroll views and long, gliding flicks.
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// UIKit's fast rate, 0.99: paging-like, quickly stopping flicks.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The largest accepted rate; at 1 a motion would never stop.
    public static let maximumRawValue = 0.9999

    /// Creates a rate from the fraction of velocity kept per millisecond.
    ///
    /// - Parameter rawValue: Unitless; valid 0…0.9999 (``normal`` is 0.998). Finite values
    ///   outside are clamped (0 stops at once); NaN falls back to ``normal``.
    public init(rawValue: Double) {
        self.rawValue = rawValue.isNaN ? 0.998 : min(max(rawValue, 0), Self.maximumRawValue)
    }

    /// The distance a flick travels before it stops, as Apple teaches for fluid interfaces:
    /// `(v / 1000) · r / (1 − r)`.
    ///
    /// This sums the per-millisecond steps of the discrete model; at ``normal`` 1000 pt/s
    /// projects to 499 pt. Release behaviours use it to pick the resting place a flick is
    /// heading for. (``DecaySimulation`` follows the continuous form of the same decay, whose
    /// total distance is 0.1 % longer at ``normal``.)
    ///
    /// - Parameter initialVelocity: The velocity at release, in units per second.
    /// - Returns: The signed distance, in the same units; 0 for a non-finite velocity.
    public func projectedDistance(initialVelocity: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        return (initialVelocity / 1000) * rawValue / (1 - rawValue)
    }
}
