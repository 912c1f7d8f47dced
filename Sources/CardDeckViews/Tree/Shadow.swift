/// A drop shadow drawn behind a node's shape, as `CALayer`'s shadow properties describe it.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour; default black.
    public var color: Color
    /// The shadow's opacity, unitless, 0…1; default 0 (no shadow, as in Core Animation).
    public var opacity: Double
    /// The blur radius, in points, ≥ 0; default 3.
    public var radius: Double
    /// The offset of the shadow from the shape, in points; default (0, −3) as in Core Animation.
    public var offset: Point

    /// Creates a shadow.
    ///
    /// - Parameters:
    ///   - color: The colour; default black.
    ///   - opacity: The opacity, 0…1 (clamped; NaN becomes 0); default 0.
    ///   - radius: The blur radius in points, ≥ 0 (negative and NaN become 0); default 3.
    ///   - offset: The offset in points; default (0, −3).
    public init(
        color: Color = .black,
        opacity: Double = 0,
        radius: Double = 3,
        offset: Point = Point(x: 0, y: -3)
    ) {
        self.color = color
        self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        self.radius = radius > 0 && radius.isFinite ? radius : 0
        self.offset = offset.isFinite ? offset : Point(x: 0, y: -3)
    }

    /// No shadow: opacity 0.
    public static let none = Shadow()
}
