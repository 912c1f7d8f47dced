import CardDeckViews

extension TerminalRasterizer {
    /// Paints the display list into the damaged cells, back to front.
    mutating func paint() {
        for op in ops {
            switch op {
            case .fill(let shape, let hole, let color, let alpha):
                canvas.fill(shape, excluding: hole, color: color, alpha: alpha, within: damage)
            case .text(let text):
                drawText(text)
            case .pushClip(let shape):
                canvas.pushClip(shape)
            case .popClip:
                canvas.popClip()
            case .beginGroup(let alpha, let box):
                canvas.beginGroup(alpha: alpha, box: box, within: damage)
            case .endGroup:
                canvas.endGroup(within: damage)
            }
        }
    }

    /// The status line's colour: iOS's system grey, `#8E8E93`.
    static let statusLineColor = Color.systemGray

    /// Appends the status line's op, on the bottom row over everything, and damages that row
    /// when the line or the row changed.
    mutating func addStatusLine(full: Bool) {
        let row = canvas.rows - 1
        if !full, drawnStatusLine.text != statusLine || drawnStatusLine.row != row {
            damage.add(
                columns: 0..<canvas.columns,
                rows: max(drawnStatusLine.row, 0)..<(drawnStatusLine.row + 1))
            damage.add(columns: 0..<canvas.columns, rows: max(row, 0)..<(row + 1))
        }
        drawnStatusLine = (statusLine, row)
        guard let statusLine, row >= 0 else { return }
        if statusLayout?.string != statusLine {
            statusLayout = TextLayout(statusLine, table: &glyphTable)
        }
        guard let layout = statusLayout else { return }
        let rect = Rect(
            x: 0, y: Double(row) * cellHeight, width: Double(canvas.columns) * cellWidth,
            height: cellHeight)
        ops.append(
            .text(
                TextOp(
                    layout: layout, rect: rect, alignment: .center, color: Self.statusLineColor,
                    isBold: false, alpha: 1)))
    }

    /// The row of a text's first line: the block of lines centred vertically on its rect.
    func firstRow(of text: TextOp) -> Int {
        let lines = Double(text.layout.lines.count)
        return Int(min(max((text.rect.midY / cellHeight - lines / 2).rounded(), -1e6), 1e6))
    }

    /// The column a line starts at: against the leading edge, centred, or against the
    /// trailing edge of the text's rect, as CardDeckSVG places it.
    func startColumn(ofLineWidth width: Int, in text: TextOp) -> Int {
        let start: Double
        switch text.alignment {
        case .leading: start = text.rect.minX / cellWidth
        case .center: start = text.rect.midX / cellWidth - Double(width) / 2
        case .trailing: start = text.rect.maxX / cellWidth - Double(width)
        }
        return Int(min(max(start.rounded(), -1e6), 1e6))
    }

    /// The pixels a text's glyphs may take: its lines' cells.
    func textBox(of text: TextOp) -> PixelBox {
        let first = firstRow(of: text)
        var low = Int.max
        var high = Int.min
        for line in text.layout.lines where line.width > 0 {
            let start = startColumn(ofLineWidth: line.width, in: text)
            low = min(low, start)
            high = max(high, start + line.width)
        }
        guard low < high else { return .empty }
        let rows = text.layout.lines.count
        return PixelBox(x0: low, y0: 2 * first, x1: high, y1: 2 * (first + rows))
            .intersection(canvas.fullBox)
    }

    /// Remembers where a text's two-cell glyphs start, for ``pairWideGlyphs()``.
    mutating func noteWideGlyphs(of text: TextOp) {
        let first = firstRow(of: text)
        for (offset, line) in text.layout.lines.enumerated() {
            var column = startColumn(ofLineWidth: line.width, in: text)
            for glyph in line.glyphs {
                if glyph.width == 2 { wideGlyphs.append((column, first + offset)) }
                column += glyph.width
            }
        }
    }

    /// Makes sure a two-cell glyph is drawn whole or not at all: damage on one of its cells
    /// damages the other, since the glyph's colour and whether it shows depend on both.
    mutating func pairWideGlyphs() {
        guard !damage.isFull, !wideGlyphs.isEmpty else { return }
        var added = false
        for glyph in wideGlyphs {
            let left = damage.contains(column: glyph.column, row: glyph.row)
            let right = damage.contains(column: glyph.column + 1, row: glyph.row)
            if left != right {
                damage.add(row: glyph.row, from: glyph.column, to: glyph.column + 2)
                added = true
            }
        }
        if added { damage.normalize() }
    }

    /// Places text in cells: one line per row, the block centred vertically on the node and
    /// each line against the leading edge, the centre or the trailing edge. Every glyph takes
    /// one or two whole cells, whatever the font size; a glyph is drawn only where the clips
    /// in force contain its cells' centres, only whole, and only in damaged cells.
    ///
    /// A glyph sits on its cell's lower pixel, or on the upper one when the clips leave the
    /// lower one out (the window's last, partly covered row): it is blended over that pixel,
    /// and what is later drawn over that pixel covers or tints it, as it would a shape's.
    mutating func drawText(_ text: TextOp) {
        let color = text.color.clamped
        let alpha = color.alpha * text.alpha
        guard alpha >= Self.minimumOpacity else { return }
        let ink = LinearColor(color)
        let first = firstRow(of: text)
        for (offset, line) in text.layout.lines.enumerated() {
            let row = first + offset
            guard row >= 0, row < canvas.rows else { continue }
            var column = startColumn(ofLineWidth: line.width, in: text)
            for glyph in line.glyphs {
                defer { column += glyph.width }
                guard column >= 0, column + glyph.width <= canvas.columns,
                    damage.contains(column: column, row: row),
                    cellsVisible(column: column, row: row, width: glyph.width)
                else { continue }
                let onUpper = !lowerPixelVisible(column: column, row: row)
                let under =
                    onUpper
                    ? canvas.upperPixel(column: column, row: row)
                    : canvas.lowerPixel(column: column, row: row)
                let slot = GlyphSlot(
                    id: glyph.id, color: under.blended(with: ink, alpha: alpha),
                    isBold: text.isBold, isOnUpperPixel: onUpper)
                canvas.setGlyph(slot, column: column, row: row)
                if glyph.width == 2 {
                    var rest = slot
                    rest.id = GlyphSlot.continuation
                    canvas.setGlyph(rest, column: column + 1, row: row)
                }
            }
        }
    }

    /// Whether the clips in force contain the centre of a cell's lower pixel.
    private func lowerPixelVisible(column: Int, row: Int) -> Bool {
        canvas.clipsContain(
            x: (Double(column) + 0.5) * cellWidth, y: (Double(row) + 0.75) * cellHeight)
    }

    private func cellsVisible(column: Int, row: Int, width: Int) -> Bool {
        let y = (Double(row) + 0.5) * cellHeight
        for offset in 0..<width {
            let x = (Double(column + offset) + 0.5) * cellWidth
            if !canvas.clipsContain(x: x, y: y) { return false }
        }
        return true
    }
}
