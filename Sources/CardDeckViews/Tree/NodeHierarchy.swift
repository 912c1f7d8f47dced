/// How a ``ViewNode`` joins and leaves a superview: the checks, the appearance callbacks, the
/// subtree counts, layout, identities and the commit records that every change of the tree
/// brings along.
///
/// The links themselves (`superview`, `subviews`) stay plain fields of the node: hosts and
/// walks read them every frame, and a field of the node costs nothing to reach.
@MainActor
enum NodeHierarchy {
    /// Inserts `node` among `parent`'s subviews at `index`, with the rules of
    /// ``ViewNode/insertSubview(_:at:)``.
    static func insert(_ node: ViewNode, into parent: ViewNode, at index: Int) {
        guard canAdopt(node, into: parent) else { return }
        // The focus ring, and the software keyboard in front of it, stay in front of
        // everything else the root holds.
        defer { parent.hostedWindow?.keepOverlaysInFront() }
        if node.superview === parent,
            let current = parent.subviews.firstIndex(where: { $0 === node })
        {
            // Reordering within the same superview is an order change, not a remove/insert.
            parent.subviews.remove(at: current)
            parent.subviews.insert(node, at: min(max(index, 0), parent.subviews.count))
            parent.markDirty(.subviewOrder)
            return
        }
        // Leaving another window is a disappearance; a move within this window is not.
        if node.window !== parent.window { remove(node) }
        let entersWindow = parent.window != nil && node.window !== parent.window
        if entersWindow { SubtreeCounts.beginAppearance(in: node, true) }
        detach(node)
        let position = min(max(index, 0), parent.subviews.count)
        parent.subviews.insert(node, at: position)
        node.superview = parent
        SubtreeCounts.add(
            node.subtreeCounts + SubtreeCounts.boundary(of: node, under: parent), from: parent)
        let needsLayout = node.layoutState.needsLayout || node.layoutState.subtreeNeedsLayout
        if needsLayout { NodeLayout.markAncestors(of: node) }
        // A subtree entering a window is laid out where it needs it, found by the layout
        // flags, without a walk of every node now.
        if entersWindow, needsLayout { parent.window?.layout.enqueueSubtree(node) }
        if entersWindow, let window = parent.window { window.nodeIdentities.adopt(node) }
        parent.window?.commits.recordInsert(node, into: parent, at: position)
        if entersWindow, node.subtreeCounts.windowObservers > 0 {
            SubtreeCounts.notifyWindowChange(in: node)
        }
        if entersWindow { SubtreeCounts.endAppearance(in: node) }
    }

    /// Inserts `node` into `parent` just above `sibling` (at the front when `sibling` is not a
    /// subview), or just below it (at the back) when `above` is `false`.
    static func insert(
        _ node: ViewNode, into parent: ViewNode, next sibling: ViewNode, above: Bool
    ) {
        let found = parent.subviews.firstIndex { $0 === sibling }
        let index = above ? found.map { $0 + 1 } ?? parent.subviews.count : found ?? 0
        let isBelow = { (parent.subviews.firstIndex { $0 === node } ?? Int.max) < index }
        insert(node, into: parent, at: index - (node.superview === parent && isBelow() ? 1 : 0))
    }

    /// Removes `node` from its superview, with the rules of ``ViewNode/removeFromSuperview()``.
    static func remove(_ node: ViewNode) {
        guard node.superview != nil else { return }
        let oldWindow = node.window
        let leavesWindow = oldWindow != nil
        if leavesWindow { SubtreeCounts.beginAppearance(in: node, false) }
        if leavesWindow { SubtreeCounts.cancelGestures(in: node) }
        detach(node)
        if leavesWindow, node.subtreeCounts.windowObservers > 0 {
            SubtreeCounts.notifyWindowChange(in: node)
        }
        // As in UIKit, a first responder that leaves the window resigns (the keyboard hides).
        oldWindow?.keyboard.validateFirstResponder()
        if leavesWindow { SubtreeCounts.endAppearance(in: node) }
    }

    /// Whether `node` is `ancestor` or one of its descendants.
    static func isDescendant(_ node: ViewNode, of ancestor: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superview
        }
        return false
    }

    /// Removes `node` from its superview without appearance callbacks.
    private static func detach(_ node: ViewNode) {
        guard let parent = node.superview,
            let index = parent.subviews.firstIndex(where: { $0 === node })
        else { return }
        let oldWindow = node.window
        parent.subviews.remove(at: index)
        node.superview = nil
        // Only the nodes leaving remember a window that is wrong now; those of other windows
        // keep theirs.
        oldWindow?.structureStamp &+= 1
        SubtreeCounts.add(
            -(node.subtreeCounts + SubtreeCounts.boundary(of: node, under: parent)), from: parent)
        oldWindow?.commits.recordRemove(node, from: parent)
    }

    /// Whether `parent` may take `node` as a subview: not when that makes a cycle, nor when
    /// `node` is a window's root; warns when it may not.
    private static func canAdopt(_ node: ViewNode, into parent: ViewNode) -> Bool {
        if isDescendant(parent, of: node) {
            Diagnostics.warn(
                "ViewNode \(parent.id): refused to add \(node.id), which is the node itself or "
                    + "one of its ancestors; the tree is unchanged")
            return false
        }
        if node.window?.root === node {
            Diagnostics.warn(
                "ViewNode \(parent.id): refused to adopt the root of a window, \(node.id)")
            return false
        }
        return true
    }
}
