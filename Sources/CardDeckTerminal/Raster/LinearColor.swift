import CardDeckViews

/// An opaque colour in the rasterizer: three sRGB channels, 0…1, composited as Core Animation
/// composites (in sRGB, not linear light).
struct LinearColor: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double

    /// The opaque part of a colour; its alpha is ignored.
    init(_ color: Color) {
        let clamped = color.clamped
        red = clamped.red
        green = clamped.green
        blue = clamped.blue
    }

    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `source` over `self` with coverage `alpha`, 0…1.
    @inline(__always)
    func blended(with source: LinearColor, alpha: Double) -> LinearColor {
        let keep = 1 - alpha
        return LinearColor(
            red: source.red * alpha + red * keep,
            green: source.green * alpha + green * keep,
            blue: source.blue * alpha + blue * keep)
    }

    /// The colour at 8 bits per channel, rounded to nearest.
    var rgb: TerminalRGB {
        TerminalRGB(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue))
    }

    @inline(__always)
    private static func byte(_ value: Double) -> UInt8 {
        UInt8(min(max(value, 0), 1) * 255 + 0.5)
    }
}
