import CardDeckMotion

/// A location in a two-dimensional coordinate space, like `CGPoint`.
///
/// Coordinates are in points, with UIKit's orientation: the origin is the top-left corner, x grows
/// to the right and y grows downwards. Any `Double` is accepted; NaN and infinite coordinates are
/// stored as given and never trap, and geometry built from them (see ``Rect``) treats them as
/// having no area.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points; grows to the right. Default 0.
    public var x: Double

    /// The vertical coordinate, in points; grows downwards. Default 0.
    public var y: Double

    /// Creates a point from its coordinates.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate, in points; default 0.
    ///   - y: The vertical coordinate, in points; default 0.
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`; also the additive identity.
    public static let zero = Point()

    /// Whether both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Point: VectorArithmetic {
    /// Adds two points component by component.
    ///
    /// - Parameters:
    ///   - lhs: The first point.
    ///   - rhs: The second point.
    /// - Returns: `(lhs.x + rhs.x, lhs.y + rhs.y)`.
    public static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// Subtracts two points component by component.
    ///
    /// - Parameters:
    ///   - lhs: The point to subtract from.
    ///   - rhs: The point to subtract.
    /// - Returns: `(lhs.x − rhs.x, lhs.y − rhs.y)`, the vector from `rhs` to `lhs`.
    public static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// Multiplies both coordinates by `factor`.
    ///
    /// - Parameter factor: The scale factor, unitless.
    public mutating func scale(by factor: Double) {
        x *= factor
        y *= factor
    }

    /// The squared distance from the origin, `x² + y²`, in points squared.
    public var magnitudeSquared: Double { x * x + y * y }
}
