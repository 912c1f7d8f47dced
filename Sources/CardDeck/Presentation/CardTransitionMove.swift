/// A move of a card, and of the stack behind it, that its presentation or dismissal makes:
/// what ``CardAnimator`` asks of the card, and its ``CardStage`` carries out.
enum CardTransitionMove: Equatable {
    /// The card where a sliding presentation starts: below the area, or in its initial
    /// transition frame.
    case placeForPresentation
    /// The card where a cross-faded presentation starts: at rest, transparent; the dimmer
    /// clear.
    case placeForCrossFade
    /// Everything where a presented card puts it: the card at rest, the cards behind pushed
    /// back.
    case presented
    /// Everything where a cross-faded dismissal leaves it: the card where it is, transparent;
    /// the dimmer clear; the cards behind restored.
    case crossFadedOut
    /// Everything where a dismissed card leaves it, the cards behind restored; the card goes
    /// back into its initial transition frame, if it has one, when `intoInitialFrame`.
    case dismissed(intoInitialFrame: Bool)

    /// What a transition does to the card: where it puts it before animating, if anywhere,
    /// and where the animation takes everything.
    ///
    /// - Parameters:
    ///   - presenting: Whether the transition presents the card (else it dismisses it).
    ///   - crossFades: Whether it cross-fades (reduce motion, and no finger drives it).
    ///   - scrubbed: Whether a finger scrubs the dismissal: the card then slides straight
    ///     down at full width, following the finger, never into its initial frame.
    /// - Returns: The move before the animation (`nil` for none) and the animated one.
    static func plan(presenting: Bool, crossFades: Bool, scrubbed: Bool) -> (
        start: Self?, end: Self
    ) {
        switch (presenting, crossFades) {
        case (true, true): (.placeForCrossFade, .presented)
        case (false, true): (nil, .crossFadedOut)
        case (true, false): (.placeForPresentation, .presented)
        case (false, false): (nil, .dismissed(intoInitialFrame: !scrubbed))
        }
    }
}
