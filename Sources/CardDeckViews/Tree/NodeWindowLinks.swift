/// How a ``ViewNode`` finds its window: the window whose root it is, and the window its last
/// walk up the tree found, remembered with that window's structure stamp so the answer holds
/// until a subtree leaves that window.
///
/// The links are plain fields of the node (`hostedWindow`, `foundWindow`, `foundStamp`), read
/// on every property change: kept in a struct stored on the node, their weak references made
/// every read copy the struct, which cost more than the walk it saves.
@MainActor
enum NodeWindowLinks {
    /// The window whose tree holds `node`: the one remembered while its window's structure
    /// stamp has not moved, else the one a walk to the top of the tree finds (remembered).
    static func window(of node: ViewNode) -> Window? {
        if let found = node.foundWindow, found.structureStamp == node.foundStamp { return found }
        var top = node
        while let parent = top.superview { top = parent }
        let found = top.hostedWindow
        node.foundWindow = found
        node.foundStamp = found?.structureStamp ?? 0
        return found
    }

    /// Whether ``window(of:)`` answers for `node` from memory, without a walk.
    static func remembersWindow(of node: ViewNode) -> Bool {
        guard let found = node.foundWindow else { return false }
        return found.structureStamp == node.foundStamp
    }
}
