import CardDeckViews

extension TerminalScreen {
    /// Gets the screen ready for a frame of `columns × rows` cells; a new size keeps no cell.
    ///
    /// - Returns: Whether the size or the colour mode changed, so every cell must be written.
    mutating func prepare(
        columns: Int, rows: Int, cellSize: Size, colorMode: TerminalColorMode,
        glyphs table: GlyphTable
    ) -> Bool {
        let changed =
            self.columns != columns || self.rows != rows || self.colorMode != colorMode
        if cells.count != columns * rows {
            cells = Array(repeating: .blank, count: columns * rows)
        }
        self.columns = columns
        self.rows = rows
        self.cellSize = cellSize
        self.colorMode = colorMode
        glyphs = table
        return changed
    }

    /// Composes each span of `damage` from a drawn canvas and has `encoder` write the cells
    /// that differ from what the screen holds (every cell when `full`), storing them.
    ///
    /// One call for the frame, so the canvas and the screen are borrowed once, not once per
    /// span: a dragged card's damage is many short strips.
    mutating func update(
        from canvas: PixelCanvas, damage: DamageRegion, encoder: inout CellEncoder,
        composed: inout [RawCell], full: Bool, runLengthCodes: TerminalRunLengthCodes
    ) {
        damage.forEachSpan { row, span in
            compose(row: row, span: span, from: canvas, into: &composed)
            encoder.encode(
                row: row, start: span.lowerBound, cells: composed, into: &self, full: full,
                runLengthCodes: runLengthCodes)
        }
    }

    /// Turns the cells `span` of a row of a drawn canvas into cells, written to `composed`
    /// (which is made as long as the span): each cell's two pixels at 8 bits per channel (or the nearest palette
    /// entries), and its glyph when it shows.
    ///
    /// A glyph is dropped when its colour, as written, equals its background (it was covered
    /// or faded away), and so is a two-cell glyph whose right half was drawn over, since a
    /// terminal cannot show half of it. The screen's own cells are not changed.
    func compose(
        row: Int, span: Range<Int>, from canvas: PixelCanvas, into composed: inout [RawCell]
    ) {
        // Written in place through pointers below, every cell of the span: only the length
        // changes here, so a frame's cells skip the array's checks and its initialization.
        if composed.count > span.count {
            composed.removeLast(composed.count - span.count)
        } else if composed.count < span.count {
            composed.append(
                contentsOf: repeatElement(RawCell.blank, count: span.count - composed.count))
        }
        let palette = colorMode == .palette256
        let columns = self.columns
        let glyphs = self.glyphs
        canvas.pixels.withUnsafeBufferPointer { pixels in
            canvas.glyphs.withUnsafeBufferPointer { slots in
                cells.withUnsafeBufferPointer { cells in
                    composed.withUnsafeMutableBufferPointer { out in
                        Self.compose(
                            row: row, span: span, columns: columns, palette: palette,
                            glyphs: glyphs, pixels: pixels, slots: slots, cells: cells, into: out)
                    }
                }
            }
        }
    }

    /// ``compose(row:span:from:into:)`` through pointers, its colour cache in locals: every
    /// damaged cell of a frame passes here.
    private static func compose(
        row: Int, span: Range<Int>, columns: Int, palette: Bool, glyphs: GlyphTable,
        pixels: UnsafeBufferPointer<LinearColor>, slots: UnsafeBufferPointer<GlyphSlot>,
        cells: UnsafeBufferPointer<RawCell>, into out: UnsafeMutableBufferPointer<RawCell>
    ) {
        // Runs of one colour are the rule (fills are flat): convert each colour once.
        var lastColor = LinearColor(red: -1, green: -1, blue: -1)
        var lastShown = TerminalRGB.black
        @inline(__always)
        func shown(_ color: LinearColor) -> TerminalRGB {
            if color == lastColor { return lastShown }
            lastColor = color
            lastShown = palette ? Palette256.snapped(color.rgb) : color.rgb
            return lastShown
        }
        let upperStart = 2 * row * columns
        let lowerStart = upperStart + columns
        let cellStart = row * columns
        var column = span.lowerBound
        while column < span.upperBound {
            let position = column &- span.lowerBound
            let upper = pixels[upperStart &+ column]
            let lower = pixels[lowerStart &+ column]
            let slot = slots[cellStart &+ column]
            if slot.id == 0 {
                // Fills are flat: the cells after one without a glyph that have no glyph and
                // its two pixels are copies of it, found by comparing bits only.
                let cell = RawCell(
                    upper: shown(upper), lower: shown(lower), glyph: 0, foreground: .black,
                    isBold: false)
                var end = column &+ 1
                while end < span.upperBound, slots[cellStart &+ end].id == 0,
                    pixels[upperStart &+ end].isIdentical(to: upper),
                    pixels[lowerStart &+ end].isIdentical(to: lower)
                {
                    end &+= 1
                }
                if let base = out.baseAddress {
                    (base + position).update(repeating: cell, count: end &- column)
                }
                column = end
                continue
            }
            var cell = RawCell(
                upper: shown(upper), lower: shown(lower), glyph: 0, foreground: .black,
                isBold: false)
            if slot.id > 0 {
                let whole =
                    glyphs.width(for: slot.id) == 1
                    || (column + 1 < columns
                        && slots[cellStart + column + 1].id == GlyphSlot.continuation)
                let foreground = shown(slot.color)
                // A glyph on the upper pixel stands where the lower one is not drawn (outside
                // the window): the cell takes the upper pixel's colour, not a blend with it.
                let lower = slot.isOnUpperPixel ? cell.upper : cell.lower
                let background = TerminalCell(upper: cell.upper, lower: lower).glyphBackground
                if whole, foreground != (palette ? Palette256.snapped(background) : background) {
                    cell.lower = lower
                    cell.glyph = slot.id
                    cell.foreground = foreground
                    cell.isBold = slot.isBold
                }
            } else if slot.id == GlyphSlot.continuation, column > 0 {
                let left =
                    column > span.lowerBound
                    ? out[position - 1] : cells[cellStart + column - 1]
                if left.glyph > 0, glyphs.width(for: left.glyph) == 2 {
                    cell.glyph = GlyphSlot.continuation
                    cell.foreground = left.foreground
                    cell.isBold = left.isBold
                }
            }
            out[position] = cell
            column &+= 1
        }
    }
}
