import CardDeckViews

/// The tree section's model: the outline a page shows of a window's view tree, kept from the
/// web host's change lists (``TreeFollower``), and the operations that bring a page from the
/// outline it showed to this one.
///
/// Nodes are named by their `ViewNode.ID` raw values; the root's parent is 0. The outline
/// keeps each row as it was last sent and the rows' order as the page has it, so a page that
/// applied every message since a snapshot shows ``snapshotOperations()``. A node that a change
/// list removes and inserts again (it changed parents) is sent as a move: its row, with its
/// rows, keeps its place in the page's selection and expansion.
@MainActor
final class TreeOutline {
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
    /// Each node's children ids, in the page's order; 0 holds the root.
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
    /// Nodes whose geometry changed: their subtrees' frames are read at
    /// ``takeOperations()``.
    var movedRoots: [ViewNode] = []
    /// While a list is applied: rows the page still shows that are on their way out or to
    /// another place (a node removed that the list inserts again, and the rows inside it that
    /// the list has not named yet). Indices skip them.
    private var pending: Set<UInt64> = []
    private var pendingOrder: [UInt64] = []

    /// Whether anything waits to be sent.
    var hasChanges: Bool { !steps.isEmpty || !dirty.isEmpty || !movedRoots.isEmpty }

    // MARK: Changes in

    /// Drops every row and takes the window's whole tree, as a page that starts over sees it.
    func startOver(with window: Window) {
        clear()
        steps.append(.reset)
        var stack: [(ViewNode, UInt64, Int)] = [(window.root, 0, 0)]
        while let (node, parent, index) = stack.popLast() {
            insert(node, parent: parent, at: index)
            for (offset, child) in node.subviews.enumerated().reversed() {
                stack.append((child, node.id.rawValue, offset))
            }
        }
    }

    /// Takes the structure of one change list: its inserts, moves and removals. Its updates
    /// are taken from the commit's mutations (``noteUpdates(_:)``).
    func apply(_ list: HostChangeList, in window: Window) {
        if list.startsOver {
            startOver(with: window)
            return
        }
        guard list.changesStructure else { return }
        // A node removed and inserted again in one list changed parents (or was read whole
        // again): the list names every removal before the inserts.
        var reinserted: Set<UInt64> = []
        for case .insert(let node, _, _) in list.changes { reinserted.insert(node.id.rawValue) }
        for change in list.changes {
            switch change {
            case .insert(let node, let parent, let index):
                guard let parent else {
                    startOver(with: window)
                    return
                }
                place(node, parent: parent.id.rawValue, at: index)
            case .move(let node, let parent, let index):
                place(node, parent: parent.id.rawValue, at: index)
            case .remove(let node):
                let id = node.id.rawValue
                guard parents[id] != nil, !pending.contains(id) else { continue }
                if reinserted.contains(id) {
                    park(id)
                } else {
                    remove(id)
                }
            case .update:
                break
            }
        }
        // What the list left out of a moved subtree has left the tree.
        for id in pendingOrder where pending.contains(id) && parents[id] != nil {
            remove(id)
        }
        pending.removeAll(keepingCapacity: true)
        pendingOrder.removeAll(keepingCapacity: true)
    }

    /// Takes the updates of a commit: a node whose geometry changed moves its whole subtree in
    /// the window; one whose accessibility, text or visibility changed has its row read again.
    func noteUpdates(_ mutations: [Mutation]) {
        for mutation in mutations {
            guard case .update(let node, let mask) = mutation else { continue }
            if mask.contains(.geometry) { movedRoots.append(node) }
            if !mask.isDisjoint(with: [.accessibility, .text, .isHidden]) {
                mark(node.id.rawValue)
                contentDirty.insert(node.id.rawValue)
            }
        }
    }

    /// A node joins `parent` at `index` (among the rows that are not pending): a new row, or a
    /// row the page has that moves there, its subtree with it.
    private func place(_ node: ViewNode, parent: UInt64, at listIndex: Int) {
        let id = node.id.rawValue
        guard parents[id] != nil else {
            insert(node, parent: parent, at: pageIndex(listIndex, in: parent, moving: nil))
            return
        }
        let wasPending = pending.remove(id) != nil
        if parents[id] != parent || !isPlaced(id, in: parent, at: listIndex) {
            let index = pageIndex(listIndex, in: parent, moving: id)
            detach(id)
            parents[id] = parent
            attach(id, to: parent, at: index)
            steps.append(.move(id, parent: parent, index: index))
            markSubtree(node)
        }
        nodes[id] = node
        if wasPending {
            // A subtree inserted again is read whole: what changed inside it while it was out
            // of the tree was never reported.
            mark(id)
            contentDirty.insert(id)
        }
    }

    /// The page's index for the `listIndex`-th child of `parent` as the list counts them: just
    /// after the child before it, counting neither pending rows nor `moving` itself (pending
    /// rows stay after it, so the rows of a subtree inserted again keep their places).
    private func pageIndex(_ listIndex: Int, in parent: UInt64, moving: UInt64?) -> Int {
        guard listIndex > 0 else { return 0 }
        var remaining = listIndex
        var position = 0
        for child in children[parent] ?? [] where child != moving {
            position += 1
            if !pending.contains(child) {
                remaining -= 1
                if remaining == 0 { return position }
            }
        }
        return position
    }

    /// Whether a child of `parent` already has `listIndex` rows that are not pending before it.
    private func isPlaced(_ id: UInt64, in parent: UInt64, at listIndex: Int) -> Bool {
        var before = 0
        for child in children[parent] ?? [] {
            if child == id { return before == listIndex }
            if !pending.contains(child) { before += 1 }
        }
        return false
    }

    private func insert(_ node: ViewNode, parent: UInt64, at index: Int) {
        let id = node.id.rawValue
        nodes[id] = node
        parents[id] = parent
        attach(id, to: parent, at: index)
        steps.append(.insert(node, parent: parent, index: index))
    }

    /// A removed row the list inserts again: the page keeps it (and its rows) until the list
    /// says where it goes.
    private func park(_ id: UInt64) {
        var stack = [id]
        while let next = stack.popLast() {
            if pending.insert(next).inserted { pendingOrder.append(next) }
            stack.append(contentsOf: children[next] ?? [])
        }
    }

    private func remove(_ id: UInt64) {
        detach(id)
        forget(id)
        steps.append(.remove(id))
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
        movedRoots.removeAll()
        pending.removeAll()
        pendingOrder.removeAll()
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
        pending.remove(id)
    }

    func mark(_ id: UInt64) {
        if isDirty.insert(id).inserted { dirty.append(id) }
    }

    private func markSubtree(_ node: ViewNode) {
        movedRoots.append(node)
    }
}
