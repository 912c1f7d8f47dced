import CardDeckViews

/// Converts between a card's own space and the window, so that every rule of the card is
/// written once, for a bottom card, and works from any edge.
///
/// In **card space** the card is a bottom sheet: x runs across the card (the cross axis), y
/// runs along its main axis from the far edge of its area (the top of a bottom sheet) towards
/// the edge it is attached to. The area keeps its origin; its width is the cross length and
/// its height the main length. For ``PhysicalCardEdge/bottom`` the two spaces are the same.
struct CardEdgeMapping: Equatable, Sendable {
    /// The window edge the card is attached to.
    var edge: PhysicalCardEdge
    /// The card's area in window points (its stack's area, less the keyboard).
    var area: Rect

    /// The area in card space: same origin, cross length by main length.
    var cardSpaceArea: Rect {
        edge.isHorizontal
            ? Rect(x: area.minX, y: area.minY, width: area.height, height: area.width)
            : area
    }

    /// A rectangle of card space in the window.
    func toWindow(_ rect: Rect) -> Rect {
        let localX = rect.minX - area.minX
        let localY = rect.minY - area.minY
        switch edge {
        case .bottom:
            return rect
        case .top:
            return Rect(
                x: rect.minX, y: area.minY + area.height - localY - rect.height,
                width: rect.width, height: rect.height)
        case .left:
            return Rect(
                x: area.minX + area.width - localY - rect.height, y: area.minY + localX,
                width: rect.height, height: rect.width)
        case .right:
            return Rect(
                x: area.minX + localY, y: area.minY + localX, width: rect.height,
                height: rect.width)
        }
    }

    /// A rectangle of the window in card space (the inverse of ``toWindow(_:)``). Turning to
    /// the bottom, top and right edges is its own inverse; only the left edge's turn runs the
    /// other way.
    func toCardSpace(_ rect: Rect) -> Rect {
        guard edge == .left else { return toWindow(rect) }
        return Rect(
            x: area.minX + rect.minY - area.minY,
            y: area.minY + area.width - (rect.minX - area.minX) - rect.width,
            width: rect.height, height: rect.width)
    }

    /// A movement or velocity in the window as card space sees it: y towards the attached
    /// edge (down for a bottom card), x across.
    func toCardSpace(vector: Point) -> Point {
        switch edge {
        case .bottom: vector
        case .top: Point(x: vector.x, y: -vector.y)
        case .left: Point(x: vector.y, y: -vector.x)
        case .right: Point(x: vector.y, y: vector.x)
        }
    }

    /// Window insets in card space: top is the far edge's, bottom the attached edge's.
    func toCardSpace(insets: EdgeInsets) -> EdgeInsets {
        switch edge {
        case .bottom:
            insets
        case .top:
            EdgeInsets(
                top: insets.bottom, left: insets.left, bottom: insets.top, right: insets.right)
        case .left:
            EdgeInsets(
                top: insets.right, left: insets.top, bottom: insets.left, right: insets.bottom)
        case .right:
            EdgeInsets(
                top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
        }
    }

    /// A rectangle of a card's own bounds in card-local space (x across, y from its far edge)
    /// in the view's bounds, for a card whose bounds are `size` in the window.
    static func toView(_ rect: Rect, edge: PhysicalCardEdge, size: Size) -> Rect {
        switch edge {
        case .bottom:
            rect
        case .top:
            Rect(x: rect.minX, y: size.height - rect.maxY, width: rect.width, height: rect.height)
        case .left:
            Rect(x: size.width - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        case .right:
            Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
        }
    }
}
