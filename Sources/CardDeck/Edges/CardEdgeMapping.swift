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
    /// The card's area in the window (its stack's area, less the keyboard).
    var area: Rect

    /// The area in card space: same origin, cross length by main length.
    var cardSpaceArea: CardSpaceRect {
        edge.isHorizontal
            ? CardSpaceRect(x: area.minX, y: area.minY, width: area.height, height: area.width)
            : CardSpaceRect(
                x: area.origin.x, y: area.origin.y, width: area.size.width,
                height: area.size.height)
    }

    /// The length of a window `size` along the card's main axis: a side card's width, a top
    /// or bottom card's height.
    func mainLength(of size: Size) -> Double {
        edge.isHorizontal ? size.width : size.height
    }

    /// Where `rect` is in the window.
    func toWindow(_ rect: CardSpaceRect) -> Rect {
        let localX = rect.minX - area.minX
        let localY = rect.minY - area.minY
        switch edge {
        case .bottom:
            return Rect(
                x: rect.origin.x, y: rect.origin.y, width: rect.size.width,
                height: rect.size.height)
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

    /// Where `rect` of the window is in card space: the inverse of turning a rectangle to the
    /// window.
    func toCardSpace(_ rect: Rect) -> CardSpaceRect {
        let localX = rect.minX - area.minX
        let localY = rect.minY - area.minY
        switch edge {
        case .bottom:
            return CardSpaceRect(
                x: rect.origin.x, y: rect.origin.y, width: rect.size.width,
                height: rect.size.height)
        case .top:
            return CardSpaceRect(
                x: rect.minX, y: area.minY + area.height - localY - rect.height,
                width: rect.width, height: rect.height)
        case .left:
            return CardSpaceRect(
                x: area.minX + localY, y: area.minY + area.width - localX - rect.width,
                width: rect.height, height: rect.width)
        case .right:
            return CardSpaceRect(
                x: area.minX + localY, y: area.minY + localX, width: rect.height,
                height: rect.width)
        }
    }

    /// Where `point` is in the window.
    func toWindow(_ point: CardSpacePoint) -> Point {
        let localX = point.x - area.minX
        let localY = point.y - area.minY
        switch edge {
        case .bottom: return Point(x: point.x, y: point.y)
        case .top: return Point(x: point.x, y: area.minY + area.height - localY)
        case .left: return Point(x: area.minX + area.width - localY, y: area.minY + localX)
        case .right: return Point(x: area.minX + localY, y: area.minY + localX)
        }
    }

    /// Where `point` of the window is in card space: the inverse of turning a point to the
    /// window.
    func toCardSpace(_ point: Point) -> CardSpacePoint {
        let localX = point.x - area.minX
        let localY = point.y - area.minY
        switch edge {
        case .bottom: return CardSpacePoint(x: point.x, y: point.y)
        case .top: return CardSpacePoint(x: point.x, y: area.minY + area.height - localY)
        case .left: return CardSpacePoint(x: area.minX + localY, y: area.minY + area.width - localX)
        case .right: return CardSpacePoint(x: area.minX + localY, y: area.minY + localX)
        }
    }

    /// A movement or velocity in the window as card space sees it.
    func toCardSpace(vector: Point) -> CardSpaceVector {
        switch edge {
        case .bottom: CardSpaceVector(x: vector.x, y: vector.y)
        case .top: CardSpaceVector(x: vector.x, y: -vector.y)
        case .left: CardSpaceVector(x: vector.y, y: -vector.x)
        case .right: CardSpaceVector(x: vector.y, y: vector.x)
        }
    }

    /// Where the window's `insets` fall on the card: the inset at its far edge, at its attached
    /// edge, and at the start and end of its cross axis.
    func toCardSpace(_ insets: EdgeInsets) -> CardSpaceInsets {
        switch edge {
        case .bottom:
            Self.cardSpace(publicSpelling: insets)
        case .top:
            CardSpaceInsets(
                far: insets.bottom, crossStart: insets.left, attached: insets.top,
                crossEnd: insets.right)
        case .left:
            CardSpaceInsets(
                far: insets.right, crossStart: insets.top, attached: insets.left,
                crossEnd: insets.bottom)
        case .right:
            CardSpaceInsets(
                far: insets.left, crossStart: insets.top, attached: insets.right,
                crossEnd: insets.bottom)
        }
    }

    /// Where card-space `insets` are in the window: the inverse of turning window insets to
    /// card space.
    func toWindow(_ insets: CardSpaceInsets) -> EdgeInsets {
        switch edge {
        case .bottom:
            Self.publicSpelling(of: insets)
        case .top:
            EdgeInsets(
                top: insets.attached, left: insets.crossStart, bottom: insets.far,
                right: insets.crossEnd)
        case .left:
            EdgeInsets(
                top: insets.crossStart, left: insets.attached, bottom: insets.crossEnd,
                right: insets.far)
        case .right:
            EdgeInsets(
                top: insets.crossStart, left: insets.far, bottom: insets.crossEnd,
                right: insets.attached)
        }
    }

    /// Card-space `insets` as ``CardDetentResolutionContext/safeAreaInsets`` and
    /// ``ReleaseContext/safeAreaInsets`` carry them, in an `EdgeInsets` written for a bottom
    /// card (where card space is the window's, so a bottom card's insets turn through these): `top` is the far edge's inset, `bottom` the attached edge's, `left` and `right` the
    /// cross axis's start and end. Public API predates ``CardSpaceInsets``, so a resolver
    /// written for a bottom sheet works from every edge.
    static func publicSpelling(of insets: CardSpaceInsets) -> EdgeInsets {
        EdgeInsets(
            top: insets.far, left: insets.crossStart, bottom: insets.attached,
            right: insets.crossEnd)
    }

    /// Insets written as a bottom card's (``publicSpelling(of:)``) in card space.
    static func cardSpace(publicSpelling insets: EdgeInsets) -> CardSpaceInsets {
        CardSpaceInsets(
            far: insets.top, crossStart: insets.left, attached: insets.bottom,
            crossEnd: insets.right)
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
