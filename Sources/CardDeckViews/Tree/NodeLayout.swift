/// Where a ``ViewNode`` stands in its window's layout: whether it needs layout itself, whether
/// it waits in the window's layout queue, and whether some descendant needs layout (so a
/// layout pass looks below it). Stored inline on the node.
struct NodeLayout {
    /// Whether `layoutSubviews()` should run in the next layout pass.
    var needsLayout = false
    /// Whether the node sits in its window's layout queue.
    var isQueued = false
    /// Whether some descendant needs layout, so `layoutIfNeeded()` must look below.
    var subtreeNeedsLayout = false

    /// Marks `node` as needing layout and queues it in its window, once.
    @MainActor
    static func setNeedsLayout(_ node: ViewNode) {
        node.layoutState.needsLayout = true
        markAncestors(of: node)
        guard let window = node.window, !node.layoutState.isQueued else { return }
        node.layoutState.isQueued = true
        window.layout.enqueue(node)
    }

    /// Lays out `node` if it needs it, then the subviews that need it, parents first; only
    /// the branches that hold a node needing layout are visited.
    @MainActor
    static func layOutIfNeeded(_ node: ViewNode) {
        if node.layoutState.needsLayout {
            node.layoutState.needsLayout = false
            node.layoutSubviews()
        }
        guard node.layoutState.subtreeNeedsLayout else { return }
        node.layoutState.subtreeNeedsLayout = false
        for subview in node.subviews {
            layOutIfNeeded(subview)
        }
    }

    /// Marks every ancestor of `node` as holding a node that needs layout, stopping at the
    /// first that already knows (its own ancestors do too).
    @MainActor
    static func markAncestors(of node: ViewNode) {
        var ancestor = node.superview
        while let current = ancestor, !current.layoutState.subtreeNeedsLayout {
            current.layoutState.subtreeNeedsLayout = true
            ancestor = current.superview
        }
    }
}
