/// A one-dimensional motion described as a function of time, in the manner of Flutter's
/// `Simulation`: pure, with time passed in rather than read from a clock.
///
/// Times are in seconds since the motion began. Positions are in the value's own units
/// (points, a fraction of progress, …) and velocities in those units per second.
public protocol Simulation: Sendable {
    /// The position at `time`.
    ///
    /// - Parameter time: Seconds since the start; negative and NaN times are treated as 0.
    /// - Returns: The position, finite for finite parameters.
    func position(at time: Double) -> Double

    /// The velocity at `time`.
    ///
    /// - Parameter time: Seconds since the start; negative and NaN times are treated as 0.
    /// - Returns: The velocity in units per second, finite for finite parameters.
    func velocity(at time: Double) -> Double

    /// Whether the motion has come to rest by `time` and stays at rest afterwards.
    ///
    /// - Parameter time: Seconds since the start.
    /// - Returns: `true` once the motion has settled.
    func isDone(at time: Double) -> Bool
}

extension Double {
    /// The time argument every simulation uses: NaN and negative values become 0.
    var sanitizedTime: Double { self > 0 ? self : 0 }
}
