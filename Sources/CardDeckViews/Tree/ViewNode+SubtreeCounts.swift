extension ViewNode {
    /// Adds `delta` to this node's counts and every ancestor's.
    func adjustSubtreeCounts(by delta: SubtreeCounts) {
        guard !delta.isEmpty else { return }
        var node: ViewNode? = self
        while let current = node {
            current.subtreeCounts = current.subtreeCounts + delta
            node = current.superview
        }
    }
}

extension ViewNode {
    /// The count this node adds below `parent` as an identity boundary: 1 when its ``id``
    /// comes from another numbering than `parent`'s.
    func identityBoundary(under parent: ViewNode) -> SubtreeCounts {
        SubtreeCounts(identityBoundaries: identitySpace === parent.identitySpace ? 0 : 1)
    }

    /// Tells every node in this subtree that acts on window changes that its window changed
    /// (it reads the new one from ``window``), parents first; branches without one are
    /// skipped.
    func notifyWindowChange() {
        if observesWindowChanges { windowDidChange() }
        for subview in subviews where subview.subtreeCounts.windowObservers > 0 {
            subview.notifyWindowChange()
        }
    }

    /// Whether every node's counts in this subtree equal a recount from scratch; for tests.
    package var subtreeCountsAreConsistent: Bool {
        var expected = SubtreeCounts(
            controllerViews: owningController != nil ? 1 : 0,
            recognizerNodes: gestureRecognizers.isEmpty ? 0 : 1,
            windowObservers: observesWindowChanges ? 1 : 0)
        for subview in subviews {
            guard subview.subtreeCountsAreConsistent else { return false }
            expected = expected + subview.subtreeCounts + subview.identityBoundary(under: self)
        }
        return expected == subtreeCounts
    }
}
