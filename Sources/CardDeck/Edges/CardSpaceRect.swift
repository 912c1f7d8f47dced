import CardDeckViews

/// A rectangle in a card's own space, where every card is a bottom sheet: x across the card,
/// y along its main axis from its area's far edge towards the edge it is attached to.
///
/// It is not a window ``Rect``: only ``CardEdgeMapping`` turns one into the other, so a card
/// rule cannot hand a card-space frame to a view by mistake. It carries only what card rules
/// need; lengths are in points.
struct CardSpaceRect: Equatable, Sendable {
    /// The corner nearest the far edge and the cross axis's start.
    var origin: CardSpacePoint
    /// Its cross length (width) by main length (height), in points.
    var size: Size

    /// A rectangle from its corner and size.
    init(origin: CardSpacePoint, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its corner's coordinates and its lengths.
    init(x: Double, y: Double, width: Double, height: Double) {
        origin = CardSpacePoint(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    static let zero = CardSpaceRect(x: 0, y: 0, width: 0, height: 0)

    /// The start of the cross axis.
    var minX: Double { shape.minX }
    /// The end of the cross axis.
    var maxX: Double { shape.maxX }
    /// The edge nearest the far edge of the area: a card's top.
    var minY: Double { shape.minY }
    /// The edge nearest the attached edge: a card's bottom.
    var maxY: Double { shape.maxY }
    /// The cross length, ≥ 0.
    var width: Double { shape.width }
    /// The main length, ≥ 0.
    var height: Double { shape.height }

    /// The geometry of the rectangle, for its derived edges and lengths; a ``Rect`` never
    /// leaves it.
    private var shape: Rect {
        Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }
}
