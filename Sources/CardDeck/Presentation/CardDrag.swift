import CardDeckViews

/// The state of one drag of a card, from the pan's start to the release: a small value the
/// card's activity carries (``CardActivity/dragging(_:dismissal:)``), with the decisions that
/// follow from it (see `CardDrag+Following`).
struct CardDrag {
    /// Where the card's top would be if it followed every movement the card owned 1:1, along
    /// the card's main axis (towards the attached edge); the rubber band and the dismissal map
    /// it to what is shown.
    var fingerTop: Double
    /// The pan's translation along the card's main axis at the last event (towards the
    /// attached edge positive), in points.
    var lastTranslation: Double
    /// Whether the presentation refused to be dismissed during this drag.
    var dismissalRefused = false
    /// The scroll hand-off, when the drag started in a vertical scroll view of a bottom card.
    var handOff: CardScrollHandOff?

    /// Whether the card (rather than a scroll view) took the last movement.
    @MainActor
    var cardOwnsMovement: Bool { handOff?.cardOwnsMovement ?? true }

    /// Whether the card stops at its largest detent, a scroll view taking the movement on.
    @MainActor
    var stopsAtLargestDetent: Bool { handOff?.scrollView != nil }
}
