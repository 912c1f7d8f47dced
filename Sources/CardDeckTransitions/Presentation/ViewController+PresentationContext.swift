import CardDeckViews

extension ViewController {
    /// Whether a presentation in the current context, started from this controller or from
    /// one inside it, covers this controller's view; default `false`.
    ///
    /// Presenting with ``ModalPresentationStyle/currentContext``,
    /// ``ModalPresentationStyle/overCurrentContext`` or a custom presentation controller whose
    /// ``PresentationController/shouldPresentInFullscreen`` is `false` walks up from the
    /// controller `present` is called on, through parents and presenting controllers, to the
    /// first controller whose property is `true`, as UIKit does. The controller found becomes
    /// the `presentingViewController` (or, when it presents already, the top of the chain
    /// presented in its context does), and the presentation covers its view's area only.
    /// Without one — the walk reaches the window's root view controller, or a controller
    /// presented over the whole window — the presentation covers the whole window, as it
    /// would over UIKit's root view controller. Read when `present` is called.
    public var definesPresentationContext: Bool {
        get { transitionState.definesPresentationContext }
        set { transitionState.definesPresentationContext = newValue }
    }

    /// The controller whose view a presentation in the current context, started from this
    /// controller, covers: the first controller from here up (through parents and
    /// presenting controllers) that defines a presentation context, or `nil` when the walk
    /// ends without one (at the window's root view controller, or at a controller presented
    /// over the whole window), so the presentation covers the whole window.
    package var presentationContextController: ViewController? {
        var controller = self
        while true {
            if controller.definesPresentationContext { return controller }
            if let parent = controller.parent {
                controller = parent
                continue
            }
            // Presented inside a context already: the walk carries on from its presenter.
            // Presented over the whole window, or not presented: the walk ends.
            guard let presentation = controller.transitionState.presentation,
                presentation.context != nil
            else { return nil }
            controller = presentation.presenting
        }
    }

    /// The controller that presents a controller from this one: the top-most ancestor for a
    /// presentation over the whole window; in the current context, the context controller or,
    /// when it presents already, the top of the chain of presentations in that context (a
    /// card presented in a context over a card stacks on it). A context presentation without
    /// a controller that defines a context covers the whole window, as UIKit's root view
    /// controller does.
    ///
    /// - Parameter inContext: Whether the presentation is in the current context.
    /// - Returns: The presenting controller and, in a context, the context controller.
    package func presenter(inContext: Bool) -> (
        presenter: ViewController, context: ViewController?
    ) {
        guard inContext, let context = presentationContextController else {
            return (presentationRoot, nil)
        }
        var presenter = context
        while let above = presenter.transitionState.presented,
            above.context?.controller === context, above.phase != .ended
        {
            presenter = above.presented
        }
        return (presenter, context)
    }
}
