/// A timing curve defined, as in CSS and Core Animation, by a cubic Bézier from (0, 0) to (1, 1)
/// with two control points.
///
/// `value(at:)` solves x(t) = x for the curve parameter t (Newton's method inside a bisection
/// bracket, to 1e-14 in x) and returns y(t), so values match the exact curve to about 1e-12.
/// Outside 0…1 the curve continues along its end tangents as the CSS Easing specification
/// requires.
///
/// Bad input: `x1` and `x2` are clamped into 0…1 (outside that range x would not be a function
/// of t); if any control point is NaN or infinite the curve falls back to ``LinearCurve``
/// behaviour (control points 0, 0, 1, 1).
public struct CubicBezierCurve: TimingCurve, Hashable {
    /// The largest slope `velocity(at:)` reports, unitless; a vertical tangent reports this.
    public static let maximumSlope = 1.0e6

    /// The x coordinate of the first control point, unitless, 0…1.
    public let x1: Double
    /// The y coordinate of the first control point, unitless, any finite value.
    public let y1: Double
    /// The x coordinate of the second control point, unitless, 0…1.
    public let x2: Double
    /// The y coordinate of the second control point, unitless, any finite value.
    public let y2: Double

    /// Creates a curve from its two control points.
    ///
    /// - Parameters:
    ///   - x1: x of the first control point; clamped into 0…1.
    ///   - y1: y of the first control point; any finite value (outside 0…1 the curve overshoots).
    ///   - x2: x of the second control point; clamped into 0…1.
    ///   - y2: y of the second control point; any finite value.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let isFinite = x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite
        self.x1 = isFinite ? min(max(x1, 0), 1) : 0
        self.y1 = isFinite ? y1 : 0
        self.x2 = isFinite ? min(max(x2, 0), 1) : 1
        self.y2 = isFinite ? y2 : 1
    }

    /// The completed fraction at a fraction `x` of the duration: y(t) where x(t) = `x`.
    ///
    /// - Parameter x: The elapsed fraction, unitless; outside 0…1 the end tangents continue
    ///   the curve; NaN is treated as 0.
    /// - Returns: The completed fraction; exact to about 1e-12 inside 0…1.
    public func value(at x: Double) -> Double {
        let x = x.isNaN ? 0 : x
        if x < 0 {
            let slope = startSlope
            return slope == 0 ? 0 : slope * x
        }
        if x > 1 {
            let slope = endSlope
            return slope == 0 ? 1 : 1 + slope * (x - 1)
        }
        if isIdentity { return x }
        return Self.bezier(parameter(forProgress: x), y1, y2)
    }

    /// The slope dy/dx at a fraction `x` of the duration.
    ///
    /// Where x′(t) vanishes at an end, the limit is taken from higher derivatives; a vertical
    /// tangent reports ``maximumSlope``.
    ///
    /// - Parameter x: The elapsed fraction, unitless; NaN is treated as 0.
    /// - Returns: The slope, unitless, within ±``maximumSlope``.
    public func velocity(at x: Double) -> Double {
        let x = x.isNaN ? 0 : x
        if x < 0 { return startSlope }
        if x > 1 { return endSlope }
        if isIdentity { return 1 }
        return slope(atParameter: parameter(forProgress: x))
    }

    /// The curve parameter t at which x(t) equals `x`, for `x` in 0…1.
    ///
    /// x(t) never decreases because both control x values lie in 0…1, so a bracket [lo, hi]
    /// always holds the root: Newton steps that leave it, or a flat derivative, fall back to
    /// bisection, which bounds the work at about 50 iterations even for steep curves.
    func parameter(forProgress x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var low = 0.0
        var high = 1.0
        var t = x
        for _ in 0..<100 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-14 { return t }
            if error > 0 { high = t } else { low = t }
            let derivative = Self.firstDerivative(t, x1, x2)
            var next = t - error / derivative
            if !(derivative > 1e-12) || !(next > low && next < high) {
                next = 0.5 * (low + high)
            }
            if next == t { return t }
            t = next
        }
        return t
    }

    private var isIdentity: Bool { x1 == y1 && x2 == y2 }

    /// Slope of the tangent through P0 used before x = 0 (CSS: through P1, else P2, else flat).
    private var startSlope: Double {
        if x1 > 0 { return Self.clampSlope(y1 / x1) }
        if x2 > 0 { return Self.clampSlope(y2 / x2) }
        return 0
    }

    /// Slope of the tangent through P3 used after x = 1 (CSS: through P2, else P1, else flat).
    private var endSlope: Double {
        if x2 < 1 { return Self.clampSlope((y2 - 1) / (x2 - 1)) }
        if x1 < 1 { return Self.clampSlope((y1 - 1) / (x1 - 1)) }
        return 0
    }

    /// dy/dx at parameter t; where x′ vanishes the limit is taken from higher derivatives.
    private func slope(atParameter t: Double) -> Double {
        let dx = Self.firstDerivative(t, x1, x2)
        let dy = Self.firstDerivative(t, y1, y2)
        if dx > 0 { return Self.clampSlope(dy / dx) }
        if dy != 0 { return dy > 0 ? Self.maximumSlope : -Self.maximumSlope }
        let ddx = Self.secondDerivative(t, x1, x2)
        let ddy = Self.secondDerivative(t, y1, y2)
        if ddx != 0 { return Self.clampSlope(ddy / ddx) }
        if ddy != 0 { return ddy > 0 ? Self.maximumSlope : -Self.maximumSlope }
        // x′, x″, y′ and y″ all vanish together only on the identity curve, handled earlier.
        return 1
    }

    private static func clampSlope(_ slope: Double) -> Double {
        min(max(slope, -maximumSlope), maximumSlope)
    }

    /// One coordinate of the Bézier from 0 to 1 with inner control values `p1`, `p2`.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// First derivative in Bernstein form, exact where an end tangent is flat.
    private static func firstDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * (s * s * p1 + 2 * s * t * (p2 - p1) + t * t * (1 - p2))
    }

    private static func secondDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        6 * ((1 - t) * (p2 - 2 * p1) + t * (1 - 2 * p2 + p1))
    }
}

extension TimingCurve where Self == CubicBezierCurve {
    /// Slow start, fast finish: (0.42, 0, 1, 1), CSS `ease-in`, Core Animation `.easeIn`.
    public static var easeIn: CubicBezierCurve { CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1) }

    /// Fast start, slow finish: (0, 0, 0.58, 1), CSS `ease-out`, Core Animation `.easeOut`.
    public static var easeOut: CubicBezierCurve { CubicBezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1) }

    /// Slow at both ends: (0.42, 0, 0.58, 1), CSS `ease-in-out`, Core Animation `.easeInEaseOut`.
    public static var easeInOut: CubicBezierCurve {
        CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    }

    /// The default curve: (0.25, 0.1, 0.25, 1), CSS `ease`, Core Animation `.default`.
    public static var `default`: CubicBezierCurve {
        CubicBezierCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    }
}
