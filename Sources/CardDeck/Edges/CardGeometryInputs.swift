import CardDeckViews

/// Everything a card's geometry is worked out from: ``CardGeometry/init(_:reusingDetentsOf:)``
/// reads nothing else. The presentation controller gathers them from its window, container,
/// keyboard and content each time one may have changed.
struct CardGeometryInputs {
    /// The card's configuration (its edge, detents, insets, dimming and limits).
    var configuration: CardConfiguration
    /// The card's level in its stack, 1 for the bottom card.
    var stackLevel: Int
    /// The stack's area in the container's coordinates: the window's bounds, or a
    /// presentation context's area with the container's origin.
    var stackArea: Rect
    /// The safe-area insets of that area, in points, as the window has them: ``CardGeometry``
    /// turns them to the card's edge.
    var safeAreaInsets: EdgeInsets
    /// How much of the area's bottom the keyboard covers while the card avoids it, in points,
    /// ≥ 0.
    var keyboardInset: Double
    /// The window's layout direction, which places leading and trailing cards.
    var layoutDirection: LayoutDirection
    /// The presented controller's preferred content size, in points.
    var preferredContentSize: Size
    /// The height of the card's chrome (its pull bar) along its main axis, in points.
    var chromeHeight: Double
}
