extension Rect {
    /// The smallest rectangle holding four points, without allocating: the box of a
    /// rectangle's corners after they were mapped into another space.
    ///
    /// - Parameters:
    ///   - a: A point.
    ///   - b: A point.
    ///   - c: A point.
    ///   - d: A point.
    init(boundingBoxOf a: Point, _ b: Point, _ c: Point, _ d: Point) {
        let minX = Swift.min(a.x, b.x, c.x, d.x)
        let minY = Swift.min(a.y, b.y, c.y, d.y)
        self.init(
            x: minX, y: minY, width: Swift.max(a.x, b.x, c.x, d.x) - minX,
            height: Swift.max(a.y, b.y, c.y, d.y) - minY)
    }
}
