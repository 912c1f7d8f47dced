/// Brings a node that keys or a screen reader focus or activate into view.
@MainActor
enum AccessibilityReveal {
    /// Scrolls each scroll view that holds `node`, innermost first, by the least that shows
    /// the node's frame in its bounds, at once: what VoiceOver and a browser's keyboard focus
    /// do. An element that keys or a screen reader focus or activate is then on screen, where
    /// its focus ring shows and a tap at its centre reaches it rather than whatever lies over
    /// the spot it was scrolled to (a button below the scroll view, the dimmer).
    ///
    /// An axis along which the frame shows already is left alone; one along which it does not
    /// moves until the frame's far edge shows, then its near edge (which wins for a frame
    /// larger than the bounds), within the scroll view's edges.
    ///
    /// - Parameter node: The node to bring into view; a node in no scroll view changes nothing.
    static func reveal(_ node: ViewNode) {
        var ancestor = node.superview
        while let current = ancestor {
            if let scroll = current as? ScrollView {
                show(scroll.convert(node.bounds, from: node), in: scroll)
            }
            ancestor = current.superview
        }
    }

    /// Moves `scroll`'s content by the least that shows `rect`, in content coordinates.
    private static func show(_ rect: Rect, in scroll: ScrollView) {
        guard rect.isFinite else { return }
        let offset = scroll.contentOffset
        let size = scroll.bounds.size
        let x = axisOffset(offset.x, visible: size.width, showing: rect.minX, rect.maxX)
        let y = axisOffset(offset.y, visible: size.height, showing: rect.minY, rect.maxY)
        let target = scroll.clampedOffset(Point(x: x ?? offset.x, y: y ?? offset.y))
        let moved = Point(x: x == nil ? offset.x : target.x, y: y == nil ? offset.y : target.y)
        if moved != offset { scroll.contentOffset = moved }
    }

    /// The offset along one axis that shows `low…high` in `visible` points from `offset`, or
    /// `nil` when it shows already.
    private static func axisOffset(
        _ offset: Double, visible: Double, showing low: Double, _ high: Double
    ) -> Double? {
        guard low < offset || high > offset + visible else { return nil }
        var result = offset
        if high > result + visible { result = high - visible }
        if low < result { result = low }
        return result
    }
}
