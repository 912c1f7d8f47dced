import CardDeckViews

/// The tree section's model: the outline of a window's view tree, kept from the
/// `HostReconciler`'s change lists, and the operations that bring a page from the outline it
/// showed to this one.
///
/// Nodes are named by their `ViewNode.ID` raw values; the root's parent is 0. The outline
/// keeps each row as it was last sent, so a page that applied every message since a snapshot
/// shows ``snapshotRows()``.
@MainActor
final class TreeOutline: ReconciledHost {
    /// A step of a change, in the order the page applies it.
    enum Step {
        case reset
        case insert(ViewNode, parent: UInt64, index: Int)
        case move(UInt64, parent: UInt64, index: Int)
        case remove(UInt64)
    }

    /// The rows as last sent, by node id.
    var rows: [UInt64: TreeRow] = [:]
    /// Each node's parent id (0 for the root).
    private(set) var parents: [UInt64: UInt64] = [:]
    /// Each node's children ids, in order; 0 holds the root.
    private(set) var children: [UInt64: [UInt64]] = [:]
    /// The nodes, to read their rows again.
    private(set) var nodes: [UInt64: ViewNode] = [:]
    /// Structural steps since the latest ``takeOperations()``.
    var steps: [Step] = []
    /// Nodes whose row may have changed since the latest ``takeOperations()``, in order.
    var dirty: [UInt64] = []
    var isDirty: Set<UInt64> = []
    /// Dirty nodes whose label, identifier or visibility may have changed, not only their frame.
    var contentDirty: Set<UInt64> = []

    /// Whether anything waits to be sent.
    var hasChanges: Bool { !steps.isEmpty || !dirty.isEmpty }

    // MARK: Changes in

    /// Takes one change list: structure at once, rows read at ``takeOperations()``.
    func apply(_ list: HostChangeList, in window: Window) {
        if list.startsOver {
            clear()
            steps.append(.reset)
        }
        for change in list.changes {
            switch change {
            case .insert(let node, let parent, let index):
                let parentID = parent?.id.rawValue ?? 0
                let id = node.id.rawValue
                detach(id)
                nodes[id] = node
                parents[id] = parentID
                attach(id, to: parentID, at: index)
                steps.append(.insert(node, parent: parentID, index: index))
            case .move(let node, let parent, let index):
                let id = node.id.rawValue
                guard parents[id] != nil else { continue }
                detach(id)
                parents[id] = parent.id.rawValue
                attach(id, to: parent.id.rawValue, at: index)
                steps.append(.move(id, parent: parent.id.rawValue, index: index))
                markSubtree(node)
            case .remove(let node):
                let id = node.id.rawValue
                guard parents[id] != nil else { continue }
                detach(id)
                forget(id)
                steps.append(.remove(id))
            case .update(let node, let mask):
                if mask.contains(.geometry) {
                    markSubtree(node)
                }
                if !mask.isDisjoint(with: [.accessibility, .text, .isHidden]) {
                    mark(node.id.rawValue)
                    contentDirty.insert(node.id.rawValue)
                }
            }
        }
    }

    private func clear() {
        rows.removeAll()
        parents.removeAll()
        children.removeAll()
        nodes.removeAll()
        steps.removeAll()
        dirty.removeAll()
        isDirty.removeAll()
        contentDirty.removeAll()
    }

    private func attach(_ id: UInt64, to parent: UInt64, at index: Int) {
        var list = children[parent, default: []]
        list.insert(id, at: min(max(index, 0), list.count))
        children[parent] = list
    }

    private func detach(_ id: UInt64) {
        guard let parent = parents[id] else { return }
        children[parent]?.removeAll { $0 == id }
    }

    private func forget(_ id: UInt64) {
        for child in children[id] ?? [] { forget(child) }
        children[id] = nil
        parents[id] = nil
        rows[id] = nil
        nodes[id] = nil
    }

    private func mark(_ id: UInt64) {
        if isDirty.insert(id).inserted { dirty.append(id) }
    }

    private func markSubtree(_ node: ViewNode) {
        var stack = [node]
        while let next = stack.popLast() {
            mark(next.id.rawValue)
            stack.append(contentsOf: next.subviews)
        }
    }
}
