extension CardTransitionCard {
    /// `card` as the animators of its transitions are handed it. The closures hold the
    /// presentation controller weakly: an animator outliving the card reads `nil` settings and
    /// moves nothing.
    ///
    /// - Parameter card: The card's presentation controller.
    @MainActor
    init(of card: CardPresentationController) {
        self.init(
            motion: card.motion,
            settings: { [weak card] in
                card.map {
                    Settings(
                        presentationTiming: $0.configuration.presentationTiming,
                        dismissalTiming: $0.configuration.dismissalTiming,
                        prefersReducedMotion: $0.hostWindow?.traits.prefersReducedMotion ?? false)
                }
            },
            distanceToDismissed: { [weak card] in
                guard let card else { return 0 }
                let geometry = card.geometry
                return geometry.dismissedTop - card.motion.cardSpaceFrame(in: geometry).minY
            },
            move: { [weak card] move in
                // See ``CardStage/carryOut(_:initialFrame:in:)``.
                guard let card else { return }
                card.stage.carryOut(
                    move, initialFrame: card.configuration.initialTransitionFrame,
                    in: card.geometry)
            })
    }
}
