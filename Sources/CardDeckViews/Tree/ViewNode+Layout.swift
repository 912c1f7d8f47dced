extension ViewNode {
    /// Marks the node as needing layout; its window lays it out in the next frame's layout
    /// phase (or at once through ``layoutIfNeeded()``).
    public func setNeedsLayout() { NodeLayout.setNeedsLayout(self) }

    /// Lays out the node now if it needs layout, then any of its subviews that need it,
    /// parents before children (as `UIView.layoutIfNeeded()`).
    ///
    /// Only the branches that hold a node needing layout are visited, so calling it on a large
    /// subtree where nothing changed costs one check, not a walk of every node.
    public func layoutIfNeeded() { NodeLayout.layOutIfNeeded(self) }
}
