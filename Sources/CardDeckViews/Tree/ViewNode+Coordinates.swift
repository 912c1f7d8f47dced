extension ViewNode {
    /// Converts a point from this node's coordinates to `node`'s, through every transform on
    /// the way (model values, as UIKit's `convert` uses).
    ///
    /// - Parameters:
    ///   - point: A point in this node's bounds coordinates.
    ///   - node: The target node, or `nil` for window coordinates. Nodes in different trees
    ///     convert through their own roots' coordinates.
    /// - Returns: The same point in `node`'s coordinates.
    public func convert(_ point: Point, to node: ViewNode?) -> Point {
        let inRoot = toRootSpace(point, presented: false)
        guard let node else { return inRoot }
        return node.fromRootSpace(inRoot, presented: false)
    }

    /// Converts a point from `node`'s coordinates to this node's.
    ///
    /// - Parameters:
    ///   - point: A point in `node`'s bounds coordinates.
    ///   - node: The source node, or `nil` for window coordinates.
    /// - Returns: The same point in this node's coordinates.
    public func convert(_ point: Point, from node: ViewNode?) -> Point {
        let inRoot = node?.toRootSpace(point, presented: false) ?? point
        return fromRootSpace(inRoot, presented: false)
    }

    /// Converts a rectangle from this node's coordinates to `node`'s: the bounding box of its
    /// four converted corners.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this node's bounds coordinates.
    ///   - node: The target node, or `nil` for window coordinates.
    /// - Returns: The bounding box in `node`'s coordinates.
    public func convert(_ rect: Rect, to node: ViewNode?) -> Rect {
        boundingBox(of: rect) { self.convert($0, to: node) }
    }

    /// Converts a rectangle from `node`'s coordinates to this node's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `node`'s bounds coordinates.
    ///   - node: The source node, or `nil` for window coordinates.
    /// - Returns: The bounding box in this node's coordinates.
    public func convert(_ rect: Rect, from node: ViewNode?) -> Rect {
        boundingBox(of: rect) { self.convert($0, from: node) }
    }

    /// The node's presented rectangle in window coordinates: the bounding box of its bounds
    /// after every presented transform on the way up.
    public var presentedFrameInWindow: Rect {
        // One walk up the ancestors carrying the four corners, each mapped exactly as
        // `presentedPointInWindow(_:)` maps a point (this runs for every changed node of every
        // frame a host reads).
        let bounds = presented.bounds
        var a = Point(x: bounds.minX, y: bounds.minY)
        var b = Point(x: bounds.maxX, y: bounds.minY)
        var c = Point(x: bounds.minX, y: bounds.maxY)
        var d = Point(x: bounds.maxX, y: bounds.maxY)
        var node: ViewNode? = self
        while let current = node {
            let state = current.presented
            a = state.pointInParent(a)
            b = state.pointInParent(b)
            c = state.pointInParent(c)
            d = state.pointInParent(d)
            node = current.superview
        }
        return Rect(boundingBoxOf: a, b, c, d)
    }

    /// Maps a point in this node's presented coordinates to window coordinates.
    ///
    /// - Parameter point: A point in the node's presented bounds coordinates.
    /// - Returns: The point in window coordinates, using presented values.
    public func presentedPointInWindow(_ point: Point) -> Point {
        toRootSpace(point, presented: true)
    }

    /// The front-most node under `point` that accepts input, using presented geometry.
    ///
    /// Skips hidden nodes, nodes with alpha below 0.01, nodes with interaction disabled (with
    /// their subtrees), and, as UIKit does, points outside a node's touch area
    /// (``point(inside:)``, its bounds by default) with its whole subtree, whether it clips or
    /// not: a subview that sticks out of its superview is not hit where it does. Subviews are
    /// tested front to back.
    ///
    /// - Parameter point: A point in this node's presented bounds coordinates.
    /// - Returns: The node hit, or `nil`.
    public func hitTest(_ point: Point) -> ViewNode? {
        let state = presented
        guard !state.isHidden, state.alpha >= 0.01, isUserInteractionEnabled else { return nil }
        guard self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            let local = subview.fromParentSpace(point, presented: true)
            if let hit = subview.hitTest(local) { return hit }
        }
        return passesTouchesThrough ? nil : self
    }

    /// Maps a point from this node's bounds coordinates to its superview's.
    func toParentSpace(_ point: Point, presented usePresented: Bool) -> Point {
        (usePresented ? presented : model).pointInParent(point)
    }

    /// Maps a point from the superview's coordinates to this node's bounds coordinates.
    func fromParentSpace(_ point: Point, presented usePresented: Bool) -> Point {
        (usePresented ? presented : model).pointInBounds(point)
    }

    /// Maps a point up through every ancestor; the root's own geometry places the tree in the
    /// window, so the result is in window coordinates.
    private func toRootSpace(_ point: Point, presented: Bool) -> Point {
        var result = point
        var node: ViewNode? = self
        while let current = node {
            result = current.toParentSpace(result, presented: presented)
            node = current.superview
        }
        return result
    }

    /// Maps a window point down through every ancestor into this node's coordinates.
    private func fromRootSpace(_ point: Point, presented: Bool) -> Point {
        let inSuperview = superview?.fromRootSpace(point, presented: presented) ?? point
        return fromParentSpace(inSuperview, presented: presented)
    }

    /// The bounding box of a rectangle's four mapped corners, without allocating.
    private func boundingBox(of rect: Rect, _ map: (Point) -> Point) -> Rect {
        Rect(
            boundingBoxOf: map(Point(x: rect.minX, y: rect.minY)),
            map(Point(x: rect.maxX, y: rect.minY)), map(Point(x: rect.minX, y: rect.maxY)),
            map(Point(x: rect.maxX, y: rect.maxY)))
    }
}
