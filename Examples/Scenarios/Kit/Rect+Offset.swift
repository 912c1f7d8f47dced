import CardDeckViews

extension Rect {
    /// The rectangle moved by a distance.
    ///
    /// - Parameters:
    ///   - dx: Points to the right; default 0.
    ///   - dy: Points down; default 0.
    /// - Returns: The moved rectangle, the same size.
    func offsetBy(dx: Double = 0, dy: Double = 0) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
