import CardDeckViews

/// Where the view under a stack goes while a stacking card is in front of it: moved down,
/// inset, faded and rounded at its top corners.
struct BottomViewPlacement: Equatable, Sendable {
    /// The view's frame, in window points.
    var frame: Rect
    /// The view's alpha, 0…1.
    var alpha: Double
    /// The radius of its top corners, in points.
    var cornerRadius: Double
}
