import CardDeckViews

/// The terminal renderer's drawing state of every node, in arrays indexed by the slots of the
/// ``HostReconciler`` that mirrors the window's tree.
///
/// The reconciler keeps the structure; this keeps, per slot, what the rasterizer compares from
/// frame to frame and how many nodes of each subtree draw, so the walk skips subtrees in which
/// nothing draws (layout containers, the rows of a long list that only hold other rows). A
/// change list's inserts reset their slots (what a slot's former node drew becomes damage),
/// its moves mark reorders, and its updates of colour, border or text correct the counts.
struct RenderSlots {
    /// The entries, indexed by slot.
    private(set) var entries: [RenderEntry] = []
    /// How many times the slots were dropped: slots kept from before mean nothing after.
    private(set) var generation = 0
    /// What slots given to other nodes drew, until ``takeRemovedBoxes(into:)``: damage.
    private var removedBoxes: [PixelBox] = []

    /// The entry in a slot, borrowed: the walk reads a few fields of it many times a frame,
    /// and a copy of the whole entry (its last record and text included) would cost more.
    subscript(slot: Int32) -> RenderEntry {
        _read { yield entries[Int(slot)] }
        _modify { yield &entries[Int(slot)] }
    }

    /// Drops every entry; slots kept from before mean nothing now.
    mutating func forget() {
        entries.removeAll()
        removedBoxes.removeAll()
        generation += 1
    }

    /// Applies one commit's change list, after `reconciler` produced it.
    ///
    /// - Parameters:
    ///   - list: The changes, in order.
    ///   - reconciler: The reconciler that made the list; its slots index the entries.
    @MainActor
    mutating func apply(_ list: HostChangeList, from reconciler: HostReconciler) {
        if list.startsOver {
            for entry in entries { if let box = entry.last?.box { removedBoxes.append(box) } }
            entries.removeAll(keepingCapacity: true)
            generation += 1
        }
        if entries.count < reconciler.slotCount {
            entries.append(
                contentsOf: repeatElement(
                    RenderEntry.free, count: reconciler.slotCount - entries.count))
        }
        var restructured = list.startsOver
        for (change, slot) in zip(list.changes, list.slots) {
            let slot = Int32(slot)
            switch change {
            case .insert(let node, _, _):
                if let box = entries[Int(slot)].last?.box { removedBoxes.append(box) }
                entries[Int(slot)] = RenderEntry(drawsSelf: RenderEntry.draws(node))
                restructured = true
            case .move(let node, _, _):
                restructured = true
                guard reconciler.node(inSlot: slot) === node else { continue }
                let parent = reconciler.parentSlot(of: slot)
                // Within its parent, a move changes what covers what among the siblings;
                // to another parent, the node's place in the painting order.
                if parent == entries[Int(slot)].parent, parent >= 0 {
                    entries[Int(parent)].isReordered = true
                } else {
                    entries[Int(slot)].isMoved = true
                }
            case .remove:
                restructured = true
            case .update(let node, let mask):
                // Updates follow every structural change in a list.
                guard !mask.isDisjoint(with: [.backgroundColor, .border, .text]) else { continue }
                let draws = RenderEntry.draws(node)
                guard draws != entries[Int(slot)].drawsSelf else { continue }
                entries[Int(slot)].drawsSelf = draws
                guard !restructured else { continue }
                var current = slot
                while current >= 0 {
                    entries[Int(current)].drawingCount += draws ? 1 : -1
                    current = reconciler.parentSlot(of: current)
                }
            }
        }
        if restructured { recount(from: reconciler) }
    }

    /// Sums the drawing counts of the whole mirrored tree again and records each slot's
    /// parent: after a commit that changed the structure.
    @MainActor
    private mutating func recount(from reconciler: HostReconciler) {
        let root = reconciler.rootSlot
        guard root >= 0 else { return }
        entries[Int(root)].parent = -1
        var stack: [(slot: Int32, summed: Bool)] = [(root, false)]
        while let (slot, summed) = stack.popLast() {
            let children = reconciler.childSlots(of: slot)
            if summed {
                var count: Int32 = entries[Int(slot)].drawsSelf ? 1 : 0
                for child in children { count += entries[Int(child)].drawingCount }
                entries[Int(slot)].drawingCount = count
                continue
            }
            stack.append((slot, true))
            for child in children {
                entries[Int(child)].parent = slot
                stack.append((child, false))
            }
        }
    }

    /// Hands over the boxes that slots given to other nodes drew, and forgets them.
    mutating func takeRemovedBoxes(into damage: inout DamageRegion) {
        for box in removedBoxes { damage.add(box) }
        removedBoxes.removeAll(keepingCapacity: true)
    }

    /// Whether the counts match the reconciler's tree of a window: for tests.
    @MainActor
    func matches(_ window: Window, reconciler: HostReconciler) -> Bool {
        guard reconciler.mirrors(window) else { return false }
        var visited = 0
        func matches(_ slot: Int32, _ node: ViewNode) -> Bool {
            visited += 1
            let children = reconciler.childSlots(of: slot)
            guard reconciler.node(inSlot: slot) === node, Int(slot) < entries.count,
                children.count == node.subviews.count,
                entries[Int(slot)].drawsSelf == RenderEntry.draws(node)
            else { return false }
            var count: Int32 = entries[Int(slot)].drawsSelf ? 1 : 0
            for (child, subview) in zip(children, node.subviews) {
                guard reconciler.parentSlot(of: child) == slot, matches(child, subview) else {
                    return false
                }
                count += entries[Int(child)].drawingCount
            }
            return count == entries[Int(slot)].drawingCount
        }
        return matches(reconciler.rootSlot, window.root) && visited == reconciler.nodeCount
    }
}
