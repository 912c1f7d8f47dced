import CardDeckViews

extension CardMotion {
    /// The card as the animators of its transitions are handed it; see
    /// ``CardTransitionCard``. Its closures hold this motion weakly, and the motion lives as
    /// long as its card: an animator outliving the card reads `nil` settings and moves nothing.
    var transitionCard: CardTransitionCard {
        CardTransitionCard(
            motion: self,
            settings: { [weak self] in
                self.map {
                    let configuration = $0.host.configuration
                    return CardTransitionCard.Settings(
                        presentationTiming: configuration.presentationTiming,
                        dismissalTiming: configuration.dismissalTiming,
                        prefersReducedMotion: $0.host.prefersReducedMotion)
                }
            },
            distanceToDismissed: { [weak self] in
                self.map { $0.host.geometry.dismissedTop - $0.cardSpaceFrame.minY } ?? 0
            },
            move: { [weak self] move in self?.carryOut(move) })
    }

    /// Moves the card, and the stack behind it, as a transition's animator asks; see
    /// ``CardStage/carryOut(_:initialFrame:in:)``.
    ///
    /// - Parameter move: The move.
    func carryOut(_ move: CardTransitionMove) {
        host.stage.carryOut(
            move, initialFrame: host.configuration.initialTransitionFrame, in: host.geometry)
    }
}
