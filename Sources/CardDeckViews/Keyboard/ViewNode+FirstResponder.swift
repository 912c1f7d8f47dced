extension ViewNode {
    /// Whether the node is its window's first responder now.
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// Makes the node its window's first responder, as `UIResponder.becomeFirstResponder()`
    /// does: key presses go to it first, and for a node that ``wantsSoftwareKeyboard`` the
    /// window shows its software keyboard.
    ///
    /// - Returns: `false`, leaving the first responder as it was, when the node is not in a
    ///   window, cannot become first responder (``canBecomeFirstResponder``), or is hidden or
    ///   does not take user interaction (itself or an ancestor).
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard let window else {
            Diagnostics.warn("ViewNode \(id): becomeFirstResponder() outside a window; ignored")
            return false
        }
        return window.keyboard.becomeFirstResponder(self)
    }

    /// Stops being the window's first responder, as `UIResponder.resignFirstResponder()`
    /// does; the window hides its software keyboard unless another node takes over.
    ///
    /// - Returns: `true` when the node is no longer first responder (also when it was not).
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard let window, window.firstResponder === self else { return true }
        window.keyboard.setFirstResponder(nil)
        return true
    }
}
