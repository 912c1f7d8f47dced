extension ViewNode {
    /// Adds `node` as the front-most subview, removing it from its current superview first.
    ///
    /// Adding a node to itself or to one of its own descendants would make a cycle: it is
    /// refused with a warning and nothing changes.
    ///
    /// - Parameter node: The node to add.
    public func addSubview(_ node: ViewNode) {
        insertSubview(node, at: subviews.count)
    }

    /// Inserts `node` at `index` in the subviews (0 is the back).
    ///
    /// When the node enters a window, the view controllers whose views are in its subtree get
    /// `viewWillAppear(_:)` before the insertion and `viewDidAppear(_:)` after it.
    ///
    /// - Parameters:
    ///   - node: The node to insert; removed from its current superview first.
    ///   - index: The position, clamped into 0…subviews.count (after the removal).
    public func insertSubview(_ node: ViewNode, at index: Int) {
        NodeHierarchy.insert(node, into: self, at: index)
    }

    /// Inserts `node` just above `sibling`, or at the front if `sibling` is not a subview.
    ///
    /// - Parameters:
    ///   - node: The node to insert.
    ///   - sibling: The subview to insert above.
    public func insertSubview(_ node: ViewNode, aboveSubview sibling: ViewNode) {
        NodeHierarchy.insert(node, into: self, next: sibling, above: true)
    }

    /// Inserts `node` just below `sibling`, or at the back if `sibling` is not a subview.
    ///
    /// - Parameters:
    ///   - node: The node to insert.
    ///   - sibling: The subview to insert below.
    public func insertSubview(_ node: ViewNode, belowSubview sibling: ViewNode) {
        NodeHierarchy.insert(node, into: self, next: sibling, above: false)
    }

    /// Removes the node from its superview. Does nothing if it has none.
    ///
    /// When the node leaves a window, the view controllers whose views are in its subtree get
    /// `viewWillDisappear(_:)` before the removal and `viewDidDisappear(_:)` after it, and the
    /// subtree's gesture recognizers that are tracking touches are cancelled.
    public func removeFromSuperview() { NodeHierarchy.remove(self) }

    /// Moves `node` to the front of the subviews; does nothing if it is not a subview.
    ///
    /// - Parameter node: A subview.
    public func bringSubviewToFront(_ node: ViewNode) {
        guard node.superview === self else { return }
        insertSubview(node, at: subviews.count)
    }

    /// Moves `node` to the back of the subviews; does nothing if it is not a subview.
    ///
    /// - Parameter node: A subview.
    public func sendSubviewToBack(_ node: ViewNode) {
        guard node.superview === self else { return }
        insertSubview(node, at: 0)
    }

    /// Whether this node is `node` or one of its descendants.
    ///
    /// - Parameter node: A possible ancestor.
    /// - Returns: `true` if `node` is this node or an ancestor of it.
    public func isDescendant(of node: ViewNode) -> Bool {
        NodeHierarchy.isDescendant(self, of: node)
    }

    /// Records that `mask` changed, queueing the node for the next commit.
    func markDirty(_ mask: PropertyMask) { CommitPhase.markDirty(self, mask) }
}
