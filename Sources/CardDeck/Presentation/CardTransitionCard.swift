import CardDeckViews

/// What a card's ``CardMotion`` hands the animators of its transitions: itself (which a
/// finger may use to catch the transition), the settings of the transition read when the
/// animator needs them, and the moves the animator asks for. The closures hold the motion
/// weakly: an animator outliving its card reads `nil` settings and moves nothing.
@MainActor
struct CardTransitionCard {
    /// What a transition's timing depends on, as it is when the animator asks.
    struct Settings {
        /// The timing of a presentation (``CardConfiguration/presentationTiming``).
        var presentationTiming: CardTiming
        /// The timing of a dismissal (``CardConfiguration/dismissalTiming``).
        var dismissalTiming: CardTiming
        /// Whether the window asks for reduced motion: a transition no finger drives then
        /// cross-fades.
        var prefersReducedMotion: Bool
    }

    /// The card's motion, while the card is there.
    weak var motion: CardMotion?
    /// The settings now; `nil` once the card is gone.
    let settings: @MainActor () -> Settings?
    /// The distance from the card's top now to where a dismissal takes it, in points along
    /// the card's main axis, towards its attached edge; 0 once the card is gone.
    let distanceToDismissed: @MainActor () -> Double
    /// Carries out a move on the card and the stack behind it; nothing once the card is gone.
    let move: @MainActor (CardTransitionMove) -> Void
}
