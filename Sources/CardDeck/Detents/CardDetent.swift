import CardDeckViews

/// A resting height of a card: a stable identifier and a resolver that turns the current
/// geometry into a height. CardDeck's `UISheetPresentationController.Detent`.
///
/// Heights are in points, measured from the window's bottom edge up to the card's top (the
/// card's bottom is flush with the window). Detents are resolved whenever the geometry
/// changes (presentation, window resize, a change of the content's preferred size) and then
/// ordered from the smallest height to the largest.
///
/// The built-in detents cover the three source designs; add your own with
/// ``custom(identifier:resolver:)``:
///
/// ```swift
/// extension CardDetent.Identifier {
///     static let peek: Self = "peek"
/// }
/// let peek = CardDetent.custom(identifier: .peek) { context in
///     context.maximumDetentValue * 0.2
/// }
/// ```
public struct CardDetent: Sendable {
    /// The detent's identifier; two detents with the same identifier are the same detent.
    public let identifier: Identifier
    private let resolver: @Sendable (CardDetentResolutionContext) -> Double?

    /// Creates a detent from an identifier and a resolver.
    ///
    /// - Parameters:
    ///   - identifier: A stable identifier, unique among a configuration's detents.
    ///   - resolver: Returns the card's height in points for the context, or `nil` when the
    ///     detent is inactive in that context (it is then skipped). Values above
    ///     ``CardDetentResolutionContext/maximumDetentValue`` are clamped to it, negative
    ///     values to 0; non-finite values make the detent inactive (with a warning). It is
    ///     asked again only when the context changes (as UIKit asks a custom detent's resolver
    ///     when the layout changes), or when you call
    ///     ``CardPresentationController/invalidateDetents()`` because something else it reads
    ///     changed.
    /// - Returns: The detent.
    public static func custom(
        identifier: Identifier,
        resolver: @escaping @Sendable (CardDetentResolutionContext) -> Double?
    ) -> CardDetent {
        CardDetent(identifier: identifier, resolver: resolver)
    }

    /// The full available height: the card's top sits at its stacking limit
    /// (`verticalInset + verticalSpacing·k` for the k-th card).
    public static let large = CardDetent(identifier: .large) { $0.maximumDetentValue }

    /// Half of the available height.
    public static let medium = CardDetent(identifier: .medium) { $0.maximumDetentValue / 2 }

    /// The content's preferred height (`preferredContentSize.height`) plus the bottom
    /// safe-area inset, capped at the available height. Inactive while the content has no
    /// preferred height (0).
    public static let fitsContent = CardDetent(identifier: .fitsContent) { context in
        guard context.preferredContentHeight > 0 else { return nil }
        return context.preferredContentHeight + context.safeAreaInsets.bottom
    }

    /// A fraction of the available height.
    ///
    /// - Parameter fraction: The fraction, in [0, 1]; values outside are clamped when
    ///   resolved, NaN makes the detent inactive.
    /// - Returns: A detent identified as `fraction(<value>)`.
    public static func fraction(_ fraction: Double) -> CardDetent {
        CardDetent(identifier: Identifier(rawValue: "fraction(\(fraction))")) { context in
            guard !fraction.isNaN else { return nil }
            return context.maximumDetentValue * min(max(fraction, 0), 1)
        }
    }

    /// An absolute height.
    ///
    /// - Parameter height: The card's height in points, ≥ 0; capped at the available height
    ///   when resolved, NaN makes the detent inactive.
    /// - Returns: A detent identified as `height(<value>)`.
    public static func height(_ height: Double) -> CardDetent {
        CardDetent(identifier: Identifier(rawValue: "height(\(height))")) { _ in height }
    }

    /// The draggable card's expanded state: the card's top 30 pt below the safe area's top.
    public static let expanded = CardDetent(identifier: .expanded) { context in
        context.containerSize.height - context.safeAreaInsets.top - 30
    }

    /// The draggable card's normal state: the card's top halfway down the area below the
    /// safe area's top, `(H + b)/2` with `H` the safe-area height and `b` the bottom inset.
    public static let normal = CardDetent(identifier: .normal) { context in
        (context.containerSize.height - context.safeAreaInsets.top) / 2
    }

    private init(
        identifier: Identifier,
        resolver: @escaping @Sendable (CardDetentResolutionContext) -> Double?
    ) {
        self.identifier = identifier
        self.resolver = resolver
    }

    /// The detent's raw height for `context`, before clamping; `nil` when inactive.
    ///
    /// - Parameter context: The geometry to resolve against.
    /// - Returns: The height in points, or `nil`.
    public func resolvedValue(in context: CardDetentResolutionContext) -> Double? {
        resolver(context)
    }
}
