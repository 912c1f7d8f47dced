import CardDeckTransitions
import CardDeckViews

extension ViewController {
    /// Presents `viewController` as a card over this controller: over the root it pushes the
    /// root view back; over a card it stacks. Dismiss it with the ordinary
    /// `dismiss(animated:completion:)`. The card owns the status bar while it is in front
    /// (its `modalPresentationCapturesStatusBarAppearance` is set).
    ///
    /// Refused, with a warning in `Diagnostics` and `completion` still called once, when this
    /// controller is being dismissed, already presents a controller, or is not in a window, and
    /// when `viewController` is already presented; a refusal leaves `viewController` as it was.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present.
    ///   - configuration: How the card looks and moves; default `nil`, meaning
    ///     ``CardConfiguration/shared``. Values outside their ranges are clamped.
    ///   - animated: Whether to animate; default `true`.
    ///   - completion: Runs once, when the presentation ends (or at once when refused).
    public func presentCard(
        _ viewController: ViewController, configuration: CardConfiguration? = nil,
        animated: Bool = true, completion: (() -> Void)? = nil
    ) {
        var requested = configuration ?? CardConfiguration.shared
        // Over a card in a context, the card stays in that context, on that stack.
        if presenter(inContext: false).presenter.cardPresentationController?
            .shouldPresentInFullscreen == false
        {
            requested.presentsInCurrentContext = true
        }
        let inContext = requested.presentsInCurrentContext
        let presenter = presenter(inContext: inContext).presenter
        if presenter.isBeingDismissed {
            Diagnostics.warn(
                "presentCard: refused to present \(type(of: viewController)): "
                    + "\(type(of: presenter)) is being dismissed")
            completion?()
            return
        }
        // Asked before anything changes: a refused presentation leaves `viewController` as
        // it was.
        if let reason = presentationRefusal(of: viewController, inContext: inContext) {
            Diagnostics.warn(
                "presentCard: refused to present \(type(of: viewController)): \(reason)")
            completion?()
            return
        }
        let settings = requested.sanitized()
        // A card stacks on the card that presents it; over anything else (a context
        // controller, the root) it starts a stack of its own.
        let below =
            presenter.parent == nil
            ? presenter.presentationController as? CardPresentationController : nil
        let manager = CardTransitionManager(
            configuration: settings, level: (below?.stackLevel ?? 0) + 1,
            stack: below?.stack ?? CardStack())
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = manager
        // The front card owns the status bar.
        viewController.modalPresentationCapturesStatusBarAppearance = true
        present(viewController, animated: animated, completion: completion)
    }

    /// The card presentation controller presenting this controller (or the controller it is a
    /// child of), or `nil` when it is not presented as a card.
    public var cardPresentationController: CardPresentationController? {
        presentationController as? CardPresentationController
    }
}
