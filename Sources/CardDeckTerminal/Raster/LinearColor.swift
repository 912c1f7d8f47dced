import CardDeckViews

/// An opaque colour in the rasterizer: three sRGB channels, 0…1, composited as Core Animation
/// composites (in sRGB, not linear light). Single precision keeps the canvas small; its error
/// is far below the 1/255 a terminal shows.
struct LinearColor: Hashable, Sendable {
    var red: Float
    var green: Float
    var blue: Float

    /// The opaque part of a colour; its alpha is ignored.
    init(_ color: Color) {
        let clamped = color.clamped
        red = Float(clamped.red)
        green = Float(clamped.green)
        blue = Float(clamped.blue)
    }

    init(red: Float, green: Float, blue: Float) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `source` over `self` with coverage `alpha`, 0…1.
    @inline(__always)
    func blended(with source: LinearColor, alpha: Double) -> LinearColor {
        blended(with: source, coverage: Float(alpha))
    }

    /// `source` over `self` with coverage `coverage`, 0…1, in single precision.
    @inline(__always)
    func blended(with source: LinearColor, coverage: Float) -> LinearColor {
        let keep = 1 - coverage
        return LinearColor(
            red: source.red * coverage + red * keep,
            green: source.green * coverage + green * keep,
            blue: source.blue * coverage + blue * keep)
    }

    /// Whether two colours have the same bits, channel by channel: a cheaper test than `==`
    /// for caches, and an exact one, since equal bits blend and convert to equal results.
    @inline(__always)
    func isIdentical(to other: LinearColor) -> Bool {
        (red.bitPattern ^ other.red.bitPattern) | (green.bitPattern ^ other.green.bitPattern)
            | (blue.bitPattern ^ other.blue.bitPattern) == 0
    }

    /// The colour at 8 bits per channel, rounded to nearest.
    var rgb: TerminalRGB {
        @inline(__always) get {
            TerminalRGB(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue))
        }
    }

    @inline(__always)
    private static func byte(_ value: Float) -> UInt8 {
        // Clamped first (NaN becomes 0), so the conversion cannot trap.
        let clamped = value > 0 ? (value < 1 ? value : 1) : 0
        return UInt8(truncatingIfNeeded: Int32(clamped * 255 + 0.5))
    }
}
