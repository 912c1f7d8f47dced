import CardDeckViews

/// The clip everything a window draws is held to when it sits on a terminal larger than it:
/// the window's rectangle at its placement. Pixels are sampled at their centres, so the clip
/// leaves exactly the pixels the window's own background covers, within the cells the window
/// occupies. A card presented, dragged or dismissed past the window's edge, or a side sheet
/// sliding in, never paints the backdrop around a centred window or the status line below it.
enum WindowClip {
    /// The clip for a window drawn at `origin` on a canvas of `columns × rows` cells.
    ///
    /// - Parameters:
    ///   - size: The window's size, in points; a non-finite or negative side counts as 0.
    ///   - origin: Where the window's origin is drawn on the canvas, in points.
    ///   - cellWidth: A cell's width, in points, > 0.
    ///   - cellHeight: A cell's height, in points, > 0.
    ///   - columns: The canvas's columns.
    ///   - rows: The canvas's rows.
    /// - Returns: The clip, or `nil` when the window covers the whole canvas (the grid is the
    ///   window's own), so drawing pays for no extra clip.
    static func clip(
        size: Size, origin: Point, cellWidth: Double, cellHeight: Double, columns: Int,
        rows: Int
    ) -> RasterShape? {
        let width = size.width.isFinite ? min(max(size.width, 0), 1e7) : 0
        let height = size.height.isFinite ? min(max(size.height, 0), 1e7) : 0
        if origin.x <= 0, origin.y <= 0, origin.x + width >= Double(columns) * cellWidth,
            origin.y + height >= Double(rows) * cellHeight
        {
            return nil
        }
        return RasterShape(
            rect: Rect(x: origin.x, y: origin.y, width: width, height: height), radius: 0,
            corners: [], toWindow: .identity)
    }
}
