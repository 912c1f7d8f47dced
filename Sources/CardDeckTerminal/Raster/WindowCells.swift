import CardDeckViews

/// The cells a window occupies on a terminal larger than it, as the clip everything the
/// window draws is held to: the window's rectangle at its placement, rounded out to whole
/// cells. A card presented, dragged or dismissed past the window's edge, or a side sheet
/// sliding in, never paints the backdrop around a centred window or the status line below it.
enum WindowCells {
    /// The clip for a window drawn at `origin` on a canvas of `columns × rows` cells.
    ///
    /// - Parameters:
    ///   - size: The window's size, in points; a non-finite or negative side counts as 0.
    ///   - origin: Where the window's origin is drawn on the canvas, in points.
    ///   - cellWidth: A cell's width, in points, > 0.
    ///   - cellHeight: A cell's height, in points, > 0.
    ///   - columns: The canvas's columns.
    ///   - rows: The canvas's rows.
    /// - Returns: The clip, or `nil` when the window covers every cell of the canvas (the grid
    ///   is the window's own), so drawing pays for no extra clip.
    static func clip(
        size: Size, origin: Point, cellWidth: Double, cellHeight: Double, columns: Int,
        rows: Int
    ) -> RasterShape? {
        let width = size.width.isFinite ? max(size.width, 0) : 0
        let height = size.height.isFinite ? max(size.height, 0) : 0
        let (x0, x1) = cells(from: origin.x, to: origin.x + width, size: cellWidth)
        let (y0, y1) = cells(from: origin.y, to: origin.y + height, size: cellHeight)
        if x0 <= 0, y0 <= 0, x1 >= Double(columns) * cellWidth,
            y1 >= Double(rows) * cellHeight
        {
            return nil
        }
        return RasterShape(
            rect: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), radius: 0, corners: [],
            toWindow: .identity)
    }

    /// The edges, in points, of the whole cells an interval touches.
    private static func cells(from low: Double, to high: Double, size: Double) -> (
        Double, Double
    ) {
        // A hair of tolerance, so an edge on a cell boundary that arithmetic moved by an ulp
        // does not take a whole extra cell.
        let tolerance = 1e-9
        let first = min(max((low / size + tolerance).rounded(.down), -1e6), 1e6)
        let last = min(max((high / size - tolerance).rounded(.up), first), 1e6)
        return (first * size, last * size)
    }
}
