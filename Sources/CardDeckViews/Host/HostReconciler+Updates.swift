extension HostReconciler {
    /// Properties whose change moves or resizes what a subtree draws.
    private static let extentProperties: PropertyMask = [
        .geometry, .isHidden, .clipping, .shadow,
    ]
    /// Properties whose change repaints the whole subtree.
    private static let subtreeProperties: PropertyMask = extentProperties.union(.alpha)

    /// Reads again, for every updated entry, the properties its mutations named, and lists
    /// those whose value changed.
    func applyUpdates() {
        guard !updated.isEmpty else { return }
        for index in updated {
            let mask = entries[Int(index)].pendingMask
            entries[Int(index)].pendingMask = []
            guard let node = entries[Int(index)].node, entries[Int(index)].insertedCommit != commit
            else { continue }
            let now = node.presentation
            var changed = entries[Int(index)].state.differences(among: mask, from: now)
            changed.formUnion(mask.intersection(.accessibility))
            guard !changed.isEmpty else { continue }
            guard computesDamage else {
                entries[Int(index)].state.read(changed, from: now)
                changes.append(.update(node, changed), slot: index)
                continue
            }
            let repaintsSubtree = !changed.isDisjoint(with: Self.subtreeProperties)
            changes.addDamage(repaintsSubtree ? windowRect(of: index) : ownWindowRect(of: index))
            entries[Int(index)].state.read(changed, from: now)
            if !changed.isDisjoint(with: Self.extentProperties) {
                refreshExtent(from: index)
                // The subtree's extent in its own coordinates may stay, but where it sits in
                // the parent's moved.
                let parent = entries[Int(index)].parent
                if parent >= 0 { refreshExtent(from: parent) }
            }
            changes.addDamage(repaintsSubtree ? windowRect(of: index) : ownWindowRect(of: index))
            changes.append(.update(node, changed), slot: index)
        }
        updated.removeAll(keepingCapacity: true)
    }
}

extension VisualState {
    /// The properties among a mask whose value differs in another state.
    fileprivate func differences(among mask: PropertyMask, from now: VisualState) -> PropertyMask {
        var changed: PropertyMask = []
        if mask.contains(.geometry),
            bounds != now.bounds || center != now.center || transform != now.transform
        {
            changed.insert(.geometry)
        }
        if mask.contains(.alpha), alpha != now.alpha { changed.insert(.alpha) }
        if mask.contains(.isHidden), isHidden != now.isHidden { changed.insert(.isHidden) }
        if mask.contains(.backgroundColor), backgroundColor != now.backgroundColor {
            changed.insert(.backgroundColor)
        }
        if mask.contains(.corners),
            cornerRadius != now.cornerRadius || maskedCorners != now.maskedCorners
        {
            changed.insert(.corners)
        }
        if mask.contains(.clipping), clipsToBounds != now.clipsToBounds {
            changed.insert(.clipping)
        }
        if mask.contains(.shadow), shadow != now.shadow { changed.insert(.shadow) }
        if mask.contains(.border), border != now.border { changed.insert(.border) }
        if mask.contains(.text), text != now.text { changed.insert(.text) }
        return changed
    }
}
