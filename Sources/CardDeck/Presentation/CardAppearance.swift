/// How a card (or the view at the bottom of the stack) looks while cards sit in front of it:
/// the accumulated contributions of every stacking card above it.
struct CardAppearance: Equatable {
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

    /// The appearance of whatever sits behind `front`: the contributions of `front` and every
    /// card above it, stopping at `excluded` (a card being dismissed).
    ///
    /// - Parameters:
    ///   - front: The nearest card in front, or `nil`.
    ///   - excluded: A card that no longer counts, with everything above it.
    ///   - width: The window's width, in points; the inset never passes half of it.
    ///   - safeTop: The window's top safe-area inset, in points.
    /// - Returns: The accumulated appearance.
    @MainActor
    static func behind(
        _ front: CardPresentationController?, excluding excluded: CardPresentationController?,
        width: Double, safeTop: Double
    ) -> CardAppearance {
        var result = CardAppearance()
        var node = front
        while let card = node, card !== excluded {
            let configuration = card.configuration
            if configuration.stacksBackCards {
                result.inset += configuration.horizontalInset
                result.alpha *= configuration.backFadeAlpha
                if !result.isPushedBack {
                    result.isPushedBack = true
                    result.stackTop = configuration.verticalInset ?? safeTop
                    result.cornerRadius = configuration.cornerRadius
                }
            }
            node = card.cardAbove
        }
        result.inset = min(result.inset, max(width, 0) / 2)
        return result
    }
}
