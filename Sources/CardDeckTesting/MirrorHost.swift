import CardDeckViews

/// A host that keeps its own copy of the window's tree from the mutations alone, and checks
/// it against the window after every commit: the reference for what a host may rely on.
///
/// On an insert it reads the inserted subtree whole (an insert stands for the subtree as it
/// is now); on a removal it forgets the node; on an update it reads again only the properties
/// the mask names. A property that changed without a mutation naming it, a reorder that was
/// not reported, or a node the window forgot to insert shows up as a difference. Attach it
/// beside any host in a test:
///
/// ```swift
/// let mirror = MirrorHost()
/// window.attach(mirror)
/// // … drive the window …
/// #expect(mirror.failures.isEmpty, "\(mirror.failures)")
/// ```
@MainActor
public final class MirrorHost: HostRenderer {
    private struct Entry {
        var children: [ObjectIdentifier]
        var state: VisualState
    }

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

    /// Applies a commit's mutations to the mirror, then compares it with the window.
    ///
    /// - Parameters:
    ///   - mutations: The commit's changes, in order.
    ///   - window: The committing window.
    public func apply(_ mutations: [Mutation], in window: Window) {
        commitCount += 1
        for mutation in mutations {
            switch mutation {
            case .insert(let node, let parent, _):
                read(node)
                if let parent {
                    refreshChildren(of: parent)
                } else {
                    root = ObjectIdentifier(node)
                }
            case .remove(let node, let parent):
                forget(node)
                refreshChildren(of: parent)
            case .update(let node, let mask):
                let key = ObjectIdentifier(node)
                guard var entry = entries[key] else { continue }
                let now = node.presentation
                if mask.contains(.geometry) {
                    entry.state.bounds = now.bounds
                    entry.state.center = now.center
                    entry.state.transform = now.transform
                }
                if mask.contains(.alpha) { entry.state.alpha = now.alpha }
                if mask.contains(.isHidden) { entry.state.isHidden = now.isHidden }
                if mask.contains(.backgroundColor) {
                    entry.state.backgroundColor = now.backgroundColor
                }
                if mask.contains(.corners) {
                    entry.state.cornerRadius = now.cornerRadius
                    entry.state.maskedCorners = now.maskedCorners
                }
                if mask.contains(.clipping) { entry.state.clipsToBounds = now.clipsToBounds }
                if mask.contains(.shadow) { entry.state.shadow = now.shadow }
                if mask.contains(.border) { entry.state.border = now.border }
                if mask.contains(.text) { entry.state.text = now.text }
                entries[key] = entry
                if mask.contains(.subviewOrder) { refreshChildren(of: node) }
            }
        }
        if let difference = difference(from: window), failures.count < Self.maximumFailures {
            failures.append("frame \(window.frameCount): \(difference)")
        }
    }

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

    private func read(_ node: ViewNode) {
        var stack = [node]
        while let next = stack.popLast() {
            entries[ObjectIdentifier(next)] = Entry(
                children: next.subviews.map(ObjectIdentifier.init), state: next.presentation)
            stack.append(contentsOf: next.subviews)
        }
    }

    private func refreshChildren(of node: ViewNode) {
        guard entries[ObjectIdentifier(node)] != nil else { return }
        entries[ObjectIdentifier(node)]?.children = node.subviews.map(ObjectIdentifier.init)
    }

    private func forget(_ node: ViewNode) {
        var stack = [ObjectIdentifier(node)]
        while let key = stack.popLast() {
            guard let entry = entries.removeValue(forKey: key) else { continue }
            // A child moved elsewhere in the same commit was read again there: keep it.
            stack.append(contentsOf: entry.children)
        }
    }
}
