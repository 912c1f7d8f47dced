/// One change to the tree, as a host renderer receives it in a commit.
///
/// The core computes the changes; a host only applies them, reading presented values from the
/// nodes (``ViewNode/presentation``) and never changing the tree.
public enum Mutation: Equatable, Sendable, CustomStringConvertible {
    /// `node`, with its whole subtree, was added to `parent` at `index`. The host reads every
    /// property of every node in the subtree.
    case insert(ViewNode, parent: ViewNode?, index: Int)
    /// `node`, with its whole subtree, was removed from `parent`.
    case remove(ViewNode, parent: ViewNode)
    /// The properties in the mask changed on `node`. A geometry change moves the node's whole
    /// subtree in window space without an update for each descendant.
    case update(ViewNode, PropertyMask)

    /// Whether two mutations are the same kind for the same nodes and mask.
    ///
    /// - Parameters:
    ///   - lhs: A mutation.
    ///   - rhs: Another mutation.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: Mutation, rhs: Mutation) -> Bool {
        switch (lhs, rhs) {
        case (.insert(let a, let p, let i), .insert(let b, let q, let j)):
            a === b && p === q && i == j
        case (.remove(let a, let p), .remove(let b, let q)): a === b && p === q
        case (.update(let a, let m), .update(let b, let n)): a === b && m == n
        default: false
        }
    }

    /// The node the mutation is about.
    public var node: ViewNode {
        switch self {
        case .insert(let node, _, _), .remove(let node, _), .update(let node, _): node
        }
    }

    /// A short description, such as `update #12 [geometry]`.
    public var description: String {
        switch self {
        case .insert(let node, let parent, let index):
            "insert \(node.id) into \(parent.map { "\($0.id)" } ?? "window") at \(index)"
        case .remove(let node, let parent): "remove \(node.id) from \(parent.id)"
        case .update(let node, let mask): "update \(node.id) \(mask)"
        }
    }
}
