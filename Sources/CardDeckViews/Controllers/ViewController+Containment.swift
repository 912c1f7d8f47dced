extension ViewController {
    /// Adds `child` to ``children``, calling its ``willMove(toParent:)`` with this controller.
    ///
    /// As in UIKit, the child's view is not added for you: add it to this controller's view,
    /// then call the child's ``didMove(toParent:)``. A child that belongs to another parent is
    /// removed from it first (it gets ``didMove(toParent:)`` with `nil`). Adding a current
    /// child again has no effect. Adding the controller itself, one of its ancestors (which
    /// would make a cycle) or a window's root view controller is refused with a warning in
    /// ``Diagnostics``, and nothing changes.
    ///
    /// - Parameter child: The controller to add.
    public func addChild(_ child: ViewController) {
        if child === self {
            Diagnostics.warn("\(debugName): refused to add itself as its own child")
            return
        }
        guard child.parent !== self else { return }
        if hasAncestor(child) {
            Diagnostics.warn(
                "\(debugName): refused to add its ancestor \(child.debugName) as a child, which "
                    + "would make a cycle")
            return
        }
        if child.hostWindow != nil {
            Diagnostics.warn(
                "\(debugName): refused to add \(child.debugName), the root view controller of "
                    + "a window, as a child")
            return
        }
        child.removeFromParent()
        child.isMovingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent's ``children``, then calls its
    /// ``didMove(toParent:)`` with `nil`.
    ///
    /// As in UIKit, call ``willMove(toParent:)`` with `nil` and remove the view first. Does
    /// nothing when the controller has no parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
        isMovingFromParent = false
    }

    /// Whether `controller` is this controller's parent, grandparent, and so on.
    private func hasAncestor(_ controller: ViewController) -> Bool {
        var current = parent
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }
}
