import CardDeckViews

/// What one node draws in a frame, captured from its presented values: a value that no longer
/// refers to the tree, so a frame can be written (and rewritten) later.
struct SVGElement: Hashable, Sendable {
    /// The node's accessibility identifier, written as `data-name` to help reading goldens.
    var name: String?
    /// The node's opacity, 0…1; the whole subtree fades with it.
    var opacity: Double
    /// The mapping from the drawing space of ``shape`` to window space, or `nil` when the
    /// drawing space is window space (the node is only translated, the common case).
    var transform: AffineTransform2D?
    /// The node's outline in the drawing space, or `nil` when it has no area.
    var shape: SVGShape?
    /// The fill, or `nil` when there is nothing to fill.
    var fill: Color?
    /// The drop shadow, or `nil` when it has no opacity.
    var shadow: Shadow?
    /// The border, or `nil` when it has no width.
    var border: Border?
    /// The text, or `nil` when there is none (or it is empty).
    var text: TextContent?
    /// Whether text and children are clipped to ``shape``.
    var clips: Bool
    /// The visible subviews' elements, back to front.
    var children: [SVGElement]
}
