import CardDeckViews

/// The geometry a ``CardDetent`` resolves against.
public struct CardDetentResolutionContext: Sendable, Equatable {
    /// The window's size, in points.
    public var containerSize: Size
    /// The window's safe-area insets, in points.
    public var safeAreaInsets: EdgeInsets
    /// The largest height a card may have at its position in the stack, in points: the
    /// window's height less the card's top limit (and less a pull bar's height). ≥ 0.
    public var maximumDetentValue: Double
    /// The presented controller's `preferredContentSize.height`, in points; 0 when it has
    /// none.
    public var preferredContentHeight: Double

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - containerSize: The window's size, in points.
    ///   - safeAreaInsets: The window's safe-area insets, in points.
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
