import CardDeckMotion

/// Component-wise arithmetic on the straight RGBA components, so a colour can be animated.
///
/// Nothing here clamps: differences are negative and springs overshoot. Interpolating between
/// two valid colours with an amount in 0…1 always gives a valid colour; read ``Color/clamped``
/// to draw anything else.
extension Color: VectorArithmetic {
    /// All four components 0, equal to ``clear``; the additive identity.
    public static let zero = Color(uncheckedRed: 0, green: 0, blue: 0, alpha: 0)

    /// Adds two colours component by component, without clamping.
    ///
    /// - Parameters:
    ///   - lhs: The first colour.
    ///   - rhs: The second colour.
    /// - Returns: The component-wise sum; may exceed 1.
    public static func + (lhs: Color, rhs: Color) -> Color {
        Color(
            uncheckedRed: lhs.red + rhs.red, green: lhs.green + rhs.green,
            blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }

    /// Subtracts two colours component by component, without clamping.
    ///
    /// - Parameters:
    ///   - lhs: The colour to subtract from.
    ///   - rhs: The colour to subtract.
    /// - Returns: The component-wise difference; may be negative.
    public static func - (lhs: Color, rhs: Color) -> Color {
        Color(
            uncheckedRed: lhs.red - rhs.red, green: lhs.green - rhs.green,
            blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }

    /// Multiplies all four components by `factor`, without clamping.
    ///
    /// - Parameter factor: The scale factor, unitless.
    public mutating func scale(by factor: Double) {
        self = Color(
            uncheckedRed: red * factor, green: green * factor, blue: blue * factor,
            alpha: alpha * factor)
    }

    /// `red² + green² + blue² + alpha²`.
    public var magnitudeSquared: Double {
        red * red + green * green + blue * blue + alpha * alpha
    }
}
