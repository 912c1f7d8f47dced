extension HostReconciler {
    /// Brings the children of every parent a mutation touched in line with the tree, as
    /// removals, then inserts and moves.
    ///
    /// Every removal comes before every insert: a subtree read whole is never taken apart
    /// later in the same list (a node inserted under a parent that then leaves with it, or
    /// re-added under a parent read again whole), so a list inserts a node at most once, and
    /// the slot of each change is the node's slot after the list.
    func syncStructure() {
        guard !dirtyParents.isEmpty else { return }
        removeDeparted()
        for parent in dirtyParents {
            // A parent read whole in this commit already has the tree's children; a slot
            // marked before may now name such a node, or none.
            guard let node = entries[Int(parent)].node,
                entries[Int(parent)].insertedCommit != commit
            else { continue }
            for (index, subview) in node.subviews.enumerated() {
                if let child = indexByNode[ObjectIdentifier(subview)] {
                    let children = entries[Int(parent)].children
                    if entries[Int(child)].parent == parent, index < children.count,
                        children[index] == child
                    {
                        continue
                    }
                    move(child, to: parent, at: index)
                } else {
                    build(subview, parent: parent, index: index)
                }
            }
        }
        dirtyParents.removeAll(keepingCapacity: true)
    }

    /// Removes the children that left each touched parent, then the nodes inserted again,
    /// which the inserts that follow read whole. Frees slots and allocates none, so a marked
    /// slot names its node or no node.
    private func removeDeparted() {
        for parent in dirtyParents {
            guard let node = entries[Int(parent)].node else { continue }
            // Children that left go first, so the ones that stay keep their indices and a
            // removal is never reported as moves of the siblings after it.
            var position = 0
            while position < entries[Int(parent)].children.count {
                let child = entries[Int(parent)].children[position]
                if entries[Int(child)].node?.superview !== node {
                    remove(child)
                } else {
                    position += 1
                }
            }
        }
        // An insert stands for the subtree as it is now: changes made inside it while it was
        // out of the window were not reported. A node named twice is gone the second time.
        for key in rereadNodes {
            if let stale = indexByNode[key] { remove(stale) }
        }
        rereadNodes.removeAll(keepingCapacity: true)
    }

    /// Creates entries for a node's subtree, parents first, each as an insert; returns the
    /// subtree root's index.
    @discardableResult
    func build(_ node: ViewNode, parent: Int32, index: Int) -> Int32 {
        var built: [Int32] = []
        var stack: [(ViewNode, Int32, Int)] = [(node, parent, index)]
        while let (next, parent, position) = stack.popLast() {
            let key = ObjectIdentifier(next)
            // A mirrored node moved into a subtree that joins now was out of the window while
            // it moved: its old entry goes.
            if let stale = indexByNode[key] { remove(stale) }
            let entry = allocate()
            indexByNode[key] = entry
            entries[Int(entry)] = ReconcilerEntry(
                node: next, parent: parent, state: next.presentation, insertedCommit: commit)
            if parent >= 0 {
                let clamped = min(position, entries[Int(parent)].children.count)
                entries[Int(parent)].children.insert(entry, at: clamped)
            }
            let parentNode = parent >= 0 ? entries[Int(parent)].node : nil
            changes.append(.insert(next, parent: parentNode, index: position), slot: entry)
            built.append(entry)
            for (childIndex, subview) in next.subviews.enumerated().reversed() {
                stack.append((subview, entry, childIndex))
            }
        }
        // Children were built after their parents: in reverse, every extent finds its
        // children's ready.
        if computesDamage {
            for entry in built.reversed() { entries[Int(entry)].extent = extent(of: entry) }
        }
        let top = built[0]
        if parent >= 0, computesDamage {
            refreshExtent(from: parent)
            changes.addDamage(windowRect(of: top))
        }
        return top
    }

    /// Moves an entry, with its subtree, to an index of another parent (or another index of
    /// its own).
    func move(_ child: Int32, to parent: Int32, at index: Int) {
        guard let node = entries[Int(child)].node, let parentNode = entries[Int(parent)].node
        else { return }
        if computesDamage { changes.addDamage(windowRect(of: child)) }
        detach(child)
        let clamped = min(index, entries[Int(parent)].children.count)
        entries[Int(parent)].children.insert(child, at: clamped)
        entries[Int(child)].parent = parent
        if computesDamage {
            refreshExtent(from: parent)
            changes.addDamage(windowRect(of: child))
        }
        changes.append(.move(node, parent: parentNode, index: index), slot: child)
    }

    /// Removes an entry and its subtree.
    func remove(_ index: Int32) {
        guard let node = entries[Int(index)].node else { return }
        if computesDamage { changes.addDamage(windowRect(of: index)) }
        detach(index)
        changes.append(.remove(node), slot: index)
        var stack = [index]
        while let next = stack.popLast() {
            stack.append(contentsOf: entries[Int(next)].children)
            if let freed = entries[Int(next)].node { indexByNode[ObjectIdentifier(freed)] = nil }
            entries[Int(next)] = .free
            freeIndices.append(next)
        }
    }

    /// Takes an entry out of its parent's children, and the parent's extent.
    private func detach(_ index: Int32) {
        let parent = entries[Int(index)].parent
        guard parent >= 0 else { return }
        entries[Int(parent)].children.removeAll { $0 == index }
        entries[Int(index)].parent = -1
        if computesDamage { refreshExtent(from: parent) }
    }

    private func allocate() -> Int32 {
        if let reused = freeIndices.popLast() { return reused }
        entries.append(.free)
        return Int32(entries.count - 1)
    }
}
