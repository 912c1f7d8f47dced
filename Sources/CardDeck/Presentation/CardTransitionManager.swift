import CardDeckTransitions
import CardDeckViews

/// The transitioning delegate of one card presentation: it vends the card's presentation
/// controller, its animators and, while a drag drives the dismissal, the interaction. The
/// presentation keeps it alive until its dismissal ends; nothing else holds it.
@MainActor
final class CardTransitionManager: TransitioningDelegate {
    private let liveObject = LiveObjects.Token(.cardTransitionManager)

    private let configuration: CardConfiguration
    private let level: Int
    /// The stack the card joins: its presenter's, or a new one over a controller that is not
    /// a card.
    private let stack: CardStack
    /// The presentation controller this manager made, once the presentation began.
    private(set) weak var controller: CardPresentationController?

    init(configuration: CardConfiguration, level: Int, stack: CardStack) {
        self.configuration = configuration
        self.level = level
        self.stack = stack
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        let controller = CardPresentationController(
            presented: presented, presenting: presenting, configuration: configuration,
            level: level, stack: stack)
        self.controller = controller
        return controller
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        controller.map { CardAnimator(presenting: true, card: CardTransitionCard(of: $0)) }
    }

    func animationController(forDismissed dismissed: ViewController)
        -> (any AnimatedTransitioning)?
    {
        controller.map {
            CardAnimator(
                presenting: false, card: CardTransitionCard(of: $0),
                request: $0.motion.activity.dismissalRequest)
        }
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    {
        guard let animator = animator as? CardAnimator,
            let interaction = animator.request?.interaction
        else { return nil }
        interaction.cardAnimator = animator
        return interaction
    }
}
