/// What ``CardStackLayout/placements()`` returns: every counted card's placement and the
/// bottom view's.
struct CardStackPlacements: Equatable, Sendable {
    /// The counted cards' placements, the bottom card first.
    var cards: [CardPlacement]
    /// The bottom view's placement; `nil` when no counted card stacks.
    var bottomView: BottomViewPlacement?
}
