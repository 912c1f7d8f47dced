import CardDeckViews

/// What a card keeps for assistive technologies: where focus was before it was presented, so
/// focus goes back there when it is dismissed. Kept in one value so the presentation
/// controller stores a single property.
struct CardAccessibilityState {
    /// The element that had focus when the presentation began; held weakly, as it may leave
    /// the window while the card is up (focus then goes to the first element left).
    weak var focusBeforePresentation: ViewNode?
}
