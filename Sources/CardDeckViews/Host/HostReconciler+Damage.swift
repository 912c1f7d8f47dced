extension HostReconciler {
    /// The area an entry's subtree draws, in its bounds coordinates, from its state and its
    /// children's extents.
    func extent(of index: Int32) -> Rect? {
        guard !entries[Int(index)].state.isHidden else { return nil }
        var inside: Rect?
        for child in entries[Int(index)].children {
            guard let extent = entries[Int(child)].extent else { continue }
            let placed = ReconcilerEntry.toParentSpace(extent, entries[Int(child)].state)
            inside = inside.map { $0.union(placed) } ?? placed
        }
        let bounds = entries[Int(index)].state.bounds
        if entries[Int(index)].state.clipsToBounds, let rect = inside {
            inside = rect.intersects(bounds) ? rect.intersection(bounds) : nil
        }
        let own = ReconcilerEntry.ownExtent(entries[Int(index)].state)
        guard let own else { return inside }
        return inside.map { own.union($0) } ?? own
    }

    /// Recomputes the extent of an entry and of its ancestors, up to the first that keeps
    /// its own: a change costs the children of the parents on its way up, never the tree.
    func refreshExtent(from index: Int32) {
        var current = index
        while current >= 0 {
            let extent = extent(of: current)
            if extent == entries[Int(current)].extent { return }
            entries[Int(current)].extent = extent
            current = entries[Int(current)].parent
        }
    }

    /// Where an entry's subtree draws, in window points, as the mirror holds the tree now;
    /// `nil` when it draws nothing.
    func windowRect(of index: Int32) -> Rect? {
        guard let extent = entries[Int(index)].extent else { return nil }
        return windowRect(extent, at: index)
    }

    /// Where an entry's own drawing lies, in window points; `nil` when it draws nothing.
    func ownWindowRect(of index: Int32) -> Rect? {
        guard let own = ReconcilerEntry.ownExtent(entries[Int(index)].state) else { return nil }
        return windowRect(own, at: index)
    }

    /// Maps a rectangle in an entry's bounds coordinates up through its ancestors, clipping
    /// where they clip.
    private func windowRect(_ local: Rect, at index: Int32) -> Rect? {
        var rect = ReconcilerEntry.toParentSpace(local, entries[Int(index)].state)
        var current = entries[Int(index)].parent
        while current >= 0 {
            if entries[Int(current)].state.isHidden { return nil }
            if entries[Int(current)].state.clipsToBounds {
                let bounds = entries[Int(current)].state.bounds
                guard rect.intersects(bounds) else { return nil }
                rect = rect.intersection(bounds)
            }
            rect = ReconcilerEntry.toParentSpace(rect, entries[Int(current)].state)
            current = entries[Int(current)].parent
        }
        return rect
    }
}
