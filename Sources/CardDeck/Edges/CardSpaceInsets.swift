/// Insets in a card's own space (see ``CardSpaceRect``), named by the card's edges rather than
/// the window's: for a bottom sheet, ``far`` is the top inset and ``attached`` the bottom one.
///
/// It is not a window `EdgeInsets`: only ``CardEdgeMapping`` turns window insets into these,
/// so a top card cannot read the window's top inset as its far one by mistake. Every inset is
/// in points.
struct CardSpaceInsets: Equatable, Sendable {
    /// The inset at the area's far edge, away from the one the card is attached to (a bottom
    /// sheet's top inset).
    var far: Double
    /// The inset at the start of the cross axis, card space's minimum x (a bottom sheet's left
    /// inset).
    var crossStart: Double
    /// The inset at the edge the card is attached to (a bottom sheet's bottom inset).
    var attached: Double
    /// The inset at the end of the cross axis, card space's maximum x (a bottom sheet's right
    /// inset).
    var crossEnd: Double

    /// No insets.
    static let zero = CardSpaceInsets(far: 0, crossStart: 0, attached: 0, crossEnd: 0)
}
