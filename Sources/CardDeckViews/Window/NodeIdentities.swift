/// The numbers a window gives its nodes (``ViewNode/ID``): per window, so a fresh window
/// numbers its nodes from 1 whatever ran before, and golden files of a window do not depend on
/// the tests that ran first.
///
/// Each node holds the numbering its ``ViewNode/id`` came from (held strongly: a number stays
/// attributable to its window even after the window is gone, and comparing two numberings
/// costs no weak load). A subtree that joins a window is numbered only where it holds nodes
/// numbered elsewhere or never: `SubtreeCounts.identityBoundaries` finds them, so a card
/// presented again in the window it was numbered in costs nothing here whatever its size.
@MainActor
final class NodeIdentities {
    /// The window these numbers belong to; held weakly (the window owns its numbering).
    private(set) weak var window: Window?
    /// The number the next node to join takes; above every number the window's nodes hold.
    private(set) var next: UInt64 = 1

    /// The identity for a node that joins the window holding `current`.
    ///
    /// - Parameter current: The node's identity so far: 0 when it has none, else from another
    ///   window.
    /// - Returns: `current` when no node of this window can hold its number (it is at or above
    ///   ``next``), else the next number.
    func identity(keeping current: ViewNode.ID) -> ViewNode.ID {
        if current.rawValue >= next {
            next = current.rawValue &+ 1
            return current
        }
        defer { next &+= 1 }
        return ViewNode.ID(rawValue: next)
    }

    /// Gives every node of `subtree`, which just joined this numbering's window, an ``id``
    /// from it: a node keeps a number this window gave it before, and a number from another
    /// window that this one has not reached yet; any other node takes the next number, parents
    /// first. Every number a window's nodes hold stays below its next one, so numbers never
    /// repeat in it.
    ///
    /// Visits only the branches holding nodes numbered elsewhere or never. A node that takes a
    /// new number in place of one from another window's numbering first lets that window
    /// commit the structural changes it has not sent (the node's removal from it): its hosts
    /// read the number they know the node by.
    ///
    /// - Parameter subtree: The top of the subtree; its superview is in the window.
    func adopt(_ subtree: ViewNode) {
        let boundaries =
            subtree.subtreeCounts.identityBoundaries
            + (subtree.identitySpace === subtree.superview?.identitySpace ? 0 : 1)
        guard boundaries > 0 else { return }
        number(subtree)
        SubtreeCounts.add(SubtreeCounts(identityBoundaries: -boundaries), from: subtree.superview)
    }

    /// Numbers `window`'s root, which joins it without a superview, and ties this numbering
    /// to the window; called once, as the window is made.
    func adoptRoot(_ root: ViewNode, of window: Window) {
        self.window = window
        number(root)
    }

    /// Numbers `node` and the nodes below it that need it.
    private func number(_ node: ViewNode) {
        let wasHere = node.identitySpace === self
        let isUniform = node.subtreeCounts.identityBoundaries == 0
        if !wasHere {
            if let elsewhere = node.identitySpace, node.id.rawValue < next {
                elsewhere.commitPendingStructure()
            }
            node.id = identity(keeping: node.id)
            node.identitySpace = self
        }
        if wasHere, isUniform { return }
        node.subtreeCounts.identityBoundaries = 0
        for subview in node.subviews { number(subview) }
    }

    /// Commits the window's structural changes not sent yet, so its hosts receive them while
    /// the nodes still hold this window's numbers.
    private func commitPendingStructure() {
        guard let window, window.commits.hasPendingStructure else { return }
        window.commits.run(in: window)
    }
}
