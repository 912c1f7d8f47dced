extension VisualState {
    /// Maps a point from the bounds coordinates of a node in this state to its superview's:
    /// around the bounds' midpoint, through the transform, onto the centre.
    ///
    /// - Parameter point: A point in the node's bounds coordinates.
    /// - Returns: The point in the superview's coordinates.
    func pointInParent(_ point: Point) -> Point {
        let local = Point(x: point.x - bounds.midX, y: point.y - bounds.midY)
        let moved = transform.apply(to: local)
        return Point(x: moved.x + center.x, y: moved.y + center.y)
    }

    /// Maps a point from the superview's coordinates to the bounds coordinates of a node in
    /// this state; the inverse of ``pointInParent(_:)``.
    ///
    /// - Parameter point: A point in the superview's coordinates.
    /// - Returns: The point in the node's bounds coordinates.
    func pointInBounds(_ point: Point) -> Point {
        let offset = Point(x: point.x - center.x, y: point.y - center.y)
        let local = transform.inverted().apply(to: offset)
        return Point(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }
}
