import CardDeckViews

extension WebSession {
    /// DOM focus moved to a node's element in the page (a click, a screen reader's cursor, a
    /// field's input): the window's focus follows, so the page and the window never disagree
    /// about where focus is and the page does not pull DOM focus back.
    ///
    /// Only a reachable element of the window's accessibility tree is taken: an id that is
    /// unknown, of a hidden node, or of one behind a modal card is ignored, so focus stays
    /// trapped in the card as the window's own Tab keeps it. With `edits`, a text field also
    /// becomes first responder, as a focused input edits in a browser (a screen reader then
    /// types into it).
    ///
    /// - Parameters:
    ///   - nodeID: The node's id, as the page has it.
    ///   - edits: Whether focus went into a text field's input.
    func focusElement(_ nodeID: UInt64, edits: Bool) {
        guard
            let node = AccessibilityTree.nodes(in: window.root).first(where: {
                $0.id.rawValue == nodeID
            })
        else { return }
        if window.accessibilityFocusedElement !== node { window.setAccessibilityFocus(node) }
        if edits, node is TextField, !node.isFirstResponder { node.becomeFirstResponder() }
    }
}
