extension ViewNode {
    /// How many nodes of a subtree (the node included) do what a walk over the subtree is
    /// looking for, so the walk can skip every branch without any: presenting or dismissing a
    /// card whose content is 10,000 plain nodes visits the few controllers' views and
    /// recognizers' nodes, not the 10,000.
    struct SubtreeCounts: Hashable, Sendable {
        /// Nodes that are a view controller's view: what appearance callbacks look for.
        var controllerViews: Int32 = 0
        /// Nodes with at least one gesture recognizer: what cancelling touches looks for.
        var recognizerNodes: Int32 = 0
        /// Nodes that act when they enter or leave a window (scroll views stop their motion):
        /// what `notifyWindowChange()` looks for.
        var windowObservers: Int32 = 0

        static func + (lhs: Self, rhs: Self) -> Self {
            Self(
                controllerViews: lhs.controllerViews &+ rhs.controllerViews,
                recognizerNodes: lhs.recognizerNodes &+ rhs.recognizerNodes,
                windowObservers: lhs.windowObservers &+ rhs.windowObservers)
        }

        static prefix func - (counts: Self) -> Self {
            Self(
                controllerViews: -counts.controllerViews, recognizerNodes: -counts.recognizerNodes,
                windowObservers: -counts.windowObservers)
        }

        /// Whether the subtree holds nothing a walk looks for.
        var isEmpty: Bool { controllerViews == 0 && recognizerNodes == 0 && windowObservers == 0 }
    }

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
            expected = expected + subview.subtreeCounts
        }
        return expected == subtreeCounts
    }
}
