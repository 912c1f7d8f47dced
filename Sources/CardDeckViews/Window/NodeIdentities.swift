/// The numbers a window gives its nodes (``ViewNode/ID``): per window, so a fresh window
/// numbers its nodes from 1 whatever ran before, and golden files of a window do not depend on
/// the tests that ran first.
struct NodeIdentities {
    /// The number the next node to join takes; above every number the window's nodes hold.
    private(set) var next: UInt64 = 1

    /// The identity for a node that joins the window holding `current`.
    ///
    /// - Parameter current: The node's identity so far: 0 when it has none, else from another
    ///   window.
    /// - Returns: `current` when no node of this window can hold its number (it is at or above
    ///   ``next``), else the next number.
    mutating func identity(keeping current: ViewNode.ID) -> ViewNode.ID {
        if current.rawValue >= next {
            next = current.rawValue &+ 1
            return current
        }
        defer { next &+= 1 }
        return ViewNode.ID(rawValue: next)
    }
}
