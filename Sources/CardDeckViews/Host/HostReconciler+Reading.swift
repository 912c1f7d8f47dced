extension HostReconciler {
    /// The slot of the root of the mirrored tree, or −1 before the first commit.
    package var rootSlot: Int32 { root }

    /// Whether the mirror is of a window's current tree: a reconciler that mirrors another
    /// window (or none yet) starts over at its next commit.
    ///
    /// - Parameter window: A window.
    /// - Returns: `true` when the next ``reconcile(_:in:)`` from it continues the mirror.
    package func mirrors(_ window: Window) -> Bool {
        root >= 0 && self.window === window && entries[Int(root)].node === window.root
    }

    /// The node in a slot, as the mirror holds it after the latest commit.
    ///
    /// - Parameter slot: A slot, 0 ≤ slot < ``slotCount``.
    /// - Returns: The node, or `nil` for a free slot.
    package func node(inSlot slot: Int32) -> ViewNode? {
        entries[Int(slot)].node
    }

    /// The slot of the parent of the node in a slot.
    ///
    /// - Parameter slot: A slot, 0 ≤ slot < ``slotCount``.
    /// - Returns: The parent's slot, or −1 for the root and for a free slot.
    package func parentSlot(of slot: Int32) -> Int32 {
        entries[Int(slot)].parent
    }

    /// The slots of the children of the node in a slot, back to front as its subviews.
    ///
    /// - Parameter slot: A slot, 0 ≤ slot < ``slotCount``.
    /// - Returns: The children's slots; empty for a free slot.
    package func childSlots(of slot: Int32) -> [Int32] {
        entries[Int(slot)].children
    }
}
