import CardDeckMotion

/// A rectangle given by an origin and a size, like `CGRect`.
///
/// Coordinates are in points with UIKit's top-left origin (y grows downwards). A negative width
/// or height is allowed and means the rectangle extends to the left of (or above) its origin, as
/// in Core Graphics: the edge accessors (``minX``, ``maxY``, …) and every operation work on the
/// ``standardized`` rectangle, while ``origin`` and ``size`` keep what was stored, so animating
/// between rectangles stays component-wise.
///
/// There is no null rectangle. A rectangle with any NaN or infinite component is *non-finite*:
/// it has no area (``isEmpty`` is true, it contains and intersects nothing, ``union(_:)``
/// ignores it, ``intersection(_:)`` with it is ``zero``), ``standardized`` and ``integral``
/// return it unchanged, and its edge accessors may be NaN. Nothing traps.
public struct Rect: Hashable, Sendable {
    /// The stored corner, in points; the top-left corner when the size is not negative.
    public var origin: Point

    /// The stored extent, in points; either dimension may be negative.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    ///
    /// - Parameters:
    ///   - origin: The stored corner, in points; default ``Point/zero``.
    ///   - size: The extent, in points; may be negative; default ``Size/zero``.
    public init(origin: Point = .zero, size: Size = .zero) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates and dimensions.
    ///
    /// - Parameters:
    ///   - x: The x coordinate of the origin, in points.
    ///   - y: The y coordinate of the origin, in points.
    ///   - width: The width, in points; may be negative.
    ///   - height: The height, in points; may be negative.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size; also the additive identity.
    public static let zero = Rect()

    /// The smallest x coordinate of the rectangle, in points.
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }

    /// The x coordinate of the centre, in points.
    public var midX: Double { origin.x + size.width / 2 }

    /// The largest x coordinate of the rectangle, in points.
    public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }

    /// The smallest y coordinate (the top edge), in points.
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }

    /// The y coordinate of the centre, in points.
    public var midY: Double { origin.y + size.height / 2 }

    /// The largest y coordinate (the bottom edge), in points.
    public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }

    /// The width of the standardized rectangle, in points; never negative (unless NaN).
    public var width: Double { abs(size.width) }

    /// The height of the standardized rectangle, in points; never negative (unless NaN).
    public var height: Double { abs(size.height) }

    /// The centre point, `(midX, midY)`, in points.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether every component of the origin and size is finite.
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// Whether the rectangle has no area.
    ///
    /// True when the width or the height is zero, or when the rectangle is non-finite. A negative
    /// size is not empty, as in Core Graphics.
    public var isEmpty: Bool { !isFinite || size.width == 0 || size.height == 0 }

    /// Whether a point lies inside the rectangle, with half-open edges like `CGRect.contains`.
    ///
    /// A point on the left or top edge is inside; a point on the right or bottom edge is not, so
    /// rectangles that tile a plane never both contain a point. Empty and non-finite rectangles
    /// contain no point.
    ///
    /// - Parameter point: The point to test, in points.
    /// - Returns: `minX ≤ x < maxX` and `minY ≤ y < maxY`.
    public func contains(_ point: Point) -> Bool {
        isFinite && minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
    }

    /// Whether another rectangle lies entirely inside this one, edges included.
    ///
    /// Every rectangle contains itself. Non-finite rectangles contain, and are contained in,
    /// nothing.
    ///
    /// - Parameter other: The rectangle to test.
    /// - Returns: Whether `other`'s standardized edges lie within this rectangle's edges.
    public func contains(_ other: Rect) -> Bool {
        isFinite && other.isFinite && minX <= other.minX && other.maxX <= maxX
            && minY <= other.minY && other.maxY <= maxY
    }

    /// Whether the two rectangles overlap with a positive area.
    ///
    /// Rectangles that only share an edge or a corner do not intersect, as in Core Graphics.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: Whether ``intersection(_:)`` is not empty.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }
}

extension Rect: VectorArithmetic {
    /// Adds two rectangles component by component (origins and sizes as stored).
    ///
    /// - Parameters:
    ///   - lhs: The first rectangle.
    ///   - rhs: The second rectangle.
    /// - Returns: The rectangle with summed origins and summed sizes.
    public static func + (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }

    /// Subtracts two rectangles component by component (origins and sizes as stored).
    ///
    /// - Parameters:
    ///   - lhs: The rectangle to subtract from.
    ///   - rhs: The rectangle to subtract.
    /// - Returns: The rectangle with subtracted origins and sizes; the size may be negative.
    public static func - (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }

    /// Multiplies the origin and the size by `factor`.
    ///
    /// - Parameter factor: The scale factor, unitless.
    public mutating func scale(by factor: Double) {
        origin.scale(by: factor)
        size.scale(by: factor)
    }

    /// `x² + y² + width² + height²` of the stored components, in points squared.
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}
