import CardDeckViews

/// A host that keeps its own copy of the window's tree by replaying a `HostReconciler`'s
/// change lists, and checks it against the window after every commit: the reference for what
/// a host may rely on.
///
/// It applies each list as any host does (inserts read every property, moves and removals
/// carry their subtrees, updates read again only the properties their mask names), so a
/// property that changed without a mutation naming it, a reorder that was not reported, or a
/// node the window forgot to insert shows up as a difference. Attach it beside any host in a
/// test:
///
/// ```swift
/// let mirror = MirrorHost()
/// window.attach(mirror)
/// // … drive the window …
/// #expect(mirror.failures.isEmpty, "\(mirror.failures)")
/// ```
@MainActor
public final class MirrorHost: HostRenderer, ReconciledHost {
    private struct Entry {
        var parent: ObjectIdentifier?
        var children: [ObjectIdentifier] = []
        var state: VisualState
    }

    private let reconciler = HostReconciler()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var root: ObjectIdentifier?
    /// Every difference found, as `"frame N: …"`, at most ``maximumFailures``.
    public private(set) var failures: [String] = []
    /// Commits checked.
    public private(set) var commitCount = 0
    /// The most failures kept: 20.
    public static let maximumFailures = 20

    /// Creates an empty mirror; the first commit (or attaching to a window that ran a frame)
    /// fills it.
    public init() {}

    /// The number of nodes in the mirror.
    public var nodeCount: Int { entries.count }

    /// Reconciles a commit's mutations and applies the resulting change list.
    ///
    /// - Parameters:
    ///   - mutations: The commit's changes, in order.
    ///   - window: The committing window.
    public func apply(_ mutations: [Mutation], in window: Window) {
        apply(reconciler.reconcile(mutations, in: window), in: window)
    }

    /// Applies a change list to the mirror, then compares it with the window.
    ///
    /// - Parameters:
    ///   - changes: The changes, in order.
    ///   - window: The window they come from.
    public func apply(_ changes: HostChangeList, in window: Window) {
        commitCount += 1
        if changes.startsOver {
            entries.removeAll()
            root = nil
        }
        for change in changes.changes { replay(change) }
        if let difference = difference(from: window), failures.count < Self.maximumFailures {
            failures.append("frame \(window.frameCount): \(difference)")
        }
    }

    /// A change list that inserts the whole tree as the reconciler behind this mirror holds
    /// it: what a host attached now would receive first.
    ///
    /// - Returns: The snapshot; empty before the first commit.
    public func snapshot() -> HostChangeList { reconciler.snapshot() }

    /// Where the mirror differs from the window's presented tree, or `nil` when it equals it.
    ///
    /// - Parameter window: The window.
    /// - Returns: The first difference, described.
    public func difference(from window: Window) -> String? {
        guard root == ObjectIdentifier(window.root) else { return "the root is not the window's" }
        var stack = [window.root]
        var count = 0
        while let node = stack.popLast() {
            count += 1
            guard let entry = entries[ObjectIdentifier(node)] else {
                return "node \(node.id) was never inserted"
            }
            if entry.children != node.subviews.map(ObjectIdentifier.init) {
                return "the children of node \(node.id) differ"
            }
            if entry.state != node.presentation {
                return "node \(node.id) changed without a mutation naming what changed"
            }
            stack.append(contentsOf: node.subviews)
        }
        return count == entries.count ? nil : "\(entries.count - count) nodes were never removed"
    }

    private func replay(_ change: HostChange) {
        switch change {
        case .insert(let node, let parent, let index):
            let key = ObjectIdentifier(node)
            entries[key] = Entry(
                parent: parent.map(ObjectIdentifier.init), state: node.presentation)
            if let parent {
                link(key, to: ObjectIdentifier(parent), at: index)
            } else {
                root = key
            }
        case .move(let node, let parent, let index):
            let key = ObjectIdentifier(node)
            unlink(key)
            entries[key]?.parent = ObjectIdentifier(parent)
            link(key, to: ObjectIdentifier(parent), at: index)
        case .remove(let node):
            let key = ObjectIdentifier(node)
            unlink(key)
            var stack = [key]
            while let next = stack.popLast() {
                stack.append(contentsOf: entries.removeValue(forKey: next)?.children ?? [])
            }
        case .update(let node, let mask):
            entries[ObjectIdentifier(node)]?.state.read(mask, from: node.presentation)
        }
    }

    private func link(_ key: ObjectIdentifier, to parent: ObjectIdentifier, at index: Int) {
        guard let count = entries[parent]?.children.count else { return }
        entries[parent]?.children.insert(key, at: min(index, count))
    }

    private func unlink(_ key: ObjectIdentifier) {
        guard let parent = entries[key]?.parent else { return }
        entries[parent]?.children.removeAll { $0 == key }
    }
}
