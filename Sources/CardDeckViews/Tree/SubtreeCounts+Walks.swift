extension SubtreeCounts {
    /// Adds `delta` to the counts of `node` and of every ancestor.
    ///
    /// - Parameters:
    ///   - delta: The change; nothing happens when it is empty.
    ///   - node: The lowest node whose subtree changed, or `nil`.
    @MainActor
    static func add(_ delta: SubtreeCounts, from node: ViewNode?) {
        guard !delta.isEmpty else { return }
        var node = node
        while let current = node {
            current.subtreeCounts = current.subtreeCounts + delta
            node = current.superview
        }
    }

    /// Counts `node` as a controller's view, or no longer, after its owning controller
    /// changed from `old`.
    @MainActor
    static func controllerDidChange(on node: ViewNode, from old: ViewController?) {
        let had = old != nil
        let has = node.owningController != nil
        if had != has { add(SubtreeCounts(controllerViews: has ? 1 : -1), from: node) }
    }

    /// What `node` adds below `parent` besides its own subtree's counts: one identity
    /// boundary when its number comes from another numbering than `parent`'s.
    @MainActor
    static func boundary(of node: ViewNode, under parent: ViewNode) -> SubtreeCounts {
        SubtreeCounts(identityBoundaries: node.identitySpace === parent.identitySpace ? 0 : 1)
    }

    /// Tells every node of `node`'s subtree that acts on window changes that its window changed
    /// (it reads the new one from ``ViewNode/window``), parents first.
    @MainActor
    static func notifyWindowChange(in node: ViewNode) {
        if node.observesWindowChanges { node.windowDidChange() }
        for subview in node.subviews where subview.subtreeCounts.windowObservers > 0 {
            notifyWindowChange(in: subview)
        }
    }

    /// Begins the appearance transitions of the controllers whose views are in `node`'s
    /// subtree, pre-order, before the subtree enters (or leaves) a window.
    ///
    /// Recursion instead of a collected list keeps insertions of plain nodes allocation-free;
    /// the subviews are read after each callback so views a callback adds are included.
    @MainActor
    static func beginAppearance(in node: ViewNode, _ isAppearing: Bool) {
        node.owningController?.beginAutomaticAppearanceTransition(isAppearing)
        for subview in node.subviews where subview.subtreeCounts.controllerViews > 0 {
            beginAppearance(in: subview, isAppearing)
        }
    }

    /// Ends the transitions ``beginAppearance(in:_:)`` began, pre-order, after the subtree
    /// entered (or left) the window.
    @MainActor
    static func endAppearance(in node: ViewNode) {
        node.owningController?.endAutomaticAppearanceTransition()
        for subview in node.subviews where subview.subtreeCounts.controllerViews > 0 {
            endAppearance(in: subview)
        }
    }

    /// Cancels the gestures the recognizers of `node`'s subtree are tracking: as in UIKit, a
    /// view that leaves its window cancels its touches, so whatever its gestures drive (an
    /// interactive transition, say) hears `cancelled` and can end.
    @MainActor
    static func cancelGestures(in node: ViewNode) {
        for recognizer in node.gestureRecognizers
        where recognizer.storedState.isActive || !recognizer.trackedTouches.isEmpty {
            recognizer.abandon(detach: false)
        }
        for subview in node.subviews where subview.subtreeCounts.recognizerNodes > 0 {
            cancelGestures(in: subview)
        }
    }

    /// Whether every node's counts in `node`'s subtree equal a recount from scratch.
    @MainActor
    static func areConsistent(in node: ViewNode) -> Bool {
        var expected = SubtreeCounts(
            controllerViews: node.owningController != nil ? 1 : 0,
            recognizerNodes: node.gestureRecognizers.isEmpty ? 0 : 1,
            windowObservers: node.observesWindowChanges ? 1 : 0)
        for subview in node.subviews {
            guard areConsistent(in: subview) else { return false }
            expected = expected + subview.subtreeCounts + boundary(of: subview, under: node)
        }
        return expected == node.subtreeCounts
    }
}
