import CardDeckViews

/// The state of one drag of a card, from the pan's start to the release.
struct CardDrag {
    /// Where the card's top would be if it followed every movement the card owned 1:1, in
    /// card space (along the main axis, towards the attached edge); the rubber band and the
    /// dismissal map it to what is shown.
    var fingerTop: Double
    /// The pan's translation along the card's main axis at the last event (towards the
    /// attached edge positive), in points.
    var lastTranslation: Double
    /// Whether the card (rather than a scroll view) took the last movement.
    var cardOwnsMovement = true
    /// Whether the presentation refused to be dismissed during this drag.
    var dismissalRefused = false
    /// The scroll view the drag shares its touches with, if any.
    weak var scrollView: ScrollView?
    /// Where the scroll view's content was before the latest movement: at touch-down for the
    /// first, then where the last movement left it. The scroll view moves its content before
    /// the card hears of a movement, so this, not the offset the card reads, is where the
    /// movement is shared out from.
    var contentOffsetBefore: Point?
    /// The content offset held while the card owns the movement.
    var pinnedOffset: Point?
}
