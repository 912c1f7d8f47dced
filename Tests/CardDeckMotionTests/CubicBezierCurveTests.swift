import Testing

@testable import CardDeckMotion

@Suite("Cubic Bézier timing curves")
struct CubicBezierCurveTests {
    @Test("Matches the exact reference value within 1e-9", arguments: bezierVectors)
    func matchesExactValue(_ vector: BezierVector) {
        let value = vector.curve.value(at: vector.x)
        #expect(abs(value - vector.exact) <= 1e-9, "got \(value), exact \(vector.exact)")
    }

    @Test("Agrees with WebKit's solver to its own 1e-7 epsilon", arguments: bezierVectors)
    func agreesWithWebKit(_ vector: BezierVector) {
        #expect(abs(vector.curve.value(at: vector.x) - vector.webKit) <= 1e-6)
    }

    static let namedRows: [(CubicBezierCurve, [Double])] = [
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ]

    @Test("Named curves have the documented control points", arguments: namedRows)
    func namedCurves(_ curve: CubicBezierCurve, _ points: [Double]) {
        #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points)
    }

    @Test(
        "x → t is monotone and y is monotone for curves inside the unit square",
        arguments: [CubicBezierCurve.easeIn, .easeOut, .easeInOut, .default, .steep, .overshoot])
    func monotoneOnAGrid(_ curve: CubicBezierCurve) {
        let isInsideUnitSquare = (0...1).contains(curve.y1) && (0...1).contains(curve.y2)
        var previousT = -1.0
        var previousY = -1.0
        for i in 0...10_000 {
            let x = Double(i) / 10_000
            let t = curve.parameter(forProgress: x)
            #expect(t >= previousT, "t decreased at x=\(x)")
            previousT = t
            let y = curve.value(at: x)
            if isInsideUnitSquare {
                #expect(y >= previousY, "y decreased at x=\(x)")
            }
            previousY = y
        }
    }

    /// (curve, x, expected value, expected slope)
    static let extrapolationRows: [(CubicBezierCurve, Double, Double, Double)] = [
        (.default, -0.5, -0.2, 0.4),  // through P1: 0.1 / 0.25
        (.default, 1.5, 1.0, 0),  // y2 = 1 = P3.y: flat
        (.easeIn, -1, 0, 0),  // P1 = (0.42, 0): flat
        (.easeIn, 2, 1 + 1 / 0.58, 1 / 0.58),  // x2 = 1, so through P1: (0 − 1) / (0.42 − 1)
        (.easeOut, -1, -1 / 0.58, 1 / 0.58),  // x1 = 0, so through P2: 1 / 0.58
        (.overshoot, -0.1, -0.1 * 1.56 / 0.34, 1.56 / 0.34),
        (CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1), 3, 3, 1),
    ]

    @Test("Outside 0…1 the curve follows the CSS end tangents", arguments: extrapolationRows)
    func extrapolation(_ curve: CubicBezierCurve, _ x: Double, _ value: Double, _ slope: Double) {
        #expect(abs(curve.value(at: x) - value) < 1e-12)
        #expect(abs(curve.velocity(at: x) - slope) < 1e-12)
    }

    @Test(
        "Velocity is the derivative of value",
        arguments: [CubicBezierCurve.easeIn, .easeOut, .easeInOut, .default, .steep, .overshoot])
    func velocityIsDerivative(_ curve: CubicBezierCurve) {
        let h = 1e-6
        for x in stride(from: 0.02, through: 0.98, by: 0.04) {
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(abs(curve.velocity(at: x) - numeric) < 1e-4 * max(1, abs(numeric)))
        }
    }

    /// (curve, x, expected slope)
    static let endVelocityRows: [(CubicBezierCurve, Double, Double)] = [
        (.easeOut, 0.0, 1 / 0.58),  // x′(0) = y′(0) = 0: y″/x″
        (.easeIn, 1.0, 1 / 0.58),
        (.easeInOut, 0.0, 0.0),
        (.default, 1.0, 0.0),
        (CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1), 0.0, 1.0),
        // x = t³ but y ≈ 0.9t²: a vertical tangent, reported as the largest slope.
        (CubicBezierCurve(x1: 0, y1: 0, x2: 0, y2: 0.3), 0.0, CubicBezierCurve.maximumSlope),
        (CubicBezierCurve(x1: 1, y1: 0.3, x2: 0, y2: 0.7), 0.5, CubicBezierCurve.maximumSlope),
        (CubicBezierCurve(x1: 0, y1: 1, x2: 0, y2: 1), 0.0, CubicBezierCurve.maximumSlope),
    ]

    @Test("Velocity at the ends is the finite limit where x′ vanishes", arguments: endVelocityRows)
    func endVelocity(_ curve: CubicBezierCurve, _ x: Double, _ expected: Double) {
        let velocity = curve.velocity(at: x)
        #expect(abs(velocity - expected) < 1e-9 * max(1, expected), "got \(velocity)")
    }

    @Test("Linear is the identity and LinearCurve agrees with the Bézier form")
    func linear() {
        let bezier = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
        for x in [-1.0, 0, 0.123, 0.5, 0.999, 1, 2.5] {
            #expect(LinearCurve.linear.value(at: x) == x)
            #expect(abs(bezier.value(at: x) - x) < 1e-12)
        }
        #expect(LinearCurve.linear.velocity(at: 0.3) == 1)
    }

    @Test("Non-finite control points fall back to linear; x out of 0…1 is clamped")
    func badControlPoints() {
        let nan = CubicBezierCurve(x1: .nan, y1: 0.2, x2: 0.5, y2: .infinity)
        #expect([nan.x1, nan.y1, nan.x2, nan.y2] == [0, 0, 1, 1])
        #expect(abs(nan.value(at: 0.3) - 0.3) < 1e-12)
        let clamped = CubicBezierCurve(x1: -2, y1: 0.5, x2: 7, y2: 0.5)
        #expect(clamped.x1 == 0 && clamped.x2 == 1)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(clamped.value(at: x).isFinite)
        }
    }

    @Test("NaN input reads as 0 and infinite input extrapolates without NaN")
    func badInput() {
        for curve in [CubicBezierCurve.default, .easeIn, .overshoot] {
            #expect(curve.value(at: .nan) == 0)
            #expect(!curve.value(at: .infinity).isNaN)
            #expect(!curve.value(at: -.infinity).isNaN)
            #expect(curve.velocity(at: .nan).isFinite)
        }
        #expect(CubicBezierCurve.easeIn.value(at: -.infinity) == 0)
        #expect(CubicBezierCurve.default.value(at: .infinity) == 1)
    }
}
