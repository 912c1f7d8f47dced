import CardDeckViews

extension LiveObjects.Kind {
    /// The record of one presentation, from `present` to the end of its dismissal, that links
    /// presenter, presented controller, presentation controller and transitioning delegate.
    public static let presentation = Self("Presentation")
    /// Every ``PresentationController``, subclasses included (cards' too).
    public static let presentationController = Self("PresentationController")
    /// The context of one presentation in the current context: the controller that defines
    /// it and the area its container follows, from `present` to the end of the dismissal.
    public static let presentationContext = Self("PresentationContext")
    /// One running presentation or dismissal: its context, animator and completion handlers.
    public static let presentationTransition = Self("PresentationTransition")
    /// One running push or pop of a ``NavigationController``.
    public static let navigationTransition = Self("NavigationTransition")
    /// Every ``TransitionContext``: one per presentation, dismissal, push or pop.
    public static let transitionContext = Self("TransitionContext")
    /// Every ``ContextTransitionCoordinator``: one per transition context that was asked for
    /// its coordinator.
    public static let contextTransitionCoordinator = Self("ContextTransitionCoordinator")
    /// The watchdogs that complete a transition whose animator never does, one per animated
    /// transition while it runs.
    public static let transitionWatchdog = Self("TransitionWatchdog")
    /// Every ``PercentDrivenInteractiveTransition``, subclasses included (a card's
    /// interactive dismissal, the interactive pop).
    public static let percentDrivenInteractiveTransition = Self(
        "PercentDrivenInteractiveTransition")
    /// The standard animator of presentations and dismissals that have no custom one.
    public static let coverVerticalAnimator = Self("CoverVerticalAnimator")
    /// The standard slide animator of a navigation controller's pushes and pops.
    public static let navigationSlideAnimator = Self("NavigationSlideAnimator")
}
