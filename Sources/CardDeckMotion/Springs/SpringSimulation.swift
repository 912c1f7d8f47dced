import Foundation

/// The motion of a damped spring from `start` towards `end`, in closed form.
///
/// Positions come from the analytic solution of m·x″ + c·x′ + k·(x − end) = 0 for the under-,
/// critically and overdamped cases, so any instant can be evaluated directly, in any order, at
/// any frame rate, with bit-identical results. A damping ratio within 1e-6 of 1 is treated as
/// critical, which keeps results continuous as the ratio crosses 1.
///
/// `initialVelocity` is absolute (units per second). UIKit's `UISpringTimingParameters` takes a
/// velocity divided by the distance instead; ``init(spring:start:end:relativeInitialVelocity:tolerance:)``
/// converts.
///
/// Bad input: a non-finite `start` or `end` is replaced by the other (both: 0); a non-finite
/// velocity becomes 0; times before 0 or NaN are treated as 0, and `+infinity` gives the rest
/// state.
public struct SpringSimulation: Simulation, Hashable {
    /// The spring's physical parameters.
    public let spring: Spring
    /// The position at time 0, in the value's units.
    public let start: Double
    /// The position the spring comes to rest at, in the value's units.
    public let end: Double
    /// The velocity at time 0, in units per second; positive moves towards larger values.
    public let initialVelocity: Double
    /// How close to `end` the motion must stay to count as done, in the value's units; > 0.
    public let tolerance: Double
    /// The time after which the motion stays within ``tolerance`` of ``end``, in seconds;
    /// `.infinity` for an undamped spring that is not already at rest.
    public let settlingTime: Double

    private let solution: SpringSolution

    /// Creates the motion of `spring` from `start` to `end`.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - start: The position at time 0.
    ///   - end: The resting position.
    ///   - initialVelocity: The velocity at time 0, in units per second; default 0.
    ///   - tolerance: The distance from `end` within which the motion counts as settled, in the
    ///     value's units; default 0.001. NaN, zero or negative values become 0.001.
    public init(
        spring: Spring,
        start: Double,
        end: Double,
        initialVelocity: Double = 0,
        tolerance: Double = 0.001
    ) {
        let start = start.isFinite ? start : (end.isFinite ? end : 0)
        let end = end.isFinite ? end : start
        self.spring = spring
        self.start = start
        self.end = end
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.tolerance = tolerance > 0 ? tolerance : 0.001
        self.solution = SpringSolution(
            spring: spring,
            displacement: start - end,
            velocity: self.initialVelocity
        )
        self.settlingTime = solution.settlingTime(tolerance: self.tolerance)
    }

    /// The position at `time`.
    ///
    /// - Parameter time: Seconds since the start; negative and NaN times are treated as 0.
    /// - Returns: The position in the value's units.
    public func position(at time: Double) -> Double {
        if time == .infinity { return end }
        return end + solution.displacement(at: time.sanitizedTime)
    }

    /// The velocity at `time`.
    ///
    /// - Parameter time: Seconds since the start; negative and NaN times are treated as 0.
    /// - Returns: The velocity in units per second.
    public func velocity(at time: Double) -> Double {
        if time == .infinity { return 0 }
        return solution.velocity(at: time.sanitizedTime)
    }

    /// Whether the motion stays within ``tolerance`` of ``end`` from `time` on.
    ///
    /// - Parameter time: Seconds since the start.
    /// - Returns: `time >= settlingTime`.
    public func isDone(at time: Double) -> Bool {
        time >= settlingTime
    }

    /// The time after which the motion stays within `tolerance` of ``end``.
    ///
    /// Exact, not an envelope estimate: the extrema of the motion are found in closed form and
    /// the last exit from the band is refined by bisection to about 1e-12 s.
    ///
    /// - Parameter tolerance: The half-width of the band around `end`, in the value's units;
    ///   NaN, zero or negative values become 0.001.
    /// - Returns: Seconds since the start; 0 if the motion never leaves the band, `.infinity`
    ///   for an undamped spring that is not at rest.
    public func settlingTime(tolerance: Double) -> Double {
        solution.settlingTime(tolerance: tolerance > 0 ? tolerance : 0.001)
    }
}

extension SpringSimulation {
    /// Creates a spring motion whose initial velocity is given as UIKit gives it: as a fraction
    /// of the distance per second.
    ///
    /// A relative velocity of 2 from 0 to 100 is 200 units per second. When start and end
    /// coincide there is no distance to scale by and the velocity is 0.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - start: The position at time 0.
    ///   - end: The resting position.
    ///   - relativeInitialVelocity: The initial velocity divided by `end − start`, per second.
    ///   - tolerance: The settling band, in the value's units; default 0.001.
    public init(
        spring: Spring,
        start: Double,
        end: Double,
        relativeInitialVelocity: Double,
        tolerance: Double = 0.001
    ) {
        let velocity = relativeInitialVelocity * (end - start)
        self.init(
            spring: spring,
            start: start,
            end: end,
            initialVelocity: velocity.isFinite ? velocity : 0,
            tolerance: tolerance
        )
    }

    /// Converts an absolute velocity into UIKit's relative form: the velocity divided by the
    /// distance still to travel.
    ///
    /// - Parameters:
    ///   - velocity: The velocity, in units per second.
    ///   - start: The current position.
    ///   - end: The target position.
    /// - Returns: `velocity / (end − start)` per second, or 0 when the distance is 0 or the
    ///   result is not finite.
    public static func relativeVelocity(_ velocity: Double, start: Double, end: Double) -> Double {
        let relative = velocity / (end - start)
        return relative.isFinite ? relative : 0
    }
}
