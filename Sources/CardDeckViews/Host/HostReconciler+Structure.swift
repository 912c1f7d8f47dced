extension HostReconciler {
    /// Brings the children of every parent a mutation touched in line with the tree, as
    /// removals, then inserts and moves.
    func syncStructure() {
        guard !dirtyParents.isEmpty else { return }
        var next = 0
        while next < dirtyParents.count {
            let parent = dirtyParents[next]
            next += 1
            // A parent read whole in this commit already has the tree's children (its slot,
            // marked before, may have gone to it or to another node read whole).
            guard let node = entries[Int(parent)].node,
                entries[Int(parent)].insertedCommit != commit
            else { continue }
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
            for (index, subview) in node.subviews.enumerated() {
                let key = ObjectIdentifier(subview)
                // An insert stands for the subtree as it is now: changes made inside it while
                // it was out of the window were not reported, so it is read again whole.
                if !rereadNodes.isEmpty, rereadNodes.remove(key) != nil,
                    let stale = indexByNode[key]
                {
                    remove(stale)
                }
                if let child = indexByNode[key] {
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
            // Read whole now: a node re-added in this commit is not read a second time under
            // a parent touched later, which would insert it twice in one list.
            if !rereadNodes.isEmpty { rereadNodes.remove(key) }
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
