/// A set of edges of a rectangle, like `UIRectEdge`.
///
/// Used by ``ScreenEdgePanGestureRecognizer`` to say which window edges start a pan.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The bits of the set: 1 top, 2 left, 4 bottom, 8 right.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits; see ``rawValue`` for their meaning.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The top edge (minimum y).
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge (minimum x).
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge (maximum y).
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge (maximum x).
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
