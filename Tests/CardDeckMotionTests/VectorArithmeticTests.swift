import CardDeckMotion
import Testing

@Suite("VectorArithmetic")
struct VectorArithmeticTests {
    @Test("Double scales, measures and interpolates")
    func double() {
        var value = 3.0
        value.scale(by: -2)
        #expect(value == -6)
        #expect(value.magnitudeSquared == 36)
        #expect(4.0.scaled(by: 0) == .zero)
        #expect(2.0.interpolated(towards: 10, amount: 0.25) == 4)
        #expect(2.0.interpolated(towards: 10, amount: 1.5) == 14)
    }

    @Test("Generic code sees the conformance")
    func generic() {
        func midpoint<V: VectorArithmetic>(_ a: V, _ b: V) -> V {
            a.interpolated(towards: b, amount: 0.5)
        }
        #expect(midpoint(-1.0, 3.0) == 1)
    }
}
