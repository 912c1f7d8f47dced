/// A window's commit phase: the structural changes and dirty nodes of a frame become one list
/// of ``Mutation``s, handed to every attached host.
@MainActor
final class CommitPhase {
    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    @exclusivity(unchecked) private var hosts: [any HostRenderer] = []
    @exclusivity(unchecked) private var queue: [ViewNode] = []
    @exclusivity(unchecked) private var structuralMutations: [Mutation] = []
    @exclusivity(unchecked) private var mutations: [Mutation] = []
    /// How many commits carried changes to the hosts.
    @exclusivity(unchecked) private(set) var count = 0

    /// Whether structural changes wait to be committed.
    var hasPendingStructure: Bool { !structuralMutations.isEmpty }

    /// Whether nothing waits to be committed.
    var isEmpty: Bool { queue.isEmpty && structuralMutations.isEmpty }

    /// Attaches a host; attaching twice has no effect. A host attached after the window's
    /// first frame first receives an insert of the root.
    func attach(_ host: any HostRenderer, to window: Window) {
        guard !hosts.contains(where: { $0 === host }) else { return }
        hosts.append(host)
        if window.frameCount > 0 {
            host.apply([.insert(window.root, parent: nil, index: 0)], in: window)
        }
    }

    /// Detaches a host; it receives nothing more.
    func detach(_ host: any HostRenderer) {
        hosts.removeAll { $0 === host }
    }

    /// Records that `mask` changed on `node`, queueing it for its window's next commit; does
    /// nothing outside a window.
    static func markDirty(_ node: ViewNode, _ mask: PropertyMask) {
        guard let window = node.window else { return }
        // A node still queued in a window it has left is queued again in this one.
        if node.queuedCommitWindow !== window {
            node.dirtyMask = []
            node.queuedCommitWindow = window
            window.commits.enqueue(node)
        }
        node.dirtyMask.formUnion(mask)
    }

    /// Queues a node whose properties changed.
    func enqueue(_ node: ViewNode) { queue.append(node) }

    /// Records that `node` and its subtree were inserted into `parent` (`nil`: the root).
    func recordInsert(_ node: ViewNode, into parent: ViewNode?, at index: Int) {
        structuralMutations.append(.insert(node, parent: parent, index: index))
    }

    /// Records that `node` and its subtree left `parent`.
    func recordRemove(_ node: ViewNode, from parent: ViewNode) {
        structuralMutations.append(.remove(node, parent: parent))
    }

    /// Turns what is queued into mutations and hands them to the hosts; nothing is sent for a
    /// frame without changes.
    func run(in window: Window) {
        mutations.append(contentsOf: structuralMutations)
        structuralMutations.removeAll(keepingCapacity: true)
        for node in queue where node.queuedCommitWindow === window {
            node.queuedCommitWindow = nil
            if node.window === window, !node.dirtyMask.isEmpty {
                mutations.append(.update(node, node.dirtyMask))
            }
            node.dirtyMask = []
        }
        queue.removeAll(keepingCapacity: true)
        guard !mutations.isEmpty else { return }
        count += 1
        for host in hosts { host.apply(mutations, in: window) }
        // Emptied now rather than at the next commit, so the nodes of a removed subtree are
        // released with this frame.
        mutations.removeAll(keepingCapacity: true)
    }
}
