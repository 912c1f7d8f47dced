import CardDeckViews

/// A card's main axis as the inspector draws along it: card-space positions (a bottom card's
/// top edge, in points) turned into window points through ``CardEdgeMapping``, the only bridge
/// between the two spaces.
package struct CardInspectionAxis: Sendable, Equatable {
    /// The physical edge the card is attached to.
    package var edge: PhysicalCardEdge
    /// The card's area, in its container's points.
    package var area: Rect
    /// The container's origin in the window, in points.
    package var origin: Point

    /// Creates an axis.
    ///
    /// - Parameters:
    ///   - edge: The physical edge the card is attached to.
    ///   - area: The card's area, in its container's points.
    ///   - origin: The container's origin in the window; default zero.
    package init(edge: PhysicalCardEdge, area: Rect, origin: Point = .zero) {
        self.edge = edge
        self.area = area
        self.origin = origin
    }

    private var mapping: CardEdgeMapping { CardEdgeMapping(edge: edge, area: area) }

    /// The card-space position of the attached edge (where a card is entirely off screen).
    package var attachedEdge: Double { mapping.cardSpaceArea.maxY }

    /// The area's length along the main axis, in points.
    package var mainLength: Double { mapping.cardSpaceArea.height }

    /// The window point at main position `top`, a fraction `across` of the way over the cross
    /// axis (0 at card space's minimum x, which is the window's left for a bottom or top card
    /// and its top for a side card).
    ///
    /// - Parameters:
    ///   - top: A card-space position along the main axis, in points.
    ///   - across: A fraction of the cross axis, 0…1.
    /// - Returns: The point, in window points.
    package func point(atTop top: Double, across: Double) -> Point {
        let space = mapping.cardSpaceArea
        let inContainer = mapping.toWindow(
            CardSpacePoint(x: space.minX + across * space.width, y: top))
        return Point(x: inContainer.x + origin.x, y: inContainer.y + origin.y)
    }

    /// The window direction of a main-axis movement of `length` points (positive towards the
    /// attached edge), as a window vector.
    ///
    /// - Parameter length: Points along the main axis, positive towards the attached edge.
    /// - Returns: The vector, in window points.
    package func vector(alongMainAxis length: Double) -> Point {
        let start = point(atTop: 0, across: 0)
        let end = point(atTop: length, across: 0)
        return Point(x: end.x - start.x, y: end.y - start.y)
    }
}
