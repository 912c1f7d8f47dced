/// How a ``ViewNode`` takes pointer input: whether it takes any, whether touches pass through
/// the node itself or stop at it, and the hit-test that finds the node under a point. Stored inline on the
/// node.
package struct NodeInteraction {
    /// Whether the node and its subtree take pointer input.
    var isEnabled = true
    /// Whether hit-testing passes through the node itself while still reaching its subviews;
    /// a non-modal sheet's container sets it so touches outside the card reach the controller
    /// behind.
    package var passesTouchesThrough = false
    /// Whether touches that land in the subtree stop at the node; see
    /// ``ViewNode/isolatesTouches``.
    var isolatesTouches = false

    /// Sets whether `node` takes pointer input, and marks it for commit: hosts read it with
    /// the accessibility properties.
    @MainActor
    static func setEnabled(_ isEnabled: Bool, on node: ViewNode) {
        node.interaction.isEnabled = isEnabled
        node.markDirty(.accessibility)
    }

    /// The front-most node of `node`'s subtree under `point` that accepts input, with the
    /// rules of ``ViewNode/hitTest(_:)``.
    ///
    /// - Parameters:
    ///   - node: The top of the subtree.
    ///   - point: A point in `node`'s presented bounds coordinates.
    /// - Returns: The node hit, or `nil`.
    @MainActor
    static func hitTest(_ node: ViewNode, at point: Point) -> ViewNode? {
        let state = node.presented
        guard !state.isHidden, state.alpha >= 0.01, node.interaction.isEnabled,
            node.point(inside: point)
        else { return nil }
        for subview in node.subviews.reversed() {
            if let hit = hitTest(subview, at: subview.presented.pointInBounds(point)) {
                return hit
            }
        }
        return node.interaction.passesTouchesThrough ? nil : node
    }
}
