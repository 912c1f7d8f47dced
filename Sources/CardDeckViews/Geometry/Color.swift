/// An sRGB colour with straight (non-premultiplied) alpha, like a `UIColor` in the sRGB space.
///
/// Components are unitless, 0…1. The public initializers clamp every component into 0…1 and map
/// NaN to 0 (+∞ becomes 1, −∞ becomes 0), so a colour built from hostile input is always
/// drawable. The `VectorArithmetic` operations do *not* clamp, because the difference of two
/// colours is negative and a spring may overshoot; hosts that draw an animated colour should
/// read ``clamped``. ``premultiplied`` and ``composited(over:)`` clamp their inputs themselves.
public struct Color: Hashable, Sendable {
    /// The red component, 0…1 when built by an initializer.
    public private(set) var red: Double

    /// The green component, 0…1 when built by an initializer.
    public private(set) var green: Double

    /// The blue component, 0…1 when built by an initializer.
    public private(set) var blue: Double

    /// The opacity, 0 (transparent) … 1 (opaque) when built by an initializer.
    public private(set) var alpha: Double

    /// Creates a colour from components stored exactly as given; for arithmetic only.
    init(uncheckedRed red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from straight sRGB components.
    ///
    /// Each component is clamped into 0…1; NaN becomes 0.
    ///
    /// - Parameters:
    ///   - red: The red component, 0…1.
    ///   - green: The green component, 0…1.
    ///   - blue: The blue component, 0…1.
    ///   - alpha: The opacity, 0…1; default 1 (opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(
            uncheckedRed: Color.clamp(red), green: Color.clamp(green), blue: Color.clamp(blue),
            alpha: Color.clamp(alpha))
    }

    /// Creates a grey, like `UIColor(white:alpha:)`.
    ///
    /// - Parameters:
    ///   - white: The brightness, 0 (black) … 1 (white); clamped, NaN becomes 0.
    ///   - alpha: The opacity, 0…1; default 1; clamped, NaN becomes 0.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from a `0xRRGGBB` literal, as design tools write it.
    ///
    /// `Color(hex: 0x1C1C1E)` is red 0x1C/255, green 0x1C/255, blue 0x1E/255. Bits above the
    /// lowest 24 are ignored.
    ///
    /// - Parameters:
    ///   - hex: The red, green and blue bytes, most significant first.
    ///   - alpha: The opacity, 0…1; default 1; clamped, NaN becomes 0.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The colour with every component clamped into 0…1 and NaN mapped to 0.
    ///
    /// Equal to `self` for any colour built by an initializer; differs only after arithmetic.
    public var clamped: Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The clamped components with red, green and blue multiplied by alpha.
    ///
    /// This is how Core Graphics and most compositors store colour; alpha itself is unchanged.
    public var premultiplied: (red: Double, green: Double, blue: Double, alpha: Double) {
        let color = clamped
        return (
            color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha,
            color.alpha
        )
    }

    /// Returns the same colour with another opacity, like `UIColor.withAlphaComponent(_:)`.
    ///
    /// - Parameter alpha: The new opacity, 0…1; clamped, NaN becomes 0.
    /// - Returns: The colour with red, green and blue unchanged (clamped) and the new alpha.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Returns this colour drawn over `background`: Porter-Duff source-over.
    ///
    /// Computed in premultiplied space, `out = src + dst·(1 − αsrc)` for every component, so the
    /// result's alpha is `αsrc + αdst·(1 − αsrc)`; the colour is then converted back to straight
    /// components. A fully transparent result is ``clear``. Both inputs are clamped first.
    ///
    /// - Parameter background: The colour underneath (the destination).
    /// - Returns: The composited colour, with straight components.
    public func composited(over background: Color) -> Color {
        let source = premultiplied
        let destination = background.premultiplied
        let remaining = 1 - source.alpha
        let alpha = source.alpha + destination.alpha * remaining
        guard alpha > 0 else { return .clear }
        return Color(
            red: (source.red + destination.red * remaining) / alpha,
            green: (source.green + destination.green * remaining) / alpha,
            blue: (source.blue + destination.blue * remaining) / alpha,
            alpha: alpha)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}
