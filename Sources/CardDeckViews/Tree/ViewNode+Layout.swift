extension ViewNode {
    /// Marks the node as needing layout; its window lays it out in the next frame's layout
    /// phase (or at once through ``layoutIfNeeded()``).
    public func setNeedsLayout() {
        needsLayout = true
        guard let window, !isQueuedForLayout else { return }
        isQueuedForLayout = true
        window.enqueueLayout(self)
    }

    /// Lays out the node now if it needs layout, then any of its subviews that need it,
    /// parents before children (as `UIView.layoutIfNeeded()`).
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews {
            subview.layoutIfNeeded()
        }
    }
}
