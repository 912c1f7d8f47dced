import CardDeckViews

/// Where the view under a stack goes while a stacking card is in front of it: moved down,
/// inset, faded and rounded at its top corners.
struct BottomViewPlacement: Equatable, Sendable {
    /// The view's frame in the stack's space (its bottom card's); the stack turns it into the
    /// container's.
    var frame: CardSpaceRect
    /// The view's alpha, 0…1.
    var alpha: Double
    /// The radius of its top corners, in points.
    var cornerRadius: Double
}
