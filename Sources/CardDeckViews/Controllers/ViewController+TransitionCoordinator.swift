extension ViewController {
    /// The coordinator of the presentation, dismissal, push or pop this controller (or one of
    /// its ancestors) takes part in right now, or `nil` when none runs.
    ///
    /// Read it in `viewWillAppear(_:)` or `viewWillDisappear(_:)` to animate alongside the
    /// transition, as in UIKit.
    public var transitionCoordinator: (any TransitionCoordinator)? {
        var controller: ViewController? = self
        while let current = controller {
            if let coordinator = current.activeTransitionCoordinator { return coordinator }
            controller = current.parent
        }
        return nil
    }
}
