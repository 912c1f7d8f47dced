/// How one card pushes back what sits behind it: the part of its configuration the stack
/// layout reads. A card that does not stack (``stacksBackCards`` false) leaves the cards and
/// the view behind it as they are.
struct CardStackingStyle: Equatable, Sendable {
    /// Whether the card pushes back what is behind it.
    var stacksBackCards: Bool
    /// The inset it adds on each side of every card behind it, in points, ≥ 0.
    var horizontalInset: Double
    /// The factor it multiplies the alpha of everything behind it by, 0…1.
    var backFadeAlpha: Double
    /// Where the pushed-back bottom view's top goes, in points from the stack's top edge;
    /// `nil` means the top safe-area inset.
    var stackTop: Double?
    /// The corner radius the pushed-back bottom view takes, in points, ≥ 0.
    var cornerRadius: Double

    /// The style of a card with this (sanitized) configuration.
    init(_ configuration: CardConfiguration) {
        self.init(
            stacksBackCards: configuration.stacksBackCards,
            horizontalInset: configuration.horizontalInset,
            backFadeAlpha: configuration.backFadeAlpha, stackTop: configuration.verticalInset,
            cornerRadius: configuration.cornerRadius)
    }

    init(
        stacksBackCards: Bool, horizontalInset: Double, backFadeAlpha: Double,
        stackTop: Double?, cornerRadius: Double
    ) {
        self.stacksBackCards = stacksBackCards
        self.horizontalInset = horizontalInset
        self.backFadeAlpha = backFadeAlpha
        self.stackTop = stackTop
        self.cornerRadius = cornerRadius
    }
}
