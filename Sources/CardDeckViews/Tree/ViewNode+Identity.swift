extension ViewNode {
    /// Gives every node of this subtree an ``id`` from `window`, which the subtree just joined:
    /// a node keeps a number its window gave it before, and a number from another window that
    /// `window` has not reached yet; any other node takes the window's next number. Every
    /// number a window's nodes hold stays below its next one, so numbers never repeat in it.
    ///
    /// Visits the whole subtree: joining a window costs what the hosts' reading of the
    /// inserted subtree costs anyway, and moves within a window cost nothing.
    ///
    /// - Parameter window: The window the subtree joined.
    func adoptIdentities(in window: Window) {
        if idWindow !== window {
            id = window.nodeIdentities.identity(keeping: id)
            idWindow = window
        }
        for subview in subviews { subview.adoptIdentities(in: window) }
    }
}
