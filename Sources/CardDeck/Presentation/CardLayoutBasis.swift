import CardDeckViews

/// What a card's layout depends on in its window: the area's size and safe area, and the
/// keyboard it rises above. A card compares the basis it was laid out for with the current
/// one to tell a resize from a keyboard move.
struct CardLayoutBasis: Equatable {
    /// The stack area's size, in points.
    var size: Size
    /// The stack area's safe-area insets, in points.
    var safeAreaInsets: EdgeInsets
    /// How much of the card's area the keyboard covers, in points.
    var keyboardInset: Double

    /// Whether the window itself changed (size or safe area), not only the keyboard.
    func windowDiffers(from other: CardLayoutBasis) -> Bool {
        size != other.size || safeAreaInsets != other.safeAreaInsets
    }
}
