/// A value snapshot of every visual property of a node.
///
/// A node keeps two: the model state, which takes new values at once (even inside an
/// animation), and the presented state, which is what is on screen this frame. They differ only
/// while an animation runs. Hosts and hit-testing read ``ViewNode/presentation``.
public struct VisualState: Hashable, Sendable {
    /// The node's own coordinate space: origin (usually zero) and size, in points.
    public var bounds: Rect = .zero
    /// The centre of the node in its superview's coordinates, in points.
    public var center: Point = .zero
    /// The transform applied around the centre; default identity.
    public var transform: AffineTransform2D = .identity
    /// The opacity, unitless, 0…1; default 1.
    public var alpha: Double = 1
    /// Whether the node and its subtree are hidden; default `false`.
    public var isHidden = false
    /// The fill colour, or `nil` for none (transparent); default `nil`.
    public var backgroundColor: Color?
    /// The corner radius, in points, ≥ 0; default 0.
    public var cornerRadius: Double = 0
    /// Which corners ``cornerRadius`` rounds; default all four.
    public var maskedCorners: CornerMask = .all
    /// Whether subviews are clipped to the bounds (and rounded corners); default `false`.
    public var clipsToBounds = false
    /// The drop shadow; default none.
    public var shadow: Shadow = .none
    /// The border; default none.
    public var border: Border = .none
    /// The text drawn inside the node, or `nil`; default `nil`.
    public var text: TextContent?

    /// Creates the default state: empty bounds at the origin, opaque, visible, no fill.
    public init() {}

    /// The rectangle the node occupies in its superview: the bounds, centred on ``center`` and
    /// transformed, as a bounding box (UIKit's `frame`).
    public var frame: Rect {
        let size = bounds.size
        let local = Rect(
            x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return transform.apply(to: local).offsetBy(dx: center.x, dy: center.y)
    }
}
