import CardDeckMotion
import CardDeckTesting
import Testing

@testable import CardDeckViews

@Suite("Color", .isolatedDiagnostics)
struct ColorTests {
    @Test(
        "Initializers clamp into 0…1 and map NaN to 0",
        arguments: [
            (0.25, 0.25), (-0.5, 0), (1.5, 1), (.nan, 0), (.infinity, 1), (-.infinity, 0),
            (-0.0, 0), (1, 1),
        ] as [(Double, Double)])
    func clamping(input: Double, expected: Double) {
        let color = Color(red: input, green: 0.5, blue: input, alpha: input)
        #expect(color.red == expected && color.blue == expected && color.alpha == expected)
        #expect(color.green == 0.5)
        #expect(Color(white: input).green == expected)
        #expect(Color(white: 0.5, alpha: input).alpha == expected)
        #expect(Color.black.withAlphaComponent(input).alpha == expected)
    }

    @Test("Alpha defaults to opaque; init(white:) sets three equal components")
    func defaults() {
        #expect(Color(red: 0.1, green: 0.2, blue: 0.3).alpha == 1)
        #expect(Color(white: 0.4) == Color(red: 0.4, green: 0.4, blue: 0.4, alpha: 1))
        #expect(Color(hex: 0).alpha == 1)
    }

    @Test(
        "init(hex:) reads 0xRRGGBB and ignores higher bits",
        arguments: [
            (UInt32(0x1C_1C1E), Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)),
            (UInt32(0xFF_3B30), Color(red: 1, green: 59 / 255, blue: 48 / 255)),
            (UInt32(0xAB00_FF00), Color(red: 0, green: 1, blue: 0)),
        ])
    func hex(value: UInt32, expected: Color) {
        #expect(Color(hex: value) == expected)
        #expect(Color(hex: value, alpha: 0.5) == expected.withAlphaComponent(0.5))
    }

    @Test("Named colours have their documented values")
    func named() {
        #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color.clear == Color.zero)
        #expect(Color.black == Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(Color.white == Color(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(Color.systemBackground == .white)
        #expect(Color.label == .black)
        #expect(Color.systemBlue == Color(red: 0, green: 122 / 255, blue: 1))
        #expect(Color.separator.alpha == 0.29)
    }

    @Test("premultiplied multiplies the colour components by alpha")
    func premultiplied() {
        let components = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultiplied
        #expect(components.red == 0.5 && components.green == 0.25 && components.blue == 0)
        #expect(components.alpha == 0.5)
        #expect(Color.white.withAlphaComponent(0).premultiplied.red == 0)
    }

    @Test(
        "composited(over:) is Porter-Duff source-over with straight results",
        arguments: [
            (Color.black.withAlphaComponent(0.5), Color.white, Color(white: 0.5)),
            (Color.clear, Color.systemBlue, Color.systemBlue),
            (
                Color.clear, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3),
                Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3)
            ),
            (Color.systemRed, Color.systemBlue.withAlphaComponent(0.7), Color.systemRed),
            (
                Color(red: 1, green: 0, blue: 0, alpha: 0.5),
                Color(red: 0, green: 0, blue: 1, alpha: 0.5),
                Color(red: 2.0 / 3, green: 0, blue: 1.0 / 3, alpha: 0.75)
            ),
            (Color.white.withAlphaComponent(0.5), Color.clear, Color.white.withAlphaComponent(0.5)),
            (Color.clear, Color.clear, Color.clear),
        ])
    func compositing(source: Color, destination: Color, expected: Color) {
        #expect(source.composited(over: destination).isClose(to: expected))
    }

    @Test(
        "Composited alpha is αs + αd·(1 − αs)",
        arguments: [(0.0, 0.0), (0.2, 0.9), (0.5, 0.5), (1, 0.3), (0.7, 0)])
    func compositedAlpha(sourceAlpha: Double, destinationAlpha: Double) {
        let source = Color(red: 0.9, green: 0.1, blue: 0.3, alpha: sourceAlpha)
        let destination = Color(red: 0.2, green: 0.8, blue: 0.5, alpha: destinationAlpha)
        let alpha = source.composited(over: destination).alpha
        #expect(isClose(alpha, sourceAlpha + destinationAlpha * (1 - sourceAlpha)))
    }

    @Test("Arithmetic does not clamp, so interpolation stays exact; clamped repairs overshoot")
    func arithmeticDoesNotClamp() {
        let difference = Color.black - Color.white
        #expect(difference.red == -1 && difference.alpha == 0)
        #expect(Color.black.interpolated(towards: .white, amount: 0.25) == Color(white: 0.25))
        let overshoot = Color.black.interpolated(towards: Color(white: 0.8), amount: 1.5)
        #expect(isClose(overshoot.red, 1.2))
        #expect(overshoot.clamped == .white)
        #expect((Color.black - Color.white).clamped == .clear)
        #expect(overshoot.premultiplied.red == 1)
    }
}
