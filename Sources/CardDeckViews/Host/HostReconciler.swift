/// Keeps the mirror of one window's tree from its mutations and turns each commit into one
/// ordered ``HostChangeList``: inserts (parents first), moves, removals, updates with the mask
/// of what changed, and the damaged rectangles in window points.
///
/// Every host can share it instead of keeping its own copy of the tree. A host adopting
/// ``ReconciledHost`` is attached through one:
///
/// ```swift
/// window.attach(HostReconciler(host: myHost))
/// ```
///
/// A host that is itself a ``HostRenderer`` can own one and call
/// ``reconcile(_:in:)`` from its `apply`. The work per commit follows what changed, never
/// the size of the tree: moving a card with 10,000 descendants costs what moving an empty
/// card costs. The list is a buffer reused from commit to commit, so a steady animation
/// allocates nothing. The first list a reconciler produces (and the one after an insert of the
/// root, which a window sends to a host attached late) ``HostChangeList/startsOver`` and
/// inserts everything; ``snapshot()`` builds such a list at any time, for a client that joins
/// later. The reconciler reads presented values and never changes the tree.
@MainActor
public final class HostReconciler: HostRenderer {
    /// The host the change lists go to, or `nil` for a reconciler a host drives itself.
    public let host: (any ReconciledHost)?
    /// Whether the lists carry ``HostChangeList/damage``; a host that repaints nothing
    /// itself (a DOM) saves the work.
    public let computesDamage: Bool
    /// The latest commit's changes; empty before the first.
    public internal(set) var changes = HostChangeList()
    // Only the reconciler reaches its entries and index, one call at a time: the per-frame
    // path (a host's slot lookups included) skips the runtime's exclusivity checks.
    @exclusivity(unchecked) var entries: [ReconcilerEntry] = []
    var freeIndices: [Int32] = []
    @exclusivity(unchecked) var indexByNode: [ObjectIdentifier: Int32] = [:]
    var root: Int32 = -1
    weak var window: Window?
    /// Parents whose children a mutation touched, in the order they were touched.
    var dirtyParents: [Int32] = []
    /// Nodes inserted again while mirrored, in the order of their inserts (so lists do not
    /// depend on hashing): read again whole.
    var rereadNodes: [ObjectIdentifier] = []
    /// Entries named by an update in this commit.
    var updated: [Int32] = []
    /// Counts reconciled commits.
    var commit = 0

    /// Creates a reconciler.
    ///
    /// - Parameters:
    ///   - host: The host each non-empty change list goes to when the reconciler is attached
    ///     to a window itself; default `nil`, for a host that calls ``reconcile(_:in:)``
    ///     itself.
    ///   - computesDamage: Whether the lists carry damaged rectangles; default `true`.
    public init(host: (any ReconciledHost)? = nil, computesDamage: Bool = true) {
        self.host = host
        self.computesDamage = computesDamage
    }

    /// The number of nodes in the mirror.
    public var nodeCount: Int { indexByNode.count }

    /// A small number naming a node while it is in the mirror, for a host's own per-node
    /// arrays: 0 ≤ slot < ``slotCount``. A removed node's slot goes to a later insert, which
    /// a host sees first, so an array indexed by slot never needs clearing.
    ///
    /// - Parameter node: A node.
    /// - Returns: The slot, or `nil` when the node is not in the mirror.
    public func slot(of node: ViewNode) -> Int? {
        indexByNode[ObjectIdentifier(node)].map(Int.init)
    }

    /// One more than the largest slot in use, ≥ 0.
    public var slotCount: Int { entries.count }

    /// Reconciles a commit and hands a non-empty change list to ``host``.
    ///
    /// - Parameters:
    ///   - mutations: The commit's changes, in order.
    ///   - window: The committing window.
    public func apply(_ mutations: [Mutation], in window: Window) {
        let list = reconcile(mutations, in: window)
        if !list.isEmpty { host?.apply(list, in: window) }
    }

    /// Brings the mirror in line with a commit and returns the changes a host applies.
    ///
    /// A commit from another window than the last (or an insert of the root) starts over:
    /// the list inserts that window's whole tree.
    ///
    /// - Parameters:
    ///   - mutations: The commit's changes, in order.
    ///   - window: The committing window.
    /// - Returns: The changes; empty when nothing a host draws changed. Valid until the next
    ///   call.
    @discardableResult
    public func reconcile(_ mutations: [Mutation], in window: Window) -> HostChangeList {
        commit += 1
        changes.clear()
        guard root >= 0, self.window === window, entries[Int(root)].node === window.root else {
            startOver(with: window)
            return changes
        }
        for mutation in mutations {
            switch mutation {
            case .insert(let node, let parent, _):
                guard let parent else {
                    startOver(with: window)
                    return changes
                }
                if let index = indexByNode[ObjectIdentifier(node)] {
                    rereadNodes.append(ObjectIdentifier(node))
                    let old = entries[Int(index)].parent
                    if old >= 0 { markDirty(old) }
                }
                if let index = indexByNode[ObjectIdentifier(parent)] { markDirty(index) }
            case .remove(_, let parent):
                if let index = indexByNode[ObjectIdentifier(parent)] { markDirty(index) }
            case .update(let node, let mask):
                guard let index = indexByNode[ObjectIdentifier(node)] else { continue }
                if mask.contains(.subviewOrder) { markDirty(index) }
                if entries[Int(index)].pendingMask.isEmpty { updated.append(index) }
                entries[Int(index)].pendingMask.formUnion(mask)
            }
        }
        syncStructure()
        applyUpdates()
        return changes
    }

    /// A list that inserts the whole mirrored tree, root first, for a host that joins now.
    ///
    /// - Returns: A list that ``HostChangeList/startsOver``, damages the window's bounds
    ///   and inserts every node, parents first; empty before the first commit.
    public func snapshot() -> HostChangeList {
        var list = HostChangeList()
        guard root >= 0, let window else { return list }
        list.startsOver = true
        if computesDamage { list.addDamage(window.bounds) }
        list.changes.reserveCapacity(indexByNode.count)
        list.slots.reserveCapacity(indexByNode.count)
        appendInserts(from: root, index: 0, into: &list)
        return list
    }

    /// Drops the mirror and builds it again from the window's tree, as a list that starts
    /// over.
    private func startOver(with window: Window) {
        entries.removeAll(keepingCapacity: true)
        freeIndices.removeAll(keepingCapacity: true)
        indexByNode.removeAll(keepingCapacity: true)
        dirtyParents.removeAll(keepingCapacity: true)
        rereadNodes.removeAll(keepingCapacity: true)
        updated.removeAll(keepingCapacity: true)
        self.window = window
        changes.startsOver = true
        if computesDamage { changes.addDamage(window.bounds) }
        root = build(window.root, parent: -1, index: 0)
    }

    private func markDirty(_ index: Int32) {
        if !dirtyParents.contains(index) { dirtyParents.append(index) }
    }

    private func appendInserts(from start: Int32, index: Int, into list: inout HostChangeList) {
        var stack: [(Int32, Int)] = [(start, index)]
        while let (current, position) = stack.popLast() {
            let entry = entries[Int(current)]
            guard let node = entry.node else { continue }
            let parent = entry.parent >= 0 ? entries[Int(entry.parent)].node : nil
            list.append(.insert(node, parent: parent, index: position), slot: current)
            for (childIndex, child) in entry.children.enumerated().reversed() {
                stack.append((child, childIndex))
            }
        }
    }
}
