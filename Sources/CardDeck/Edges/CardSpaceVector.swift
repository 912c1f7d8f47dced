/// A movement or velocity in a card's own space (see ``CardSpaceRect``): y towards the
/// attached edge (down for a bottom card), x across. Only ``CardEdgeMapping`` turns a window
/// movement into one.
struct CardSpaceVector: Equatable, Sendable {
    /// Across the card.
    var x: Double
    /// Along the main axis, towards the attached edge positive.
    var y: Double
}
