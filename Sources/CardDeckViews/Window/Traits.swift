/// The environment a window presents in, as UIKit's trait collection describes it.
public struct Traits: Hashable, Sendable {
    /// A coarse description of the space available along one axis.
    public enum SizeClass: String, Hashable, Sendable, CaseIterable {
        /// Constrained space: an iPhone's width in portrait.
        case compact
        /// Ample space: an iPad's width, an iPhone's height in portrait.
        case regular
    }

    /// Pixels per point, > 0; default 3 (a current iPhone). Non-positive or non-finite values
    /// become 1.
    public var displayScale: Double {
        didSet { if !(displayScale > 0 && displayScale.isFinite) { displayScale = 1 } }
    }
    /// Whether the user asked for reduced motion; default `false`.
    public var prefersReducedMotion: Bool
    /// The horizontal size class; default compact.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class; default regular.
    public var verticalSizeClass: SizeClass
    /// Which way leading and trailing run; default left-to-right.
    public var layoutDirection: LayoutDirection

    /// Creates traits; the defaults describe an iPhone in portrait.
    ///
    /// - Parameters:
    ///   - displayScale: Pixels per point; default 3.
    ///   - prefersReducedMotion: Whether reduce motion is on; default `false`.
    ///   - horizontalSizeClass: Default `.compact`.
    ///   - verticalSizeClass: Default `.regular`.
    ///   - layoutDirection: Default `.leftToRight`.
    public init(
        displayScale: Double = 3,
        prefersReducedMotion: Bool = false,
        horizontalSizeClass: SizeClass = .compact,
        verticalSizeClass: SizeClass = .regular,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        self.prefersReducedMotion = prefersReducedMotion
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
    }
}
