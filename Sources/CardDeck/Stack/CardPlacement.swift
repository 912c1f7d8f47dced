import CardDeckViews

/// Where one card goes: its frame, its alpha and its dimmer's alpha.
struct CardPlacement: Equatable, Sendable {
    /// The card's frame; the card applying it turns it into the window's.
    var frame: CardSpaceRect
    /// The card's alpha, 0…1: 1 in front, faded by the stacking cards in front of it.
    var alpha: Double
    /// The alpha of the card's dimmer, 0…1.
    var dimmingAlpha: Double
}
