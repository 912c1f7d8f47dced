import CardDeckMotion

/// Distances to move each edge of a rectangle inwards, like `UIEdgeInsets`.
///
/// Values are in points. Positive insets shrink a rectangle, negative ones grow it (see
/// ``Rect/inset(by:)``). Insets larger than the rectangle are allowed: the rectangle collapses to
/// zero width or height instead of turning inside out. NaN and infinite values never trap.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge, in points; positive moves it down. Default 0.
    public var top: Double

    /// The inset of the left edge, in points; positive moves it right. Default 0.
    public var left: Double

    /// The inset of the bottom edge, in points; positive moves it up. Default 0.
    public var bottom: Double

    /// The inset of the right edge, in points; positive moves it left. Default 0.
    public var right: Double

    /// Creates insets from the four edges, in UIKit's order.
    ///
    /// - Parameters:
    ///   - top: The top inset, in points; default 0.
    ///   - left: The left inset, in points; default 0.
    ///   - bottom: The bottom inset, in points; default 0.
    ///   - right: The right inset, in points; default 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets with the same value on every edge.
    ///
    /// - Parameter all: The inset of each edge, in points.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// Insets of zero on every edge; also the additive identity.
    public static let zero = EdgeInsets()

    /// The total horizontal inset, `left + right`, in points.
    public var horizontal: Double { left + right }

    /// The total vertical inset, `top + bottom`, in points.
    public var vertical: Double { top + bottom }
}

extension EdgeInsets: VectorArithmetic {
    /// Adds two sets of insets edge by edge.
    ///
    /// - Parameters:
    ///   - lhs: The first insets.
    ///   - rhs: The second insets.
    /// - Returns: The edge-wise sum.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Subtracts two sets of insets edge by edge.
    ///
    /// - Parameters:
    ///   - lhs: The insets to subtract from.
    ///   - rhs: The insets to subtract.
    /// - Returns: The edge-wise difference; may be negative.
    public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top - rhs.top, left: lhs.left - rhs.left,
            bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
    }

    /// Multiplies every edge by `factor`.
    ///
    /// - Parameter factor: The scale factor, unitless.
    public mutating func scale(by factor: Double) {
        top *= factor
        left *= factor
        bottom *= factor
        right *= factor
    }

    /// The sum of the squares of the four insets, in points squared.
    public var magnitudeSquared: Double {
        top * top + left * left + bottom * bottom + right * right
    }
}
