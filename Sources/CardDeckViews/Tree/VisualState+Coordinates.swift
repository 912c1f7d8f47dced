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

    /// The state of a new node with `frame` (in its superview's coordinates): centred on the
    /// frame's midpoint with its standardized size, or the default state with a warning when
    /// the frame is not finite.
    ///
    /// - Parameters:
    ///   - frame: The frame ``ViewNode/init(frame:)`` was given.
    ///   - id: The new node's identity, for the warning.
    @MainActor
    init(frameOfNewNode frame: Rect, id: ViewNode.ID) {
        self.init()
        guard frame.isFinite else {
            Diagnostics.warn("ViewNode \(id): ignored non-finite frame \(frame); used .zero")
            return
        }
        let rect = frame.standardized
        center = Point(x: rect.midX, y: rect.midY)
        bounds = Rect(origin: .zero, size: rect.size)
    }
}
