import Foundation

/// A motion that coasts and slows down by friction, like a scroll view after a flick.
///
/// The velocity decays exponentially, keeping ``rate`` of itself per millisecond:
/// v(t) = v₀ · r^(1000t), x(t) = x₀ + v₀ · (r^(1000t) − 1) / (1000 · ln r). This is the
/// continuous form of `UIScrollView`'s deceleration and the same motion as Flutter's
/// `FrictionSimulation` with a drag of r¹⁰⁰⁰ per second.
///
/// Bad input: a non-finite start becomes 0 and a non-finite velocity 0; times before 0 or NaN
/// are treated as 0, and `+infinity` gives the final position.
public struct DecaySimulation: Simulation, Hashable {
    /// The position at time 0, in the value's units.
    public let start: Double
    /// The velocity at time 0, in units per second.
    public let initialVelocity: Double
    /// The deceleration rate; default ``DecelerationRate/normal``.
    public let rate: DecelerationRate
    /// The speed below which the motion counts as stopped, in units per second; > 0, default 1.
    public let restingSpeed: Double

    /// ln(r¹⁰⁰⁰): the exponential decay constant per second (negative; −infinity at rate 0).
    private let logDecayPerSecond: Double

    /// Creates a coasting motion.
    ///
    /// - Parameters:
    ///   - start: The position at time 0.
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - rate: How quickly the velocity decays; default ``DecelerationRate/normal``.
    ///   - restingSpeed: The speed under which the motion is done, in units per second;
    ///     default 1; NaN, zero or negative values become 1.
    public init(
        start: Double,
        initialVelocity: Double,
        rate: DecelerationRate = .normal,
        restingSpeed: Double = 1
    ) {
        self.start = start.isFinite ? start : 0
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.rate = rate
        self.restingSpeed = restingSpeed > 0 && restingSpeed.isFinite ? restingSpeed : 1
        self.logDecayPerSecond = 1000 * log(rate.rawValue)
    }

    /// The position the motion coasts to, in the value's units: x₀ − v₀ / ln(r¹⁰⁰⁰).
    public var finalPosition: Double {
        logDecayPerSecond == -.infinity ? start : start - initialVelocity / logDecayPerSecond
    }

    /// The position at `time`.
    ///
    /// - Parameter time: Seconds since the start; negative and NaN times are treated as 0.
    /// - Returns: The position in the value's units.
    public func position(at time: Double) -> Double {
        let t = time.sanitizedTime
        if t == 0 { return start }
        if t == .infinity || logDecayPerSecond == -.infinity { return finalPosition }
        return start + initialVelocity * expm1(logDecayPerSecond * t) / logDecayPerSecond
    }

    /// The velocity at `time`.
    ///
    /// - Parameter time: Seconds since the start; negative and NaN times are treated as 0.
    /// - Returns: The velocity in units per second.
    public func velocity(at time: Double) -> Double {
        let t = time.sanitizedTime
        if t == 0 { return initialVelocity }
        if t == .infinity || logDecayPerSecond == -.infinity { return 0 }
        return initialVelocity * exp(logDecayPerSecond * t)
    }

    /// Whether the speed has fallen below ``restingSpeed``.
    ///
    /// - Parameter time: Seconds since the start.
    /// - Returns: `true` once |v(time)| < restingSpeed.
    public func isDone(at time: Double) -> Bool {
        abs(velocity(at: time)) < restingSpeed
    }

    /// The time at which the motion passes `position`, if it ever does.
    ///
    /// - Parameter position: A position in the value's units.
    /// - Returns: Seconds since the start; 0 for the start itself; `nil` when the position lies
    ///   behind the start or at or beyond ``finalPosition`` (never quite reached).
    public func time(atPosition position: Double) -> Double? {
        guard position.isFinite else { return nil }
        if position == start { return 0 }
        // Fraction of the total coasting distance, in (0, 1) when the position is reachable.
        let fraction = (position - start) / (finalPosition - start)
        guard fraction > 0, fraction < 1 else { return nil }
        return log1p(-fraction) / logDecayPerSecond
    }

    /// The time at which the speed falls to `speed`.
    ///
    /// - Parameter speed: A speed in units per second, ≥ 0.
    /// - Returns: Seconds since the start; 0 if the motion is already that slow; `nil` for 0 or
    ///   a non-finite speed while the motion is moving (reached only in the limit).
    public func time(atSpeed speed: Double) -> Double? {
        let initialSpeed = abs(initialVelocity)
        if initialSpeed <= speed { return 0 }
        guard speed > 0, speed.isFinite else { return nil }
        if logDecayPerSecond == -.infinity { return 0 }
        return log(speed / initialSpeed) / logDecayPerSecond
    }
}
