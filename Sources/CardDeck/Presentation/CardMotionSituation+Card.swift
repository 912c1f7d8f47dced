extension CardMotionSituation {
    /// The situation of `card` now.
    ///
    /// - Parameters:
    ///   - card: The card's presentation controller.
    ///   - excluded: The first card in front of it that its look no longer counts (one whose
    ///     dismissal runs on its own), if any.
    @MainActor
    init(of card: CardPresentationController, excluding excluded: CardPresentationController?) {
        let geometry = card.geometry
        let window = card.hostWindow
        self.init(
            geometry: geometry,
            appearance: card.stack.appearance(behind: card, leaving: excluded, in: geometry),
            isTransitioning: card.isTransitioning, isInWindow: window != nil,
            prefersReducedMotion: window?.traits.prefersReducedMotion ?? false,
            hasContainer: card.containerView != nil,
            isFrontCard: card.stack.card(above: card) == nil,
            presenterIsBeingDismissed: card.presentingViewController.isBeingDismissed,
            // Field by field: a copy of the whole configuration would retain what it holds.
            snapTiming: card.configuration.snapTiming,
            dismissalTiming: card.configuration.dismissalTiming,
            initialTransitionFrame: card.configuration.initialTransitionFrame,
            allowsInteractiveDismissal: card.configuration.allowInteractiveDismissal)
    }
}
