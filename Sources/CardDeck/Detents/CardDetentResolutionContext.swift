import CardDeckViews

/// The geometry a ``CardDetent`` resolves against.
public struct CardDetentResolutionContext: Sendable, Equatable {
    /// The card's area, in points: its length across the card by its length along the main
    /// axis (for a bottom card, the window's width by its height).
    public var containerSize: Size
    /// The area's safe-area insets as the card sees them, in points: `top` is the inset at
    /// the far edge, `bottom` the one at the edge the card is attached to. For a bottom card
    /// these are the window's insets; see <doc:EdgesAndDirection> for the other edges.
    public var safeAreaInsets: EdgeInsets
    /// The largest height a card may have at its position in the stack, in points: the
    /// area's length less the card's top limit (and less a pull bar's height). ≥ 0.
    public var maximumDetentValue: Double
    /// The presented controller's `preferredContentSize.height`, in points; 0 when it has
    /// none.
    public var preferredContentHeight: Double

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - containerSize: The card's area, cross length by main length, in points.
    ///   - safeAreaInsets: The area's safe-area insets as the card sees them, in points.
    ///   - maximumDetentValue: The largest height, in points.
    ///   - preferredContentHeight: The content's preferred height, in points.
    public init(
        containerSize: Size, safeAreaInsets: EdgeInsets, maximumDetentValue: Double,
        preferredContentHeight: Double
    ) {
        self.containerSize = containerSize
        self.safeAreaInsets = safeAreaInsets
        self.maximumDetentValue = maximumDetentValue
        self.preferredContentHeight = preferredContentHeight
    }
}
