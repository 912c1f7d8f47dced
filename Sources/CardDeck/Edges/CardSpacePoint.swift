/// A point in a card's own space (see ``CardSpaceRect``): x across the card, y along its main
/// axis towards the attached edge, in points. Only ``CardEdgeMapping`` turns it into a window
/// point.
struct CardSpacePoint: Equatable, Sendable {
    /// Across the card.
    var x: Double
    /// Along the main axis, growing towards the attached edge.
    var y: Double
}
