/// A node's bounds coordinate space as its window sees it: maps points and rectangles between
/// it and window coordinates through every ancestor, with the model values (what UIKit's
/// `convert` uses) or the presented ones (what is on screen this frame).
///
/// The root's own geometry places the tree in the window, so the top of a walk is window
/// coordinates. A value made for one conversion; it walks the tree as it is when asked.
@MainActor
struct NodeSpace {
    /// The node whose bounds coordinates this space is.
    let node: ViewNode
    /// Whether the mappings use presented values rather than model values.
    let usesPresented: Bool

    /// The space of `node`'s bounds coordinates.
    ///
    /// - Parameters:
    ///   - node: The node.
    ///   - presented: `true` for presented values, `false` for model values.
    init(_ node: ViewNode, presented: Bool) {
        self.node = node
        self.usesPresented = presented
    }

    /// Maps a point in this space up through every ancestor into window coordinates.
    func toWindow(_ point: Point) -> Point {
        var result = point
        var current: ViewNode? = node
        while let each = current {
            result = state(of: each).pointInParent(result)
            current = each.superview
        }
        return result
    }

    /// Maps a point in window coordinates down through every ancestor into this space.
    func fromWindow(_ point: Point) -> Point {
        let inSuperview =
            node.superview.map { Self($0, presented: usesPresented) }?
            .fromWindow(point) ?? point
        return state(of: node).pointInBounds(inSuperview)
    }

    /// The bounding box in window coordinates of a rectangle in this space: one walk up the
    /// ancestors carrying the four corners, each mapped exactly as ``toWindow(_:)`` maps a
    /// point (hosts read it for every changed node of every frame).
    func toWindow(_ rect: Rect) -> Rect {
        var a = Point(x: rect.minX, y: rect.minY)
        var b = Point(x: rect.maxX, y: rect.minY)
        var c = Point(x: rect.minX, y: rect.maxY)
        var d = Point(x: rect.maxX, y: rect.maxY)
        var current: ViewNode? = node
        while let each = current {
            let state = state(of: each)
            a = state.pointInParent(a)
            b = state.pointInParent(b)
            c = state.pointInParent(c)
            d = state.pointInParent(d)
            current = each.superview
        }
        return Rect(boundingBoxOf: a, b, c, d)
    }

    /// The bounding box of a rectangle's four corners, each mapped by `map`, without
    /// allocating.
    static func boundingBox(of rect: Rect, _ map: (Point) -> Point) -> Rect {
        Rect(
            boundingBoxOf: map(Point(x: rect.minX, y: rect.minY)),
            map(Point(x: rect.maxX, y: rect.minY)), map(Point(x: rect.minX, y: rect.maxY)),
            map(Point(x: rect.maxX, y: rect.maxY)))
    }

    @inline(__always)
    private func state(of node: ViewNode) -> VisualState {
        usesPresented ? node.presented : node.model
    }
}
