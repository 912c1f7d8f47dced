/// One commit's changes as a host applies them: ordered steps and the damaged area.
///
/// A ``HostReconciler`` fills it at each commit and hands it to its host; the host applies
/// ``changes`` in order and repaints ``damage``. The list is a buffer the reconciler reuses
/// from frame to frame: read it during the call and copy what you keep.
public struct HostChangeList: Sendable {
    /// Whether the host drops everything it holds before applying ``changes``: `true` for
    /// the first list a host receives and for a snapshot (``changes`` then inserts the whole
    /// tree, root first).
    public internal(set) var startsOver = false
    /// The steps, in the order to apply them.
    public internal(set) var changes: [HostChange] = []
    /// The reconciler's slot (``HostReconciler/slot(of:)``) of each change's node, index for
    /// index with ``changes``: a host indexes its own per-node arrays without a lookup. A list
    /// inserts a node at most once and removes every node before it inserts any, so an
    /// insert's or a move's slot is the node's slot after the list.
    public internal(set) var slots: [Int] = []
    /// The rectangles whose pixels may differ from the previous list's picture, in window
    /// points; possibly overlapping, and larger than the true damage, never smaller. The
    /// window's bounds when ``startsOver`` is `true`.
    public internal(set) var damage: [Rect] = []
    /// Whether ``changes`` holds an insert, a move or a removal.
    public internal(set) var changesStructure = false
    /// Every property that ``changes``' updates name, together: a host that cares about a
    /// few properties tests this once instead of scanning the list.
    public internal(set) var updatedProperties: PropertyMask = []

    /// Creates an empty list.
    public init() {}

    /// Whether the list has nothing to apply or repaint.
    public var isEmpty: Bool { !startsOver && changes.isEmpty && damage.isEmpty }

    /// Empties the list, keeping its storage.
    mutating func clear() {
        startsOver = false
        changesStructure = false
        updatedProperties = []
        changes.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        damage.removeAll(keepingCapacity: true)
    }

    /// Adds a change and its node's slot.
    mutating func append(_ change: HostChange, slot: Int32) {
        changes.append(change)
        slots.append(Int(slot))
        if case .update(_, let mask) = change {
            updatedProperties.formUnion(mask)
        } else {
            changesStructure = true
        }
    }

    /// Adds a damaged rectangle unless it is empty or inside the latest one.
    mutating func addDamage(_ rect: Rect?) {
        guard let rect, !rect.isEmpty else { return }
        if let last = damage.last, last.contains(rect) { return }
        damage.append(rect)
    }
}
