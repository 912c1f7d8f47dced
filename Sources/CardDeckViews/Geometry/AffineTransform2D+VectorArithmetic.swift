import CardDeckMotion

/// Component-wise arithmetic on the six entries, so a transform can be animated.
///
/// The additive identity ``zero`` has all six entries 0 and is *not* ``identity``. Interpolating
/// entry by entry is what Core Animation does for a plain `transform` key path: between two
/// rotations the intermediate matrices shrink, so animate an angle instead when that matters.
extension AffineTransform2D: VectorArithmetic {
    /// The transform with all six entries 0; the additive identity, not ``identity``.
    public static let zero = AffineTransform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)

    /// Adds two transforms entry by entry.
    ///
    /// - Parameters:
    ///   - lhs: The first transform.
    ///   - rhs: The second transform.
    /// - Returns: The entry-wise sum (not a concatenation).
    public static func + (lhs: AffineTransform2D, rhs: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: lhs.a + rhs.a, b: lhs.b + rhs.b, c: lhs.c + rhs.c, d: lhs.d + rhs.d,
            tx: lhs.tx + rhs.tx, ty: lhs.ty + rhs.ty)
    }

    /// Subtracts two transforms entry by entry.
    ///
    /// - Parameters:
    ///   - lhs: The transform to subtract from.
    ///   - rhs: The transform to subtract.
    /// - Returns: The entry-wise difference.
    public static func - (lhs: AffineTransform2D, rhs: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: lhs.a - rhs.a, b: lhs.b - rhs.b, c: lhs.c - rhs.c, d: lhs.d - rhs.d,
            tx: lhs.tx - rhs.tx, ty: lhs.ty - rhs.ty)
    }

    /// Multiplies all six entries by `factor`.
    ///
    /// - Parameter factor: The scale factor, unitless.
    public mutating func scale(by factor: Double) {
        a *= factor
        b *= factor
        c *= factor
        d *= factor
        tx *= factor
        ty *= factor
    }

    /// The sum of the squares of the six entries.
    public var magnitudeSquared: Double {
        a * a + b * b + c * c + d * d + tx * tx + ty * ty
    }
}
