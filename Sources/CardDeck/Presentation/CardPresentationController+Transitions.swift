import CardDeckViews

extension CardPresentationController {
    /// The card as the animators of its transitions are handed it; see
    /// ``CardTransitionCard``.
    var transitionCard: CardTransitionCard {
        CardTransitionCard(
            motion: motion,
            settings: { [weak self] in
                self.map {
                    CardTransitionCard.Settings(
                        presentationTiming: $0.configuration.presentationTiming,
                        dismissalTiming: $0.configuration.dismissalTiming,
                        prefersReducedMotion: $0.prefersReducedMotion)
                }
            },
            distanceToDismissed: { [weak self] in
                self.map { $0.geometry.dismissedTop - $0.motion.cardSpaceFrame.minY } ?? 0
            },
            move: { [weak self] move in self?.carryOut(move) })
    }

    /// Moves the card, and the stack behind it, as a transition's animator asks.
    ///
    /// - Parameter move: The move.
    func carryOut(_ move: CardTransitionMove) {
        switch move {
        case .placeForPresentation: placeForPresentation()
        case .placeForCrossFade:
            chrome.place(restingFrame(excluding: nil), in: geometry.edgeMapping)
            chrome.setAlpha(card: 0, dimmer: 0)
        case .presented: applyPresentedLayout()
        case .crossFadedOut:
            chrome.setAlpha(card: 0, dimmer: 0)
            stack.layOutCards(below: self, leaving: self)
        case .dismissed(let intoInitialFrame):
            applyDismissedLayout(intoInitialFrame: intoInitialFrame)
        }
    }
}
