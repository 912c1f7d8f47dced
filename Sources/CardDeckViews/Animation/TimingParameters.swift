import CardDeckMotion

/// How an animation's progress moves from 0 to 1 over time: a timing curve over a duration, or
/// a spring (UIKit's `UICubicTimingParameters` and `UISpringTimingParameters`).
public struct TimingParameters: Sendable {
    enum Kind: Sendable {
        case curve(any TimingCurve, duration: Double)
        case spring(Spring, initialVelocity: Double)
    }

    let kind: Kind

    /// A timing curve run over a duration.
    ///
    /// - Parameters:
    ///   - curve: The curve; default `CubicBezierCurve.easeInOut`.
    ///   - duration: Seconds, ≥ 0; negative and NaN become 0 (instant); infinity becomes
    ///     3600.
    /// - Returns: The parameters.
    public static func curve(_ curve: some TimingCurve = .easeInOut, duration: Double)
        -> TimingParameters
    {
        let duration = duration.isNaN ? 0 : min(max(duration, 0), 3_600)
        return TimingParameters(kind: .curve(curve, duration: duration))
    }

    /// A spring, optionally starting with a velocity.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: The velocity at the start as a fraction of the remaining distance
    ///     per second, as UIKit's spring timing parameters take it; default 0. Non-finite
    ///     values become 0.
    /// - Returns: The parameters.
    public static func spring(_ spring: Spring, initialVelocity: Double = 0) -> TimingParameters {
        TimingParameters(
            kind: .spring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }
}
