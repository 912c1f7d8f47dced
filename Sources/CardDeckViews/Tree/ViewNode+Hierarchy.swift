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
        guard canAdopt(node) else { return }
        // The focus ring, and the software keyboard in front of it, stay in front of
        // everything else the root holds.
        defer { hostedWindow?.keepOverlaysInFront() }
        if node.superview === self, let current = subviews.firstIndex(where: { $0 === node }) {
            // Reordering within the same superview is an order change, not a remove/insert.
            subviews.remove(at: current)
            subviews.insert(node, at: min(max(index, 0), subviews.count))
            markDirty(.subviewOrder)
            return
        }
        // Leaving another window is a disappearance; a move within this window is not.
        if node.window !== window { node.removeFromSuperview() }
        let entersWindow = window != nil && node.window !== window
        if entersWindow { SubtreeCounts.beginAppearance(in: node, true) }
        node.detachFromSuperview()
        let position = min(max(index, 0), subviews.count)
        subviews.insert(node, at: position)
        node.superview = self
        SubtreeCounts.add(
            node.subtreeCounts + SubtreeCounts.boundary(of: node, under: self), from: self)
        let needsLayout = node.layoutState.needsLayout || node.layoutState.subtreeNeedsLayout
        if needsLayout { NodeLayout.markAncestors(of: node) }
        // A subtree entering a window is laid out where it needs it, found by the layout
        // flags, without a walk of every node now.
        if entersWindow, needsLayout { window?.layout.enqueueSubtree(node) }
        if entersWindow, let window { window.nodeIdentities.adopt(node) }
        window?.commits.recordInsert(node, into: self, at: position)
        if entersWindow, node.subtreeCounts.windowObservers > 0 {
            SubtreeCounts.notifyWindowChange(in: node)
        }
        if entersWindow { SubtreeCounts.endAppearance(in: node) }
    }

    /// Inserts `node` just above `sibling`, or at the front if `sibling` is not a subview.
    ///
    /// - Parameters:
    ///   - node: The node to insert.
    ///   - sibling: The subview to insert above.
    public func insertSubview(_ node: ViewNode, aboveSubview sibling: ViewNode) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(node, at: index - (node.superview === self && isBelow(node, index) ? 1 : 0))
    }

    /// Inserts `node` just below `sibling`, or at the back if `sibling` is not a subview.
    ///
    /// - Parameters:
    ///   - node: The node to insert.
    ///   - sibling: The subview to insert below.
    public func insertSubview(_ node: ViewNode, belowSubview sibling: ViewNode) {
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(node, at: index - (node.superview === self && isBelow(node, index) ? 1 : 0))
    }

    /// Removes the node from its superview. Does nothing if it has none.
    ///
    /// When the node leaves a window, the view controllers whose views are in its subtree get
    /// `viewWillDisappear(_:)` before the removal and `viewDidDisappear(_:)` after it, and the
    /// subtree's gesture recognizers that are tracking touches are cancelled.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        let leavesWindow = oldWindow != nil
        if leavesWindow { SubtreeCounts.beginAppearance(in: self, false) }
        if leavesWindow { SubtreeCounts.cancelGestures(in: self) }
        detachFromSuperview()
        if leavesWindow, subtreeCounts.windowObservers > 0 {
            SubtreeCounts.notifyWindowChange(in: self)
        }
        // As in UIKit, a first responder that leaves the window resigns (the keyboard hides).
        oldWindow?.keyboard.validateFirstResponder()
        if leavesWindow { SubtreeCounts.endAppearance(in: self) }
    }

    /// Removes the node from its superview without appearance callbacks.
    private func detachFromSuperview() {
        guard let parent = superview, let index = parent.subviews.firstIndex(where: { $0 === self })
        else { return }
        let oldWindow = window
        parent.subviews.remove(at: index)
        superview = nil
        // Only the nodes leaving remember a window that is wrong now; those of other windows
        // keep theirs.
        oldWindow?.structureStamp &+= 1
        SubtreeCounts.add(
            -(subtreeCounts + SubtreeCounts.boundary(of: self, under: parent)), from: parent)
        oldWindow?.commits.recordRemove(self, from: parent)
    }

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
        var current: ViewNode? = self
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.superview
        }
        return false
    }

    /// Whether `node` currently sits before `index` among the subviews.
    private func isBelow(_ node: ViewNode, _ index: Int) -> Bool {
        (subviews.firstIndex { $0 === node } ?? Int.max) < index
    }

    private func canAdopt(_ node: ViewNode) -> Bool {
        if isDescendant(of: node) {
            Diagnostics.warn(
                "ViewNode \(id): refused to add \(node.id), which is the node itself or one of "
                    + "its ancestors; the tree is unchanged")
            return false
        }
        if node.window?.root === node {
            Diagnostics.warn("ViewNode \(id): refused to adopt the root of a window, \(node.id)")
            return false
        }
        return true
    }

    /// Records that `mask` changed, queueing the node for the next commit.
    func markDirty(_ mask: PropertyMask) { CommitPhase.markDirty(self, mask) }
}
