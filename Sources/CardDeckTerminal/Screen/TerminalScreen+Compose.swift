import CardDeckViews

extension TerminalScreen {
    /// Turns a drawn canvas into cells: each cell's two pixels at 8 bits per channel (or the
    /// nearest palette entries), and its glyph when it shows.
    ///
    /// A glyph is dropped when its colour, as written, equals its background (it was covered
    /// or faded away), and so is a two-cell glyph whose right half was drawn over, since a
    /// terminal cannot show half of it. The storage is reused when the size is unchanged.
    mutating func compose(
        from canvas: PixelCanvas, glyphs table: GlyphTable, cellSize: Size,
        colorMode: TerminalColorMode
    ) {
        let columns = canvas.columns
        let rows = canvas.rows
        if cells.count != columns * rows {
            cells = Array(repeating: .blank, count: columns * rows)
        }
        self.columns = columns
        self.rows = rows
        self.cellSize = cellSize
        self.colorMode = colorMode
        glyphs = table
        let palette = colorMode == .palette256
        func shown(_ color: LinearColor) -> TerminalRGB {
            palette ? Palette256.snapped(color.rgb) : color.rgb
        }
        for row in 0..<rows {
            let upperStart = 2 * row * columns
            let lowerStart = upperStart + columns
            let cellStart = row * columns
            for column in 0..<columns {
                var cell = RawCell(
                    upper: shown(canvas.pixels[upperStart + column]),
                    lower: shown(canvas.pixels[lowerStart + column]),
                    glyph: 0, foreground: .black, isBold: false)
                let slot = canvas.glyphs[cellStart + column]
                if slot.id > 0 {
                    let whole =
                        table.width(for: slot.id) == 1
                        || (column + 1 < columns
                            && canvas.glyphs[cellStart + column + 1].id == GlyphSlot.continuation)
                    let foreground = shown(slot.color)
                    let background = TerminalCell(upper: cell.upper, lower: cell.lower)
                        .glyphBackground
                    if whole, foreground != (palette ? Palette256.snapped(background) : background)
                    {
                        cell.glyph = slot.id
                        cell.foreground = foreground
                        cell.isBold = slot.isBold
                    }
                } else if slot.id == GlyphSlot.continuation, column > 0 {
                    let left = cells[cellStart + column - 1]
                    if left.glyph > 0, table.width(for: left.glyph) == 2 {
                        cell.glyph = GlyphSlot.continuation
                        cell.foreground = left.foreground
                        cell.isBold = left.isBold
                    }
                }
                cells[cellStart + column] = cell
            }
        }
    }
}
