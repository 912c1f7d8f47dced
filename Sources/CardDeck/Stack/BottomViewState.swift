import CardDeckViews

/// The bottom view's look before a stack pushed it back.
struct BottomViewState {
    /// Its frame, in its superview's points.
    var frame: Rect
    /// Its alpha.
    var alpha: Double
    /// Its corner radius, in points.
    var cornerRadius: Double
    /// The corners it rounds.
    var maskedCorners: CornerMask
    /// Whether it clipped its subviews.
    var clipsToBounds: Bool
}
