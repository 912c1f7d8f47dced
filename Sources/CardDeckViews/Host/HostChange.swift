/// One step of a ``HostChangeList``: what a host does to its own copy of the tree, in order.
///
/// Applied in order, the steps turn the tree a host holds after the previous list into the
/// window's tree now. Indices are positions among the parent's children at the moment the
/// step is applied, as the DOM's `insertBefore` counts them.
public enum HostChange: Equatable, Sendable, CustomStringConvertible {
    /// `node` joins `parent` at `index` (clamped to the children's count); `parent` is `nil`
    /// for the window's root. The host reads every property of the node; its subviews follow
    /// as inserts of their own (parents first).
    case insert(ViewNode, parent: ViewNode?, index: Int)
    /// `node`, with its subtree, leaves its parent and joins `parent` at `index` (clamped to
    /// the children's count once it has left). Nothing inside the subtree changes.
    case move(ViewNode, parent: ViewNode, index: Int)
    /// `node`, with its whole subtree, leaves the tree.
    case remove(ViewNode)
    /// The properties in the mask changed value on `node`: read those again. Never names
    /// ``PropertyMask/subviewOrder`` (moves carry order) and never a node inserted in the
    /// same list.
    case update(ViewNode, PropertyMask)

    /// Whether two steps are the same kind for the same nodes, index and mask.
    ///
    /// - Parameters:
    ///   - lhs: A step.
    ///   - rhs: Another step.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: HostChange, rhs: HostChange) -> Bool {
        switch (lhs, rhs) {
        case (.insert(let a, let p, let i), .insert(let b, let q, let j)):
            a === b && p === q && i == j
        case (.move(let a, let p, let i), .move(let b, let q, let j)): a === b && p === q && i == j
        case (.remove(let a), .remove(let b)): a === b
        case (.update(let a, let m), .update(let b, let n)): a === b && m == n
        default: false
        }
    }

    /// The node the step is about.
    public var node: ViewNode {
        switch self {
        case .insert(let node, _, _), .move(let node, _, _), .remove(let node),
            .update(let node, _):
            node
        }
    }

    /// A short description, such as `move #12 to #3 at 0`.
    public var description: String {
        switch self {
        case .insert(let node, let parent, let index):
            "insert \(node.id) into \(parent.map { "\($0.id)" } ?? "window") at \(index)"
        case .move(let node, let parent, let index): "move \(node.id) to \(parent.id) at \(index)"
        case .remove(let node): "remove \(node.id)"
        case .update(let node, let mask): "update \(node.id) \(mask)"
        }
    }
}
