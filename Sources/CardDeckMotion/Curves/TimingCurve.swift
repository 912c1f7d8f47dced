/// A mapping from the elapsed fraction of an animation's duration to the fraction of its
/// change, as Core Animation's `CAMediaTimingFunction` and CSS easing functions are.
///
/// Both input and output are unitless. Inside 0…1 a curve starts at (0, 0) and ends at (1, 1);
/// outside 0…1 it continues along its end tangents, so an animation that is scrubbed or
/// continued past its ends moves on without a jump.
public protocol TimingCurve: Sendable {
    /// The fraction of the change completed at a fraction `x` of the duration.
    ///
    /// - Parameter x: The elapsed fraction of the duration, unitless; 0…1 inside the curve,
    ///   extrapolated linearly outside it. NaN is treated as 0.
    /// - Returns: The completed fraction of the change; 0 at `x` 0 and 1 at `x` 1. Curves whose
    ///   control points leave 0…1 in y overshoot that range inside the curve.
    func value(at x: Double) -> Double

    /// The slope of the curve at a fraction `x` of the duration: the rate of change of the
    /// completed fraction per unit of elapsed fraction.
    ///
    /// Multiply by `distance / duration` to get a velocity in units per second.
    ///
    /// - Parameter x: The elapsed fraction of the duration, unitless. NaN is treated as 0.
    /// - Returns: d value / d x, unitless and always finite.
    func velocity(at x: Double) -> Double
}
