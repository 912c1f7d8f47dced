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
        let inWindow = NodeSpace(self, presented: false).toWindow(point)
        return node.map { NodeSpace($0, presented: false).fromWindow(inWindow) } ?? inWindow
    }

    /// Converts a point from `node`'s coordinates to this node's.
    ///
    /// - Parameters:
    ///   - point: A point in `node`'s bounds coordinates.
    ///   - node: The source node, or `nil` for window coordinates.
    /// - Returns: The same point in this node's coordinates.
    public func convert(_ point: Point, from node: ViewNode?) -> Point {
        let inWindow = node.map { NodeSpace($0, presented: false).toWindow(point) } ?? point
        return NodeSpace(self, presented: false).fromWindow(inWindow)
    }

    /// Converts a rectangle from this node's coordinates to `node`'s: the bounding box of its
    /// four converted corners.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this node's bounds coordinates.
    ///   - node: The target node, or `nil` for window coordinates.
    /// - Returns: The bounding box in `node`'s coordinates.
    public func convert(_ rect: Rect, to node: ViewNode?) -> Rect {
        NodeSpace.boundingBox(of: rect) { self.convert($0, to: node) }
    }

    /// Converts a rectangle from `node`'s coordinates to this node's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `node`'s bounds coordinates.
    ///   - node: The source node, or `nil` for window coordinates.
    /// - Returns: The bounding box in this node's coordinates.
    public func convert(_ rect: Rect, from node: ViewNode?) -> Rect {
        NodeSpace.boundingBox(of: rect) { self.convert($0, from: node) }
    }

    /// The node's presented rectangle in window coordinates: the bounding box of its bounds
    /// after every presented transform on the way up.
    public var presentedFrameInWindow: Rect {
        NodeSpace(self, presented: true).toWindow(presented.bounds)
    }

    /// Maps a point in this node's presented coordinates to window coordinates.
    ///
    /// - Parameter point: A point in the node's presented bounds coordinates.
    /// - Returns: The point in window coordinates, using presented values.
    public func presentedPointInWindow(_ point: Point) -> Point {
        NodeSpace(self, presented: true).toWindow(point)
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
    public func hitTest(_ point: Point) -> ViewNode? { NodeInteraction.hitTest(self, at: point) }
}
