import CardDeckMotion
import CardDeckTesting
import Testing

@testable import CardDeckViews

@Suite("Smooth-start curve for interrupting animations", .isolatedDiagnostics)
struct SmoothStartCurveTests {
    static let curves: [CubicBezierCurve] = [
        CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1), .easeOut, .default, .easeInOut,
    ]

    @Test("Keeps both ends and the end slope, and starts with zero slope", arguments: curves)
    func shape(_ curve: CubicBezierCurve) {
        let smooth = SmoothStartCurve(curve)
        #expect(smooth.value(at: 0) == 0 && smooth.value(at: 1) == 1)
        #expect(smooth.velocity(at: 0) == 0)
        #expect(abs(smooth.velocity(at: 1e-9)) < 1e-4)
        #expect(abs(smooth.velocity(at: 1 - 1e-9) - curve.velocity(at: 1 - 1e-9)) < 1e-6)
        let h = 1e-6
        for x in stride(from: 0.05, through: 0.95, by: 0.1) {
            let numeric = (smooth.value(at: x + h) - smooth.value(at: x - h)) / (2 * h)
            #expect(abs(smooth.velocity(at: x) - numeric) < 1e-5)
        }
    }

    @Test("A linear curve becomes s²(2 − s)")
    func linear() {
        let smooth = SmoothStartCurve(CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1))
        for s in [0.1, 0.5, 0.8] {
            #expect(abs(smooth.value(at: s) - s * s * (2 - s)) < 1e-12)
        }
    }
}
