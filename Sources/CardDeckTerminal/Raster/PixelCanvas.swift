import CardDeckViews

/// The rasterizer's drawing surface: two pixels per terminal cell (upper and lower half), one
/// glyph slot per cell, a stack of clipping shapes and a stack of opacity groups.
///
/// Every pixel is a point sample at its centre: a shape covers a pixel when it contains the
/// pixel's centre, so edges are exact to the pixel and frames are deterministic. The canvas
/// keeps its pixels from frame to frame; each drawing call takes a ``DamageRegion`` and
/// touches only the cells in it, so a frame costs what changed. Storage is reused: a frame of
/// the same size allocates nothing.
struct PixelCanvas {
    /// Columns, ≥ 0.
    private(set) var columns = 0
    /// Terminal rows, ≥ 0; the canvas has twice as many pixel rows.
    private(set) var rows = 0
    /// One pixel's width and height, in points.
    private(set) var pixelWidth = 8.0
    private(set) var pixelHeight = 8.0
    /// The colour under everything.
    private(set) var backdrop = LinearColor(red: 0, green: 0, blue: 0)
    /// Pixels in row-major order, `columns × 2·rows`; written here and in
    /// `PixelCanvas+Groups`.
    var pixels: [LinearColor] = []
    /// Glyph slots in row-major order, `columns × rows`.
    var glyphs: [GlyphSlot] = []
    /// Per terminal row, whether a glyph was put in it since the canvas was sized: a row
    /// without holds no glyph, so fills and groups skip its glyph slots.
    private(set) var rowsWithGlyphs: [Bool] = []
    /// Per terminal row, whether a glyph on its upper pixel (``GlyphSlot/isOnUpperPixel``) was
    /// put in it since the canvas was sized: fills of the row's upper pixels look at its glyph
    /// slots only then.
    private(set) var rowsWithUpperGlyphs: [Bool] = []

    /// The clipping shapes in force, outermost first, and the box they leave.
    private var clips: [RasterShape] = []
    private var clipBoxes: [PixelBox] = []
    /// Open opacity groups, outermost first; each keeps a copy of what its damaged cells
    /// showed before. See `PixelCanvas+Groups`.
    var groups: [OpacityGroup] = []
    var savedPixels: [[LinearColor]] = []
    var savedGlyphs: [[GlyphSlot]] = []

    struct OpacityGroup {
        var alpha: Double
        var box: PixelBox
    }

    /// The pixels the clips in force leave.
    var clipBox: PixelBox { clipBoxes.last ?? fullBox }

    /// Every pixel of the canvas.
    var fullBox: PixelBox { PixelBox(x0: 0, y0: 0, x1: columns, y1: 2 * rows) }

    /// Sizes the canvas and fills every pixel with the backdrop.
    mutating func reset(
        columns: Int, rows: Int, cellWidth: Double, cellHeight: Double, backdrop: LinearColor
    ) {
        self.columns = columns
        self.rows = rows
        pixelWidth = cellWidth
        pixelHeight = cellHeight / 2
        self.backdrop = backdrop
        let pixelCount = columns * rows * 2
        if pixels.count != pixelCount {
            pixels = Array(repeating: backdrop, count: pixelCount)
            glyphs = Array(repeating: .empty, count: columns * rows)
        } else {
            for index in pixels.indices { pixels[index] = backdrop }
            for index in glyphs.indices { glyphs[index] = .empty }
        }
        rowsWithGlyphs = Array(repeating: false, count: rows)
        rowsWithUpperGlyphs = rowsWithGlyphs
        clips.removeAll(keepingCapacity: true)
        clipBoxes.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
    }

    /// Starts drawing the damaged cells again: their pixels become the backdrop and their
    /// glyphs go.
    mutating func clear(_ damage: DamageRegion) {
        guard !damage.isFull else {
            return reset(
                columns: columns, rows: rows, cellWidth: pixelWidth, cellHeight: 2 * pixelHeight,
                backdrop: backdrop)
        }
        let columns = self.columns
        let backdrop = self.backdrop
        pixels.withUnsafeMutableBufferPointer { pixels in
            glyphs.withUnsafeMutableBufferPointer { glyphs in
                for row in 0..<rows {
                    for index in damage.spans(inRow: row) {
                        let start = Int(damage.spanStarts[index])
                        let end = Int(damage.spanEnds[index])
                        let upper = 2 * row * columns
                        guard start < end, let pixelBase = pixels.baseAddress,
                            let glyphBase = glyphs.baseAddress
                        else { continue }
                        (pixelBase + upper + start).update(repeating: backdrop, count: end - start)
                        (pixelBase + upper + columns + start).update(
                            repeating: backdrop, count: end - start)
                        (glyphBase + row * columns + start).update(
                            repeating: .empty, count: end - start)
                    }
                }
            }
        }
        clips.removeAll(keepingCapacity: true)
        clipBoxes.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
    }

    /// The pixels whose centres a window-space rectangle may contain, within the clips.
    func box(covering rect: Rect) -> PixelBox {
        unclippedBox(covering: rect).intersection(clipBox)
    }

    /// The pixels of the canvas whose centres a window-space rectangle may contain.
    func unclippedBox(covering rect: Rect) -> PixelBox {
        guard rect.isFinite else { return .empty }
        return PixelBox(
            x0: Self.index(rect.minX / pixelWidth - 0.5),
            y0: Self.index(rect.minY / pixelHeight - 0.5),
            x1: Self.index(rect.maxX / pixelWidth - 0.5),
            y1: Self.index(rect.maxY / pixelHeight - 0.5)
        ).intersection(fullBox)
    }

    /// The first pixel index whose centre is at or past a position measured in pixels from
    /// the canvas's origin, limited to a range far larger than any canvas.
    @inline(__always)
    static func index(_ position: Double) -> Int {
        Int(min(max(position.rounded(.up), -1), 1_000_000))
    }

    /// The pixel columns `[x0, x1)` whose centres lie in the window-space interval
    /// `[low, high)`.
    @inline(__always)
    func columns(from low: Double, to high: Double) -> (x0: Int, x1: Int) {
        (Self.index(low / pixelWidth - 0.5), Self.index(high / pixelWidth - 0.5))
    }

    /// The window-space centre of a pixel.
    @inline(__always)
    func center(x: Int, y: Int) -> (x: Double, y: Double) {
        ((Double(x) + 0.5) * pixelWidth, (Double(y) + 0.5) * pixelHeight)
    }

    /// Whether every clip in force contains a window point.
    @inline(__always)
    func clipsContain(x: Double, y: Double) -> Bool {
        Self.contain(clips, x: x, y: y)
    }

    @inline(__always)
    private static func contain(_ clips: [RasterShape], x: Double, y: Double) -> Bool {
        for clip in clips where !clip.contains(windowX: x, y: y) { return false }
        return true
    }

    /// Clips everything drawn until the matching ``popClip()`` to a shape.
    mutating func pushClip(_ shape: RasterShape) {
        let box = self.box(covering: shape.windowBounds)
        clips.append(shape)
        clipBoxes.append(box)
    }

    /// Ends the innermost clip.
    mutating func popClip() {
        clips.removeLast()
        clipBoxes.removeLast()
    }

    /// Covers every damaged pixel inside `shape` (and outside `hole`, when given) and inside
    /// the clips with `color` at opacity `alpha`. A glyph whose pixel (the lower one, or the
    /// upper one for a glyph on it) is covered is composited under the colour, and removed
    /// when the colour is opaque.
    mutating func fill(
        _ shape: RasterShape, excluding hole: RasterShape? = nil, color: LinearColor,
        alpha: Double, within damage: DamageRegion
    ) {
        let box = self.box(covering: shape.windowBounds)
        guard !box.isEmpty, alpha > 0 else { return }
        // Copies of what the loops read, not of the canvas: a copy of the canvas would share
        // the pixel storage and make the writes below copy it first.
        let clips = self.clips
        let columns = self.columns
        let pixelWidth = self.pixelWidth
        let pixelHeight = self.pixelHeight
        let opaque = alpha >= 1
        let coverage = Float(alpha)
        let rowsWithGlyphs = self.rowsWithGlyphs
        let rowsWithUpperGlyphs = self.rowsWithUpperGlyphs
        pixels.withUnsafeMutableBufferPointer { pixels in
            glyphs.withUnsafeMutableBufferPointer { glyphs in
                for y in box.y0..<box.y1 {
                    let row = y >> 1
                    let spans = damage.isFull ? 0..<1 : damage.spans(inRow: row)
                    guard !spans.isEmpty else { continue }
                    let cy = (Double(y) + 0.5) * pixelHeight
                    // The row's covered interval from the straight edges of the shape and the
                    // clips; only rows through a rounded corner (or a rotated shape) test
                    // pixel by pixel.
                    let outline = shape.span(atWindowY: cy)
                    var (low, high, exact) = outline
                    var clipsExact = true
                    for clip in clips {
                        let span = clip.span(atWindowY: cy)
                        low = max(low, span.low)
                        high = min(high, span.high)
                        clipsExact = clipsExact && span.exact
                    }
                    exact = exact && clipsExact
                    var holed = false
                    if let hole {
                        let span = hole.span(atWindowY: cy)
                        holed = span.low < span.high
                        if holed { exact = false }
                    }
                    let x0 = max(box.x0, Self.index(low / pixelWidth - 0.5))
                    let x1 = min(box.x1, Self.index(high / pixelWidth - 0.5))
                    guard x0 < x1 else { continue }
                    // On a row through rounded corners, the pixels a radius (and a pixel of
                    // margin) in from both ends are covered without a test.
                    var sure = x0..<x0
                    if !exact, !holed, clipsExact, shape.translates {
                        let reach = max(
                            shape.topLeft, shape.topRight, shape.bottomLeft, shape.bottomRight)
                        let first = Self.index((outline.low + reach) / pixelWidth - 0.5) + 1
                        let last = Self.index((outline.high - reach) / pixelWidth - 0.5) - 1
                        if max(first, x0) < min(last, x1) { sure = max(first, x0)..<min(last, x1) }
                    }
                    let rowStart = y * columns
                    let glyphRow = row * columns
                    let upperRow = y & 1 == 0
                    let coversGlyph = upperRow ? rowsWithUpperGlyphs[row] : rowsWithGlyphs[row]
                    for index in spans {
                        let start = damage.isFull ? x0 : max(x0, Int(damage.spanStarts[index]))
                        let end = damage.isFull ? x1 : min(x1, Int(damage.spanEnds[index]))
                        guard start < end else { continue }
                        if exact {
                            Self.fillExactly(
                                pixels, glyphs, pixels: rowStart + start, glyphs: glyphRow + start,
                                count: end - start, coversGlyph: coversGlyph, upperRow: upperRow,
                                color: color, coverage: opaque ? nil : coverage)
                            continue
                        }
                        let middle = sure.clamped(to: start..<end)
                        if !middle.isEmpty {
                            Self.fillExactly(
                                pixels, glyphs, pixels: rowStart + middle.lowerBound,
                                glyphs: glyphRow + middle.lowerBound, count: middle.count,
                                coversGlyph: coversGlyph, upperRow: upperRow, color: color,
                                coverage: opaque ? nil : coverage)
                        }
                        // Pixel by pixel on either side of the middle.
                        let skipped = middle.isEmpty ? end..<end : middle
                        for side in 0..<2 {
                            let run =
                                side == 0 ? start..<skipped.lowerBound : skipped.upperBound..<end
                            for x in run {
                                if !exact {
                                    let cx = (Double(x) + 0.5) * pixelWidth
                                    guard shape.contains(windowX: cx, y: cy) else { continue }
                                    if let hole, hole.contains(windowX: cx, y: cy) { continue }
                                    if !Self.contain(clips, x: cx, y: cy) { continue }
                                }
                                if opaque {
                                    pixels[rowStart + x] = color
                                } else {
                                    pixels[rowStart + x] = pixels[rowStart + x].blended(
                                        with: color, coverage: coverage)
                                }
                                guard coversGlyph, glyphs[glyphRow + x].id != 0,
                                    glyphs[glyphRow + x].isOnUpperPixel == upperRow
                                else { continue }
                                if opaque {
                                    glyphs[glyphRow + x] = .empty
                                } else {
                                    glyphs[glyphRow + x].color = glyphs[glyphRow + x].color.blended(
                                        with: color, coverage: coverage)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Covers a run of pixels that the shape and the clips cover whole: with `color`, or
    /// blended at `coverage` when given; the glyphs of the run's cells that sit on these
    /// pixels (lower ones, or upper ones when `upperRow`) are removed, or have `color` blended
    /// over them.
    @inline(__always)
    private static func fillExactly(
        _ pixels: UnsafeMutableBufferPointer<LinearColor>,
        _ glyphs: UnsafeMutableBufferPointer<GlyphSlot>, pixels pixelStart: Int,
        glyphs glyphStart: Int, count: Int, coversGlyph: Bool, upperRow: Bool,
        color: LinearColor, coverage: Float?
    ) {
        guard let pixelBase = pixels.baseAddress, let glyphBase = glyphs.baseAddress else {
            return
        }
        let run = pixelBase + pixelStart
        if let coverage {
            for offset in 0..<count {
                run[offset] = run[offset].blended(with: color, coverage: coverage)
            }
        } else {
            run.update(repeating: color, count: count)
        }
        guard coversGlyph else { return }
        let cells = glyphBase + glyphStart
        for offset in 0..<count
        where cells[offset].id != 0 && cells[offset].isOnUpperPixel == upperRow {
            if let coverage {
                cells[offset].color = cells[offset].color.blended(with: color, coverage: coverage)
            } else {
                cells[offset] = .empty
            }
        }
    }

    /// The colour of the lower pixel of a cell.
    func lowerPixel(column: Int, row: Int) -> LinearColor {
        pixels[(2 * row + 1) * columns + column]
    }

    /// The colour of the upper pixel of a cell.
    func upperPixel(column: Int, row: Int) -> LinearColor {
        pixels[2 * row * columns + column]
    }

    /// Puts a glyph in a cell, in front of its pixels.
    mutating func setGlyph(_ slot: GlyphSlot, column: Int, row: Int) {
        glyphs[row * columns + column] = slot
        rowsWithGlyphs[row] = true
        if slot.isOnUpperPixel { rowsWithUpperGlyphs[row] = true }
    }

    /// The glyph in a cell.
    func glyph(column: Int, row: Int) -> GlyphSlot {
        glyphs[row * columns + column]
    }
}
