import CardDeckViews

/// The window's focus ring as the terminal draws it: in the cells around the focused
/// element's cells, never over them.
///
/// The window places its ring 3 pt outside the element with a 2 pt line; a pixel here is
/// 8 points, so drawn as it is the line would land in the element's first column ("Inbox"
/// would read "nbox"). Instead the element's frame (the ring's, inset by
/// `FocusRingView.outset`) is taken to the pixels it covers, as its own fill covers them, and
/// rounded out to whole cells; the ring is the one column on either side and the one pixel
/// row above and below those cells: the lower half of the row above, the upper half of the
/// row below.
struct FocusRingCells {
    /// The ring's outline, in window points (the canvas's), to fill.
    let outline: RasterShape
    /// The hole it leaves: exactly the element's cells.
    let hole: RasterShape

    /// Places the ring around the element that a ring of `frame` surrounds.
    ///
    /// - Parameters:
    ///   - frame: The ring node's bounds, in window points.
    ///   - pixelWidth: A pixel's width, in points (a cell's width).
    ///   - pixelHeight: A pixel's height, in points (half a cell's height).
    init(around frame: Rect, pixelWidth: Double, pixelHeight: Double) {
        let outset = FocusRingView.outset
        let element = Rect(
            x: frame.minX + outset, y: frame.minY + outset,
            width: max(frame.width - 2 * outset, 0), height: max(frame.height - 2 * outset, 0))
        let (x0, x1) = Self.pixels(from: element.minX, to: element.maxX, size: pixelWidth)
        let (y0, y1) = Self.pixels(from: element.minY, to: element.maxY, size: pixelHeight)
        // Whole cell rows: two pixel rows each.
        let top = y0 >> 1
        let bottom = (y1 + 1) >> 1
        let cells = Rect(
            x: Double(x0) * pixelWidth, y: Double(2 * top) * pixelHeight,
            width: Double(x1 - x0) * pixelWidth, height: Double(2 * (bottom - top)) * pixelHeight)
        let ring = Rect(
            x: cells.minX - pixelWidth, y: cells.minY - pixelHeight,
            width: cells.width + 2 * pixelWidth, height: cells.height + 2 * pixelHeight)
        outline = RasterShape(rect: ring, radius: 0, corners: [], toWindow: .identity)
        hole = RasterShape(rect: cells, radius: 0, corners: [], toWindow: .identity)
    }

    /// The pixels `[first, last)` whose centres lie in `[low, high)`, as a fill covers them;
    /// at least the pixel under the interval's middle.
    private static func pixels(from low: Double, to high: Double, size: Double) -> (Int, Int) {
        let first = PixelCanvas.index(low / size - 0.5)
        let last = PixelCanvas.index(high / size - 0.5)
        guard first >= last else { return (first, last) }
        let middle = Int(min(max(((low + high) / 2 / size).rounded(.down), -1), 1_000_000))
        return (middle, middle + 1)
    }
}
