import CardDeckViews

/// A host renderer for a web page: one DOM element per node, kept in step by patches that
/// carry only what each commit changed.
///
/// A `HostReconciler` keeps the mirror of the tree and hands the host the structure of each
/// commit as a change list; the host turns it into patch operations:
/// - inserts, moves and removals become the same operations on elements (a removal takes the
///   element's subtree with it);
/// - an update reads again only the style fields its property mask feeds
///   (`WebStyle.Fields(_:)` given the mask), in place, and sends the ones whose value
///   changed. The host keeps the style the page last received for each element, in an array
///   indexed by the reconciler's slots, and compares there: the reconciler sees only the
///   updates that change the structure or the accessibility, so a drag frame costs a style
///   read per moved element (its slot remembered from the frame before), and no second copy
///   of its state.
///
/// A commit that changes nothing visible adds nothing. ``takePatch()`` hands over what
/// accumulated since it was last called, and ``encodePatch(frame:into:)`` writes it as a
/// message straight from the host's styles; ``snapshot()`` is the whole page for a client
/// that connects later. Neither the host nor its patches ever change the tree.
@MainActor
public final class WebHost: HostRenderer {
    // A page repaints itself: the host needs no damage.
    let reconciler = HostReconciler(computesDamage: false)
    /// How many commits the reconciler reconciled; see `WebHost+Inspection.swift`. Counted
    /// only on that path, so a drag frame pays nothing for it.
    package private(set) var reconciledCommits = 0
    /// The style the page last received, by the reconciler's slot of the element's node.
    // Only the host reaches its buffers, one call at a time: the per-frame path skips the
    // runtime's exclusivity checks.
    @exclusivity(unchecked) private var styles: [WebStyle] = []
    /// The id the page knows each element by, by slot: the node's id when it was inserted
    /// (a node that joins another window may be numbered again before this page hears of it).
    @exclusivity(unchecked) private var ids: [UInt64] = []
    private var windowSize: Size?
    /// What the host recorded since its patch was last taken; its style updates are read
    /// from `styles` when the patch is taken or encoded.
    @exclusivity(unchecked) private var pending = WebPendingPatch()
    /// The array ``takePatch()`` fills and returns, its storage reused from frame to frame.
    private var taken: [WebPatchOperation] = []
    /// What the accessibility tracker records at a commit, a buffer reused from commit to
    /// commit.
    private var accessibilityOperations: [WebPatchOperation] = []
    /// The node and slot of each update of the latest commits, by the update's position among
    /// its commit's mutations. Slots change only when the reconciler reconciles, which empties
    /// this, so a drag frame that updates the same nodes in the same order as the frame before
    /// finds each slot with a comparison instead of a hash lookup.
    @exclusivity(unchecked) private var recentSlots: [(node: ObjectIdentifier, slot: Int)] = []
    /// The mutations the reconciler is given, a buffer reused from commit to commit.
    private var structural: [Mutation] = []
    /// What the reconciler reads of an update: the order of subviews, and what the
    /// accessibility tracker follows. The host reads every style field itself.
    private static let reconciledProperties: PropertyMask = [
        .subviewOrder, .accessibility, .isHidden, .text,
    ]
    /// The page's ARIA attributes and live region; see `WebAccessibilityTracker`.
    private var accessibility = WebAccessibilityTracker()

    /// The number of elements the page has.
    public var elementCount: Int { reconciler.nodeCount }

    /// Creates a host with no elements; the first commit it receives (or attaching it to a
    /// window that already ran a frame) sends the whole tree.
    public init() {}

    /// Records one commit's changes as patch operations.
    ///
    /// - Parameters:
    ///   - mutations: The commit's changes, in order.
    ///   - window: The committing window; a commit from another window than the last starts
    ///     the page over with that window's tree.
    public func apply(_ mutations: [Mutation], in window: Window) {
        // A commit that changed neither the structure nor the accessibility (a drag frame)
        // leaves the reconciler alone.
        if changesStructure(mutations) || !reconciler.mirrors(window) {
            recentSlots.removeAll(keepingCapacity: true)
            structural.removeAll(keepingCapacity: true)
            for mutation in mutations {
                guard case .update(let node, let mask) = mutation else {
                    structural.append(mutation)
                    continue
                }
                let kept = mask.intersection(Self.reconciledProperties)
                if !kept.isEmpty { structural.append(.update(node, kept)) }
            }
            reconciledCommits &+= 1
            applyStructure(reconciler.reconcile(structural, in: window), in: window)
        } else if windowSize != window.size {
            windowSize = window.size
            pending.append(.resize(window.size))
        }
        // After the structure, so a node inserted in this commit has its slot (and, read whole
        // on insert, nothing left to send) and a removed one has none.
        for position in mutations.indices {
            guard case .update(let node, let mask) = mutations[position] else { continue }
            readStyle(of: node, WebStyle.Fields(mask), at: position)
        }
        accessibility.refresh(window, into: &accessibilityOperations)
        if !accessibilityOperations.isEmpty {
            pending.append(contentsOf: accessibilityOperations)
            accessibilityOperations.removeAll(keepingCapacity: true)
        }
    }

    /// Whether a commit holds an insert, a removal or an update the reconciler reads; looks
    /// at no node.
    private func changesStructure(_ mutations: [Mutation]) -> Bool {
        let reconciled = Self.reconciledProperties
        for position in mutations.indices {
            guard case .update(_, let mask) = mutations[position], mask.isDisjoint(with: reconciled)
            else { return true }
        }
        return false
    }

    /// The slot of a mirrored node named by the update at a position among a commit's
    /// mutations; see `recentSlots`.
    private func slot(of node: ViewNode, at position: Int) -> Int? {
        let key = ObjectIdentifier(node)
        if position < recentSlots.count, recentSlots[position].node == key {
            return recentSlots[position].slot
        }
        guard let slot = reconciler.slot(of: node) else { return nil }
        if position >= recentSlots.count {
            recentSlots.append(
                contentsOf: repeatElement(
                    (node: key, slot: slot), count: position + 1 - recentSlots.count))
        }
        recentSlots[position] = (key, slot)
        return slot
    }

    /// Turns a change list's inserts, moves and removals into operations; its updates are
    /// read from the mutations.
    private func applyStructure(_ list: HostChangeList, in window: Window) {
        if list.startsOver {
            pending.removeAll()
            pending.append(.reset(window.size))
            windowSize = window.size
            accessibility.restart()
        } else if windowSize != window.size {
            windowSize = window.size
            pending.append(.resize(window.size))
        }
        for position in list.changes.indices {
            append(list.changes[position], slot: list.slots[position])
        }
        accessibility.note(list)
    }

    /// Hands over the operations recorded since the last call, in order, and forgets them.
    ///
    /// - Returns: The operations; empty when nothing visible changed.
    public func takePatch() -> [WebPatchOperation] {
        // Filled in place: once the caller lets go of the array it was handed last time, a
        // steady drag reuses its storage instead of allocating a new array every frame.
        taken.removeAll(keepingCapacity: true)
        pending.operations(into: &taken, styles: styles, ids: ids)
        pending.removeAll()
        return taken
    }

    /// Encodes the operations recorded since the patch was last taken into a buffer and
    /// forgets them: the same bytes as `WebPatchEncoder.encode(takePatch(), frame: frame,
    /// into: &buffer)`, written straight from the host's styles without making the operations.
    ///
    /// ```swift
    /// var outgoing: [UInt8] = []
    /// if host.encodePatch(frame: window.frameCount, into: &outgoing) > 0 {
    ///     try connection.send(outgoing)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - frame: The window's frame number the patch brings the page to.
    ///   - buffer: Where the message goes; its previous contents are dropped, its capacity
    ///     kept. Left empty when nothing was recorded.
    /// - Returns: The number of operations encoded; 0 when nothing visible changed.
    @discardableResult
    public func encodePatch(frame: Int, into buffer: inout [UInt8]) -> Int {
        guard !pending.isEmpty else {
            buffer.removeAll(keepingCapacity: true)
            return 0
        }
        let count = pending.encode(frame: frame, into: &buffer, styles: styles, ids: ids)
        pending.removeAll()
        return count
    }

    /// The messages of the announcements recorded since the patch was last taken, in order.
    package func pendingAnnouncements() -> [String] {
        pending.announcements()
    }

    /// Whether operations are waiting for ``takePatch()``.
    public var hasPendingPatch: Bool { !pending.isEmpty }

    /// The whole page as it stands after the operations handed over so far: a reset, then
    /// every element in tree order with its style. A client that connects later applies this
    /// first and then the patches that follow.
    ///
    /// - Returns: The operations; empty before the first commit.
    public func snapshot() -> [WebPatchOperation] {
        guard let windowSize else { return [] }
        let list = reconciler.snapshot()
        guard !list.changes.isEmpty else { return [] }
        var operations: [WebPatchOperation] = [.reset(windowSize)]
        operations.reserveCapacity(list.changes.count + 1)
        for case .insert(let node, let parent, let index) in list.changes {
            guard let slot = reconciler.slot(of: node) else { continue }
            operations.append(
                insertion(of: node, style: styles[slot], parent: parent, index: index))
        }
        operations += accessibility.snapshot()
        return operations
    }

    private func append(_ change: HostChange, slot: Int) {
        switch change {
        case .insert(let node, let parent, let index):
            let style = WebStyle(node.presentation)
            pending.settle(slot: slot, styles: styles, ids: ids)
            if slot >= styles.count {
                styles.append(contentsOf: repeatElement(WebStyle(), count: slot + 1 - styles.count))
                ids.append(contentsOf: repeatElement(0, count: slot + 1 - ids.count))
            }
            styles[slot] = style
            ids[slot] = node.id.rawValue
            pending.append(insertion(of: node, style: style, parent: parent, index: index))
        case .move(_, let parent, let index):
            pending.append(.move(id: ids[slot], parent: id(of: parent), index: index))
        case .remove:
            pending.append(.remove(id: ids[slot]))
        case .update:
            // The host reads updates from the mutations themselves; see `readStyle`.
            break
        }
    }

    /// Reads again the style fields of a mirrored node and records those that changed.
    private func readStyle(of node: ViewNode, _ fields: WebStyle.Fields, at position: Int) {
        guard !fields.isEmpty, let slot = slot(of: node, at: position) else { return }
        pending.settle(slot: slot, styles: styles, ids: ids)
        let changed = styles[slot].read(fields, from: node.presentation)
        guard !changed.isEmpty else { return }
        pending.appendUpdate(slot: slot, fields: changed)
    }

    private func insertion(of node: ViewNode, style: WebStyle, parent: ViewNode?, index: Int)
        -> WebPatchOperation
    {
        .insert(
            id: id(of: node), parent: parent.map(id(of:)) ?? WebPatchOperation.windowID,
            index: index, style: style, fields: style.fieldsDiffering(from: WebStyle()))
    }

    /// The id the page knows a mirrored node's element by.
    private func id(of node: ViewNode) -> UInt64 {
        reconciler.slot(of: node).map { ids[$0] } ?? node.id.rawValue
    }
}
