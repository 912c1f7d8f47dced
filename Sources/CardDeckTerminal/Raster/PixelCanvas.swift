import CardDeckViews

/// The rasterizer's drawing surface: two pixels per terminal cell (upper and lower half), one
/// glyph slot per cell, a stack of clipping shapes and a stack of opacity groups.
///
/// Every pixel is a point sample at its centre: a shape covers a pixel when it contains the
/// pixel's centre, so edges are exact to the pixel and frames are deterministic. Storage is
/// kept between frames and reused; a frame of the same size allocates nothing.
struct PixelCanvas {
    /// Columns, ≥ 0.
    private(set) var columns = 0
    /// Terminal rows, ≥ 0; the canvas has twice as many pixel rows.
    private(set) var rows = 0
    /// One pixel's width and height, in points.
    private(set) var pixelWidth = 8.0
    private(set) var pixelHeight = 8.0
    /// Pixels in row-major order, `columns × 2·rows`.
    private(set) var pixels: [LinearColor] = []
    /// Glyph slots in row-major order, `columns × rows`.
    private(set) var glyphs: [GlyphSlot] = []

    /// The clipping shapes in force, outermost first, and the box they leave.
    private var clips: [RasterShape] = []
    private var clipBoxes: [PixelBox] = []
    /// Open opacity groups, outermost first; each keeps a copy of what its box showed before.
    private var groups: [OpacityGroup] = []
    private var savedPixels: [[LinearColor]] = []
    private var savedGlyphs: [[GlyphSlot]] = []

    private struct OpacityGroup {
        var alpha: Double
        var box: PixelBox
    }

    /// The pixels the clips in force leave.
    var clipBox: PixelBox { clipBoxes.last ?? fullBox }

    private var fullBox: PixelBox { PixelBox(x0: 0, y0: 0, x1: columns, y1: 2 * rows) }

    /// Starts a frame: sizes the canvas and fills it with the backdrop.
    mutating func reset(
        columns: Int, rows: Int, cellWidth: Double, cellHeight: Double, backdrop: LinearColor
    ) {
        self.columns = columns
        self.rows = rows
        pixelWidth = cellWidth
        pixelHeight = cellHeight / 2
        let pixelCount = columns * rows * 2
        if pixels.count != pixelCount {
            pixels = Array(repeating: backdrop, count: pixelCount)
            glyphs = Array(repeating: .empty, count: columns * rows)
        } else {
            for index in pixels.indices { pixels[index] = backdrop }
            for index in glyphs.indices { glyphs[index] = .empty }
        }
        clips.removeAll(keepingCapacity: true)
        clipBoxes.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
    }

    /// The pixels whose centres a window-space rectangle may contain, within the clips.
    func box(covering rect: Rect) -> PixelBox {
        guard rect.isFinite else { return .empty }
        let box = PixelBox(
            x0: Self.index(rect.minX / pixelWidth - 0.5),
            y0: Self.index(rect.minY / pixelHeight - 0.5),
            x1: Self.index(rect.maxX / pixelWidth - 0.5),
            y1: Self.index(rect.maxY / pixelHeight - 0.5))
        return box.intersection(clipBox)
    }

    /// The first pixel index whose centre is at or past a position measured in pixels from
    /// the canvas's origin, limited to a range far larger than any canvas.
    private static func index(_ position: Double) -> Int {
        Int(min(max(position.rounded(.up), -1), 1_000_000))
    }

    /// The window-space centre of a pixel.
    @inline(__always)
    func center(x: Int, y: Int) -> (x: Double, y: Double) {
        ((Double(x) + 0.5) * pixelWidth, (Double(y) + 0.5) * pixelHeight)
    }

    /// Whether every clip in force contains a window point.
    @inline(__always)
    func clipsContain(x: Double, y: Double) -> Bool {
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

    /// Covers every pixel inside `shape` (and outside `hole`, when given) and inside the clips
    /// with `color` at opacity `alpha`. A glyph whose lower pixel is covered is composited
    /// under the colour, and removed when the colour is opaque.
    mutating func fill(
        _ shape: RasterShape, excluding hole: RasterShape? = nil, color: LinearColor,
        alpha: Double
    ) {
        let box = self.box(covering: shape.windowBounds)
        guard !box.isEmpty, alpha > 0 else { return }
        let opaque = alpha >= 1
        for y in box.y0..<box.y1 {
            let cy = (Double(y) + 0.5) * pixelHeight
            // The row's covered interval from the straight edges of the shape and the clips;
            // only rows through a rounded corner (or a rotated shape) test pixel by pixel.
            var (low, high, exact) = shape.span(atWindowY: cy)
            for clip in clips {
                let span = clip.span(atWindowY: cy)
                low = max(low, span.low)
                high = min(high, span.high)
                exact = exact && span.exact
            }
            if let hole {
                let span = hole.span(atWindowY: cy)
                if span.low < span.high { exact = false }
            }
            let x0 = max(box.x0, Self.index(low / pixelWidth - 0.5))
            let x1 = min(box.x1, Self.index(high / pixelWidth - 0.5))
            guard x0 < x1 else { continue }
            let rowStart = y * columns
            let glyphRow = (y / 2) * columns
            let coversGlyph = y % 2 == 1
            for x in x0..<x1 {
                if !exact {
                    let cx = (Double(x) + 0.5) * pixelWidth
                    guard shape.contains(windowX: cx, y: cy) else { continue }
                    if let hole, hole.contains(windowX: cx, y: cy) { continue }
                    guard clipsContain(x: cx, y: cy) else { continue }
                }
                pixels[rowStart + x] =
                    opaque ? color : pixels[rowStart + x].blended(with: color, alpha: alpha)
                if coversGlyph, !glyphs[glyphRow + x].isEmpty {
                    if opaque {
                        glyphs[glyphRow + x] = .empty
                    } else {
                        glyphs[glyphRow + x].color =
                            glyphs[glyphRow + x].color.blended(with: color, alpha: alpha)
                    }
                }
            }
        }
    }

    /// The colour of the lower pixel of a cell.
    func lowerPixel(column: Int, row: Int) -> LinearColor {
        pixels[(2 * row + 1) * columns + column]
    }

    /// Puts a glyph in a cell, in front of its pixels.
    mutating func setGlyph(_ slot: GlyphSlot, column: Int, row: Int) {
        glyphs[row * columns + column] = slot
    }

    /// The glyph in a cell.
    func glyph(column: Int, row: Int) -> GlyphSlot {
        glyphs[row * columns + column]
    }

    /// Starts a group drawn at opacity `alpha` as a whole, as Core Animation's group opacity
    /// does: what the group draws inside `box` is later blended over what was there before.
    mutating func beginGroup(alpha: Double, box: PixelBox) {
        let depth = groups.count
        if savedPixels.count <= depth {
            savedPixels.append([])
            savedGlyphs.append([])
        }
        savedPixels[depth].removeAll(keepingCapacity: true)
        savedGlyphs[depth].removeAll(keepingCapacity: true)
        if !box.isEmpty {
            for y in box.y0..<box.y1 {
                let start = y * columns
                savedPixels[depth].append(contentsOf: pixels[(start + box.x0)..<(start + box.x1)])
            }
            for row in (box.y0 / 2)..<((box.y1 + 1) / 2) {
                let start = row * columns
                savedGlyphs[depth].append(contentsOf: glyphs[(start + box.x0)..<(start + box.x1)])
            }
        }
        groups.append(OpacityGroup(alpha: alpha, box: box))
    }

    /// Ends the innermost group: blends what it drew over what its box showed before.
    mutating func endGroup() {
        let group = groups.removeLast()
        let depth = groups.count
        let box = group.box
        guard !box.isEmpty else { return }
        let a = group.alpha
        let width = box.x1 - box.x0
        // Glyphs first, while the pixels still hold what the group drew. A glyph's slot
        // covers the lower pixel of its cell; the box may start on a lower one.
        let firstRow = box.y0 / 2
        for row in firstRow..<((box.y1 + 1) / 2) {
            let lower = 2 * row + 1
            guard lower >= box.y0, lower < box.y1 else { continue }
            let start = row * columns
            let savedStart = (row - firstRow) * width
            for x in box.x0..<box.x1 {
                let before = savedGlyphs[depth][savedStart + x - box.x0]
                let after = glyphs[start + x]
                guard before != after else { continue }
                let pixelBefore = savedPixels[depth][(lower - box.y0) * width + x - box.x0]
                if !after.isEmpty {
                    let under = before.isEmpty ? pixelBefore : before.color
                    glyphs[start + x].color = under.blended(with: after.color, alpha: a)
                } else {
                    var restored = before
                    restored.color = before.color.blended(
                        with: pixels[lower * columns + x], alpha: a)
                    glyphs[start + x] = restored
                }
            }
        }
        for y in box.y0..<box.y1 {
            let start = y * columns
            let savedStart = (y - box.y0) * width
            for x in box.x0..<box.x1 {
                let before = savedPixels[depth][savedStart + x - box.x0]
                pixels[start + x] = before.blended(with: pixels[start + x], alpha: a)
            }
        }
    }
}
