/// A detent resolved for the current geometry.
public struct ResolvedDetent: Sendable, Equatable {
    /// The detent's identifier.
    public var identifier: CardDetent.Identifier
    /// The card's height at this detent, in points.
    public var height: Double
    /// The card's top edge at this detent, in points along its main axis from the far edge of
    /// its area: window coordinates (y down) for a bottom card; see <doc:EdgesAndDirection>
    /// for the other edges.
    public var top: Double

    /// Creates a resolved detent.
    ///
    /// - Parameters:
    ///   - identifier: The detent's identifier.
    ///   - height: The card's height, in points.
    ///   - top: The card's top edge, in points along its main axis from the far edge of its
    ///     area (its card space, as ``top``).
    public init(identifier: CardDetent.Identifier, height: Double, top: Double) {
        self.identifier = identifier
        self.height = height
        self.top = top
    }
}
