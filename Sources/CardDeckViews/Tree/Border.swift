/// A line drawn along the inside of a node's rounded shape, as `CALayer`'s border is.
public struct Border: Hashable, Sendable {
    /// The line width, in points, ≥ 0; default 0 (no border).
    public var width: Double
    /// The line colour; default black.
    public var color: Color

    /// Creates a border.
    ///
    /// - Parameters:
    ///   - width: The width in points, ≥ 0 (negative and NaN become 0); default 0.
    ///   - color: The colour; default black.
    public init(width: Double = 0, color: Color = .black) {
        self.width = width > 0 && width.isFinite ? width : 0
        self.color = color
    }

    /// No border: width 0.
    public static let none = Border()
}
