extension CardStackLayout {
    /// One card as the stack layout sees it.
    struct Card: Equatable, Sendable {
        /// How it pushes back what is behind it.
        var style: CardStackingStyle
        /// Where its top is, in card space (y towards the attached edge): its resting top, or
        /// where a finger has it.
        var top: Double
        /// How its dimmer follows it.
        var dimming: CardDimming
        /// Whether its dismissal runs forwards: the layout treats it, and every card above it,
        /// as gone already, as its dismissal animation does.
        var isLeaving = false
        /// The card's own area, when it differs from the stack's (a card on another edge than
        /// the bottom card's, or one above the keyboard); `nil` for the stack's.
        var area: CardSpaceRect? = nil
    }
}
