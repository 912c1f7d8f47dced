extension ViewNode {
    /// Begins the appearance transitions of the controllers whose views are in this subtree,
    /// pre-order, before the subtree enters (or leaves) a window.
    ///
    /// Recursion instead of a collected list keeps insertions of plain nodes allocation-free;
    /// the subviews are read after each callback so views a callback adds are included.
    /// Branches without a controller's view are skipped (`SubtreeCounts`).
    func beginAppearanceOfControllers(_ isAppearing: Bool) {
        owningController?.beginAutomaticAppearanceTransition(isAppearing)
        for subview in subviews where subview.subtreeCounts.controllerViews > 0 {
            subview.beginAppearanceOfControllers(isAppearing)
        }
    }

    /// Ends the transitions ``beginAppearanceOfControllers(_:)`` began, pre-order, after the
    /// subtree entered (or left) the window.
    func endAppearanceOfControllers() {
        owningController?.endAutomaticAppearanceTransition()
        for subview in subviews where subview.subtreeCounts.controllerViews > 0 {
            subview.endAppearanceOfControllers()
        }
    }
}
