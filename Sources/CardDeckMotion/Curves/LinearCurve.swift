/// The identity timing curve: the completed fraction equals the elapsed fraction.
///
/// Equivalent to `CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)` but evaluated without solving.
public struct LinearCurve: TimingCurve, Hashable {
    /// Creates the linear curve.
    public init() {}

    /// Returns `x` itself (NaN becomes 0).
    ///
    /// - Parameter x: The elapsed fraction of the duration, unitless.
    /// - Returns: `x`.
    public func value(at x: Double) -> Double {
        x.isNaN ? 0 : x
    }

    /// Returns 1 everywhere.
    ///
    /// - Parameter x: The elapsed fraction of the duration (ignored).
    /// - Returns: 1.
    public func velocity(at x: Double) -> Double {
        1
    }
}

extension TimingCurve where Self == LinearCurve {
    /// Constant speed from start to end (CSS `linear`, Core Animation `.linear`).
    public static var linear: LinearCurve { LinearCurve() }
}
