import CardDeckViews

/// The terminal renderer's mirror of a window's tree, kept in step by the mutations of each
/// commit: which nodes are on screen, in what order, and which subtrees draw anything.
///
/// A window reports inserts, removals and reorders; the mirror re-reads the children of each
/// parent they touch (so it never depends on the indices a mutation carried), builds entries
/// for new subtrees, frees those of removed ones (remembering what they drew, which is damage)
/// and keeps, for every entry, the number of drawing nodes in its subtree. The rasterizer
/// then walks only subtrees that draw, so content that draws nothing (layout containers, the
/// rows of a long list that only hold other rows) costs nothing per frame.
struct RenderTree {
    /// The entries, indexed by `Int32`; free ones have no node.
    private(set) var entries: [RenderEntry] = []
    /// The root's index, or −1 before the first build.
    private(set) var root: Int32 = -1
    /// How many times the mirror was built from scratch: indices kept from before a rebuild
    /// mean nothing after it.
    private(set) var generation = 0
    private var freeIndices: [Int32] = []
    private var indexByNode: [ObjectIdentifier: Int32] = [:]
    private var dirtyParents: [Int32] = []
    private var droppedChildren: [Int32] = []
    /// Nodes inserted while already mirrored (moved): their subtrees are built again.
    private var rereadNodes: Set<ObjectIdentifier> = []
    /// What entries freed since the last call to ``takeRemovedBoxes()`` drew: damage.
    private var removedBoxes: [PixelBox] = []

    /// The number of live entries.
    var count: Int { indexByNode.count }

    /// The entry at an index.
    subscript(index: Int32) -> RenderEntry {
        get { entries[Int(index)] }
        _modify { yield &entries[Int(index)] }
    }

    /// Whether the mirror is of this window's tree.
    @MainActor
    func mirrors(_ window: Window) -> Bool {
        root >= 0 && entries[Int(root)].node === window.root
    }

    /// Builds the mirror of a window's whole tree, dropping whatever it held; what the old
    /// entries drew becomes removed boxes.
    @MainActor
    mutating func rebuild(from window: Window) {
        for index in entries.indices where entries[index].node != nil {
            if let box = entries[index].last?.box { removedBoxes.append(box) }
        }
        entries.removeAll(keepingCapacity: true)
        freeIndices.removeAll(keepingCapacity: true)
        indexByNode.removeAll(keepingCapacity: true)
        dirtyParents.removeAll(keepingCapacity: true)
        generation += 1
        root = build(window.root, parent: -1)
    }

    /// Drops every entry; the next ``rebuild(from:)`` starts a new generation.
    mutating func forget() {
        entries.removeAll()
        freeIndices.removeAll()
        indexByNode.removeAll()
        dirtyParents.removeAll()
        removedBoxes.removeAll()
        root = -1
        generation += 1
    }

    /// Applies one commit's mutations.
    ///
    /// - Parameters:
    ///   - mutations: The commit's changes, in order.
    ///   - window: The committing window; a mirror of another window is rebuilt.
    @MainActor
    mutating func apply(_ mutations: [Mutation], in window: Window) {
        guard mirrors(window) else { return rebuild(from: window) }
        for mutation in mutations {
            switch mutation {
            case .insert(let node, let parent, _):
                guard let parent else {
                    if node !== entries[Int(root)].node { rebuild(from: window) }
                    continue
                }
                markChildrenDirty(of: parent)
                // A node moved from elsewhere leaves its old parent too, and is read again
                // whole: an insert stands for its subtree as it is now, and changes inside it
                // made while it moved were not reported on their own.
                if let index = indexByNode[ObjectIdentifier(node)] {
                    let old = entries[Int(index)].parent
                    if old >= 0 { markChildrenDirty(at: old) }
                    rereadNodes.insert(ObjectIdentifier(node))
                }
            case .remove(_, let parent):
                markChildrenDirty(of: parent)
            case .update(let node, let mask):
                guard let index = indexByNode[ObjectIdentifier(node)] else { continue }
                if !mask.isDisjoint(with: [.backgroundColor, .border, .text]) {
                    let draws = RenderEntry.draws(node)
                    if draws != entries[Int(index)].drawsSelf {
                        entries[Int(index)].drawsSelf = draws
                        setDrawingCount(
                            at: index, entries[Int(index)].drawingCount + (draws ? 1 : -1))
                    }
                }
                if mask.contains(.subviewOrder) {
                    markChildrenDirty(at: index)
                    entries[Int(index)].isReordered = true
                }
            }
        }
        syncDirtyParents()
    }

    /// Hands over the boxes that freed entries drew, and forgets them.
    mutating func takeRemovedBoxes(into damage: inout DamageRegion) {
        for box in removedBoxes { damage.add(box) }
        removedBoxes.removeAll(keepingCapacity: true)
    }

    /// Clears every entry's reorder mark, after a frame has drawn the reordered subtrees.
    mutating func clearReorderMark(at index: Int32) {
        entries[Int(index)].isReordered = false
    }

    // MARK: Structure

    @MainActor
    private mutating func markChildrenDirty(of node: ViewNode) {
        guard let index = indexByNode[ObjectIdentifier(node)] else { return }
        markChildrenDirty(at: index)
    }

    private mutating func markChildrenDirty(at index: Int32) {
        if !dirtyParents.contains(index) { dirtyParents.append(index) }
    }

    /// Re-reads the children of every parent a mutation touched; frees the subtrees no parent
    /// holds any more.
    @MainActor
    private mutating func syncDirtyParents() {
        guard !dirtyParents.isEmpty else { return }
        var position = 0
        while position < dirtyParents.count {
            let parent = dirtyParents[position]
            position += 1
            guard let node = entries[Int(parent)].node else { continue }
            let old = entries[Int(parent)].children
            var children: [Int32] = []
            children.reserveCapacity(node.subviews.count)
            for subview in node.subviews {
                if !rereadNodes.isEmpty, rereadNodes.remove(ObjectIdentifier(subview)) != nil,
                    let stale = indexByNode[ObjectIdentifier(subview)]
                {
                    detach(stale)
                    free(stale)
                }
                if let index = indexByNode[ObjectIdentifier(subview)] {
                    let previous = entries[Int(index)].parent
                    if previous != parent {
                        if previous >= 0 { markChildrenDirty(at: previous) }
                        entries[Int(index)].parent = parent
                        entries[Int(index)].isMoved = true
                    }
                    children.append(index)
                } else {
                    children.append(build(subview, parent: parent))
                }
            }
            // Children that stayed but changed places among themselves change what covers
            // what: their subtrees are drawn again.
            if !entries[Int(parent)].isReordered, Self.changedOrder(old, children) {
                entries[Int(parent)].isReordered = true
            }
            entries[Int(parent)].children = children
            // Children no longer here and not yet adopted elsewhere are detached: a parent of
            // theirs may still be re-read below, and its count must not reach this tree.
            for child in old where entries[Int(child)].parent == parent && !children.contains(child)
            {
                entries[Int(child)].parent = -1
                droppedChildren.append(child)
            }
            recount(parent)
        }
        dirtyParents.removeAll(keepingCapacity: true)
        rereadNodes.removeAll(keepingCapacity: true)
        for child in droppedChildren
        where entries[Int(child)].node != nil && entries[Int(child)].parent < 0 {
            free(child)
        }
        droppedChildren.removeAll(keepingCapacity: true)
    }

    /// Whether the children both lists hold are in another order in the second.
    private static func changedOrder(_ old: [Int32], _ new: [Int32]) -> Bool {
        let kept = Set(old).intersection(new)
        guard kept.count > 1 else { return false }
        return !old.filter(kept.contains).elementsEqual(new.filter(kept.contains))
    }

    /// Clears a node's mark of having moved to another parent, once a frame drew it.
    mutating func clearMoveMark(at index: Int32) {
        entries[Int(index)].isMoved = false
    }

    /// Creates entries for a node's whole subtree and returns the subtree root's index.
    @MainActor
    private mutating func build(_ node: ViewNode, parent: Int32) -> Int32 {
        // A node still mirrored elsewhere (it moved inside a subtree that is read again) lets
        // go of its old entry first, so no two entries ever stand for one node.
        if let stale = indexByNode[ObjectIdentifier(node)] {
            detach(stale)
            free(stale)
        }
        let index: Int32
        if let reused = freeIndices.popLast() {
            index = reused
        } else {
            index = Int32(entries.count)
            entries.append(.free)
        }
        indexByNode[ObjectIdentifier(node)] = index
        let draws = RenderEntry.draws(node)
        entries[Int(index)] = RenderEntry(
            node: node, parent: parent, drawsSelf: draws, drawingCount: draws ? 1 : 0)
        var children: [Int32] = []
        children.reserveCapacity(node.subviews.count)
        var count: Int32 = draws ? 1 : 0
        for subview in node.subviews {
            let child = build(subview, parent: index)
            children.append(child)
            count += entries[Int(child)].drawingCount
        }
        entries[Int(index)].children = children
        entries[Int(index)].drawingCount = count
        return index
    }

    /// Takes an entry out of its parent's children (and the parent's drawing count).
    private mutating func detach(_ index: Int32) {
        let parent = entries[Int(index)].parent
        guard parent >= 0 else { return }
        entries[Int(parent)].children.removeAll { $0 == index }
        entries[Int(index)].parent = -1
        recount(parent)
    }

    /// Frees an entry and its subtree, keeping what they drew as removed boxes.
    private mutating func free(_ index: Int32) {
        for child in entries[Int(index)].children where entries[Int(child)].parent == index {
            free(child)
        }
        if let box = entries[Int(index)].last?.box { removedBoxes.append(box) }
        if let node = entries[Int(index)].node { indexByNode[ObjectIdentifier(node)] = nil }
        entries[Int(index)] = .free
        freeIndices.append(index)
    }

    /// Sets an entry's drawing count to its own drawing plus its children's, and carries the
    /// difference up to the root.
    private mutating func recount(_ index: Int32) {
        var count: Int32 = entries[Int(index)].drawsSelf ? 1 : 0
        for child in entries[Int(index)].children { count += entries[Int(child)].drawingCount }
        setDrawingCount(at: index, count)
    }

    private mutating func setDrawingCount(at index: Int32, _ count: Int32) {
        let delta = count - entries[Int(index)].drawingCount
        guard delta != 0 else { return }
        var current = index
        while current >= 0 {
            entries[Int(current)].drawingCount += delta
            current = entries[Int(current)].parent
        }
    }

    /// Whether the mirror holds exactly the window's tree, with correct drawing counts: for
    /// tests.
    @MainActor
    func matches(_ window: Window) -> Bool {
        guard mirrors(window) else { return false }
        var visited = 0
        func matches(_ index: Int32, _ node: ViewNode) -> Bool {
            visited += 1
            let entry = entries[Int(index)]
            guard entry.node === node, entry.children.count == node.subviews.count,
                entry.drawsSelf == RenderEntry.draws(node)
            else { return false }
            var count: Int32 = entry.drawsSelf ? 1 : 0
            for (child, subview) in zip(entry.children, node.subviews) {
                guard entries[Int(child)].parent == index, matches(child, subview) else {
                    return false
                }
                count += entries[Int(child)].drawingCount
            }
            return count == entry.drawingCount
        }
        return matches(root, window.root) && visited == indexByNode.count
    }
}
