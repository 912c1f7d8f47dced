import CardDeckMotion

/// A width and a height, like `CGSize`.
///
/// Dimensions are in points. Negative values are allowed and mean that a rectangle extends to
/// the left of (or above) its origin, as in Core Graphics; ``Rect/standardized`` flips them.
/// NaN and infinite values are stored as given and never trap.
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points; may be negative. Default 0.
    public var width: Double

    /// The vertical extent, in points; may be negative. Default 0.
    public var height: Double

    /// Creates a size from its dimensions.
    ///
    /// - Parameters:
    ///   - width: The horizontal extent, in points; default 0.
    ///   - height: The vertical extent, in points; default 0.
    public init(width: Double = 0, height: Double = 0) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height; also the additive identity.
    public static let zero = Size()

    /// Whether both dimensions are finite (neither NaN nor infinite).
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Size: VectorArithmetic {
    /// Adds two sizes component by component.
    ///
    /// - Parameters:
    ///   - lhs: The first size.
    ///   - rhs: The second size.
    /// - Returns: `(lhs.width + rhs.width, lhs.height + rhs.height)`.
    public static func + (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    /// Subtracts two sizes component by component.
    ///
    /// - Parameters:
    ///   - lhs: The size to subtract from.
    ///   - rhs: The size to subtract.
    /// - Returns: `(lhs.width − rhs.width, lhs.height − rhs.height)`; may be negative.
    public static func - (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    /// Multiplies both dimensions by `factor`.
    ///
    /// - Parameter factor: The scale factor, unitless.
    public mutating func scale(by factor: Double) {
        width *= factor
        height *= factor
    }

    /// `width² + height²`, in points squared.
    public var magnitudeSquared: Double { width * width + height * height }
}
