import CardDeckViews

/// A card's geometry worked out for one state of what it depends on: its card spaces and its
/// safe area in card space. `CardPresentationController.geometry` keeps one until
/// `invalidateGeometry()`: the window's size, safe area or layout direction, the container's
/// frame (a context's area), the keyboard or the configuration changed.
struct CardGeometry {
    /// The card's own space in its area less the keyboard.
    var edgeMapping: CardEdgeMapping
    /// The card's own space in its stack's whole area.
    var stackMapping: CardEdgeMapping
    /// The safe-area insets in card space (top is the far edge's); the keyboard covers the
    /// window's bottom inset.
    var cardSafeAreaInsets: EdgeInsets
}
