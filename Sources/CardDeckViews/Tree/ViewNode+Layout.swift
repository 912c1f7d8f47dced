extension ViewNode {
    /// Marks the node as needing layout; its window lays it out in the next frame's layout
    /// phase (or at once through ``layoutIfNeeded()``).
    public func setNeedsLayout() {
        needsLayout = true
        markAncestorsForLayout()
        guard let window, !isQueuedForLayout else { return }
        isQueuedForLayout = true
        window.layout.enqueue(self)
    }

    /// Lays out the node now if it needs layout, then any of its subviews that need it,
    /// parents before children (as `UIView.layoutIfNeeded()`).
    ///
    /// Only the branches that hold a node needing layout are visited, so calling it on a large
    /// subtree where nothing changed costs one check, not a walk of every node.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        for subview in subviews {
            subview.layoutIfNeeded()
        }
    }

    /// Marks every ancestor as holding a node that needs layout, stopping at the first that
    /// already knows (its own ancestors do too).
    func markAncestorsForLayout() {
        var node = superview
        while let current = node, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            node = current.superview
        }
    }
}
