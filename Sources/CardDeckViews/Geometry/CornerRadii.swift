/// The radius at each corner of a rounded rectangle, as Core Animation draws a layer's: the
/// corner radius at each masked corner, at most half the rectangle's shorter side, and 0 at
/// the others. Every host draws corners by this one rule.
public struct CornerRadii: Hashable, Sendable {
    /// The top-left radius, in points, ≥ 0.
    public var topLeft: Double
    /// The top-right radius, in points, ≥ 0.
    public var topRight: Double
    /// The bottom-right radius, in points, ≥ 0.
    public var bottomRight: Double
    /// The bottom-left radius, in points, ≥ 0.
    public var bottomLeft: Double

    /// Square corners.
    public static let zero = CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 0)

    /// Creates radii as given.
    ///
    /// - Parameters:
    ///   - topLeft: The top-left radius, in points.
    ///   - topRight: The top-right radius, in points.
    ///   - bottomRight: The bottom-right radius, in points.
    ///   - bottomLeft: The bottom-left radius, in points.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The radii a layer with `radius` and `corners` shows at `size`.
    ///
    /// - Parameters:
    ///   - radius: The corner radius, in points; negative and non-finite values become 0.
    ///   - corners: The corners that are rounded.
    ///   - size: The rectangle's size, in points; negative sides count as 0.
    public init(radius: Double, corners: CornerMask, size: Size) {
        let limit = max(min(size.width, size.height), 0) / 2
        let r = radius.isFinite ? min(max(radius, 0), limit) : 0
        self.init(
            topLeft: corners.contains(.topLeft) ? r : 0,
            topRight: corners.contains(.topRight) ? r : 0,
            bottomRight: corners.contains(.bottomRight) ? r : 0,
            bottomLeft: corners.contains(.bottomLeft) ? r : 0)
    }
}
