import CardDeckViews

/// What a card's ``CardMotion`` works from, read off its presentation controller at one
/// moment: where the card may go and how it looks where it stands in its stack, what runs
/// now, and the settings its moves take.
///
/// The controller hands one to each call of the motion that reads any of it; the motion never
/// reads these values back one by one. A situation holds until the motion asks its
/// ``CardMotionHost`` for something that re-enters the controller (a caught transition, detents
/// resolved again, a release decided, a dismissal refused); the motion then asks for
/// ``CardMotionHost/motionSituation`` again rather than go on with values that may have
/// changed.
struct CardMotionSituation {
    /// The card's geometry.
    var geometry: CardGeometry
    /// How the card looks given the cards in front of it (those a layout no longer counts left
    /// out).
    var appearance: CardAppearance
    /// Whether a presentation or dismissal transition runs now.
    var isTransitioning: Bool
    /// Whether the card is in a window, so that changes animate.
    var isInWindow: Bool
    /// Whether the window asks for reduced motion: springs then do not overshoot.
    var prefersReducedMotion: Bool
    /// Whether the card's container is there (the presentation has begun and not ended).
    var hasContainer: Bool
    /// Whether no card of the stack is in front of this one.
    var isFrontCard: Bool
    /// Whether the card's presenter is being dismissed (a chain dismissed from below).
    var presenterIsBeingDismissed: Bool
    /// How a settle moves, as configured (``CardConfiguration/snapTiming``).
    var snapTiming: CardTiming
    /// How a dismissal finishes, as configured (``CardConfiguration/dismissalTiming``).
    var dismissalTiming: CardTiming
    /// The frame the card grows out of and goes back into, in window points, if any
    /// (``CardConfiguration/initialTransitionFrame``).
    var initialTransitionFrame: Rect?
    /// Whether a drag may dismiss the card (``CardConfiguration/allowInteractiveDismissal``).
    var allowsInteractiveDismissal: Bool

    /// `timing` as the window asks: without overshoot when it prefers reduced motion.
    func timing(_ timing: CardTiming) -> CardTiming {
        prefersReducedMotion ? timing.withoutOvershoot : timing
    }

    /// The card's frame at rest on `top` (along its main axis, in card space), inset as it
    /// looks in this situation.
    func restingFrame(top: Double) -> CardSpaceRect {
        geometry.frame(top: top, inset: appearance.inset)
    }
}
