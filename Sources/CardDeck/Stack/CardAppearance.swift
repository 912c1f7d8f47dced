/// How a card (or the view at the bottom of the stack) looks while cards sit in front of it:
/// the accumulated contributions of every stacking card above it.
struct CardAppearance: Equatable, Sendable {
    /// The inset from each side, in points.
    var inset = 0.0
    /// The alpha.
    var alpha = 1.0
    /// Whether a stacking card is in front (the bottom view then moves down and rounds).
    var isPushedBack = false
    /// The stack's top for the bottom view, in points (the first stacking card's inset).
    var stackTop = 0.0
    /// The corner radius the bottom view takes, in points.
    var cornerRadius = 0.0

    /// The appearance of whatever sits behind `front`: the contributions of every style in
    /// it, nearest first.
    ///
    /// - Parameters:
    ///   - front: The styles of the cards in front, nearest first.
    ///   - width: The stack's width, in points; the inset never passes half of it.
    ///   - safeArea: The stack's safe-area insets: the bottom view's top goes to the far one
    ///     unless a style says otherwise.
    /// - Returns: The accumulated appearance.
    static func behind(
        _ front: some Sequence<CardStackingStyle>, width: Double, safeArea: CardSpaceInsets
    ) -> CardAppearance {
        var result = CardAppearance()
        for style in front where style.stacksBackCards {
            result.inset += style.horizontalInset
            result.alpha *= style.backFadeAlpha
            if !result.isPushedBack {
                result.isPushedBack = true
                result.stackTop = style.stackTop ?? safeArea.far
                result.cornerRadius = style.cornerRadius
            }
        }
        result.inset = min(result.inset, max(width, 0) / 2)
        return result
    }
}
