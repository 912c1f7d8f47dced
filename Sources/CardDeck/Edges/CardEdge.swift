import CardDeckViews

/// The edge of its area a card is attached to: it rests against it, rises from it when
/// presented and leaves through it when dismissed.
///
/// Leading and trailing follow the window's ``LayoutDirection``: in right-to-left, a leading
/// card comes from the right. Everything that works along a bottom card's height — detents,
/// stacking, the rubber band, release rules, the dimmer — works along the card's main axis
/// from any edge, as FloatingPanel's positions do.
public enum CardEdge: String, Hashable, Sendable, CaseIterable {
    /// The bottom edge: a bottom sheet (the default).
    case bottom
    /// The top edge: a card that drops down from the top.
    case top
    /// The leading edge: a side sheet on the left in left-to-right, on the right otherwise.
    case leading
    /// The trailing edge: a side sheet on the right in left-to-right, on the left otherwise.
    case trailing

    /// The window edge this edge is in a layout direction.
    ///
    /// - Parameter direction: The window's layout direction.
    /// - Returns: The physical edge.
    public func physical(in direction: LayoutDirection) -> PhysicalCardEdge {
        switch (self, direction) {
        case (.bottom, _): .bottom
        case (.top, _): .top
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
        }
    }
}

/// A window edge a card is attached to, once leading and trailing are resolved.
public enum PhysicalCardEdge: String, Hashable, Sendable, CaseIterable {
    /// The bottom edge.
    case bottom
    /// The top edge.
    case top
    /// The left edge.
    case left
    /// The right edge.
    case right

    /// Whether the card's main axis (along which it rests, is dragged and leaves) is
    /// horizontal.
    public var isHorizontal: Bool { self == .left || self == .right }

    /// The window corners that are a bottom card's top corners: the ones on the far side,
    /// which a card rounds.
    public var farCorners: CornerMask {
        switch self {
        case .bottom: .top
        case .top: .bottom
        case .left: [.topRight, .bottomRight]
        case .right: .left
        }
    }
}
