/// Writes cells as terminal bytes: cursor movement, colour changes (SGR) and glyphs, keeping
/// track of the terminal's cursor and colours so it writes only what changes them.
///
/// ``encode(row:start:cells:into:full:)`` writes the cells of a span that differ from what the
/// terminal shows, moving the cursor the shortest way between them; ``encodeLines(_:)`` writes
/// a whole screen as lines of text for a file. The byte buffer is reused from frame to frame.
struct CellEncoder {
    /// The bytes of the latest frame.
    private(set) var bytes: [UInt8] = []
    /// Cells written in the latest frame (a two-cell glyph counts twice).
    private(set) var emittedCellCount = 0
    /// Cells left alone in the latest frame because they did not change.
    private(set) var elidedCellCount = 0

    private var cursorRow = -1
    /// The cursor's column; the screen's width after writing into the last column (the
    /// terminal holds the cursor there until the next character or movement).
    private var cursorColumn = -1
    private var foreground: TerminalRGB?
    private var background: TerminalRGB?
    private var isBold: Bool?
    private var colorMode = TerminalColorMode.trueColor
    /// The latest cell without a glyph that was written, and its character's last byte (a
    /// space, or the last byte of `▄` or `▀`), while the colours are still those it was
    /// written in: the same cell again is that character alone.
    private var lastPlain: (cell: RawCell, byte: UInt8)?

    private static let escape: UInt8 = 0x1B

    /// Forgets what the terminal shows: the next frame starts from a reset.
    mutating func forgetTerminalState() {
        cursorRow = -1
        cursorColumn = -1
        foreground = nil
        background = nil
        isBold = nil
        lastPlain = nil
    }

    /// Starts a frame: empties the bytes and counts, and when `full`, resets the terminal's
    /// colours and clears it so every cell is written.
    mutating func beginFrame(colorMode: TerminalColorMode, full: Bool) {
        bytes.removeAll(keepingCapacity: true)
        emittedCellCount = 0
        elidedCellCount = 0
        self.colorMode = colorMode
        if full {
            append("\u{1B}[0m\u{1B}[2J")
            forgetTerminalState()
            isBold = false
        }
    }

    /// Writes the cells of a row starting at column `start` that differ from what `screen`
    /// holds (every cell when `full`), and stores them in `screen`, which then holds what the
    /// terminal shows.
    ///
    /// After a two-cell glyph the cursor is placed absolutely for the next cell: terminals
    /// disagree on the width of some glyphs (tmux 3.3a draws ❤️ in one cell and ✌🏽 in three),
    /// and an absolute move keeps such a disagreement from shifting the rest of the row. A
    /// glyph whose width is disputed (``TerminalText/Glyph/isDisputed``) gets more: its two
    /// cells are first cleared with spaces in its background, so a terminal that draws it
    /// narrower still paints both, and the two cells after it are written again even when
    /// unchanged (here or beyond the span), so a terminal that draws it wider loses nothing.
    mutating func encode(
        row: Int, start: Int, cells composed: [RawCell], into screen: inout TerminalScreen,
        full: Bool, runLengthCodes: TerminalRunLengthCodes = .none
    ) {
        let columns = screen.columns
        let glyphs = screen.glyphs
        // Through pointers: every damaged cell of a frame is compared and stored here.
        screen.cells.withUnsafeMutableBufferPointer { cells in
            composed.withUnsafeBufferPointer { composed in
                encode(
                    row: row, start: start, composed: composed, screen: cells,
                    columns: columns, glyphs: glyphs, full: full, runLengthCodes: runLengthCodes)
            }
        }
    }

    private mutating func encode(
        row: Int, start: Int, composed: UnsafeBufferPointer<RawCell>,
        screen cells: UnsafeMutableBufferPointer<RawCell>, columns: Int, glyphs: GlyphTable,
        full: Bool, runLengthCodes: TerminalRunLengthCodes
    ) {
        let base = row * columns + start
        var offset = 0
        // Columns before this one are written even when unchanged: a disputed glyph to their
        // left may have been drawn over them.
        var rewriteEnd = 0
        while offset < composed.count {
            let cell = composed[offset]
            let index = base + offset
            if cell.glyph == GlyphSlot.continuation {
                cells[index] = cell
                offset += 1
                continue
            }
            let width = cell.glyph > 0 ? glyphs.width(for: cell.glyph) : 1
            var changed = full || cell != cells[index] || start + offset < rewriteEnd
            if !changed, width == 2, offset + 1 < composed.count {
                changed = composed[offset + 1] != cells[index + 1]
            }
            cells[index] = cell
            guard changed else {
                offset += 1
                continue
            }
            if row != cursorRow || start + offset != cursorColumn {
                moveCursor(row: row, column: start + offset, columns: columns)
            }
            if runLengthCodes == .none, let plain = lastPlain, plain.cell == cell {
                // A run of changed cells like the latest one written: their characters only.
                var end = offset + 1
                while end < composed.count, composed[end] == cell,
                    full || cell != cells[base + end]
                {
                    cells[base + end] = cell
                    end += 1
                }
                appendPlain(plain.byte, count: end - offset)
                emittedCellCount += end - offset
                cursorColumn += end - offset
                offset = end
                continue
            }
            if cell.glyph == 0,
                runLengthCodes == .all || (runLengthCodes == .blanks && cell.pixelsMatch)
            {
                let run = runLength(at: offset, in: composed, base: base, screen: cells, full: full)
                if run > 1, writeRun(cell, count: run, endsRow: start + offset + run == columns) {
                    for next in 1..<run { cells[index + next] = cell }
                    emittedCellCount += run
                    offset += run
                    continue
                }
            }
            writeCell(
                cell, width: width, row: row, column: start + offset, columns: columns,
                glyphs: glyphs, rewriteEnd: &rewriteEnd)
            offset += 1
        }
        // Cells past the span that a disputed glyph in it may have been drawn over.
        var column = start + composed.count
        while column < min(rewriteEnd, columns) {
            let cell = cells[row * columns + column]
            guard cell.glyph != GlyphSlot.continuation else {
                column += 1
                continue
            }
            let width = cell.glyph > 0 ? glyphs.width(for: cell.glyph) : 1
            moveCursor(row: row, column: column, columns: columns)
            writeCell(
                cell, width: width, row: row, column: column, columns: columns, glyphs: glyphs,
                rewriteEnd: &rewriteEnd)
            column += width
        }
    }

    /// Writes one cell, the cursor on it, and follows the cursor: past it for a one-cell glyph,
    /// unknown after a two-cell one. A disputed glyph's cells are cleared first and the two
    /// cells after it marked for rewriting in `rewriteEnd`.
    private mutating func writeCell(
        _ cell: RawCell, width: Int, row: Int, column: Int, columns: Int, glyphs: GlyphTable,
        rewriteEnd: inout Int
    ) {
        emittedCellCount += width
        if cell.glyph > 0, glyphs.isDisputed(cell.glyph) {
            setColors(foreground: nil, background: cell.glyphBackground, bold: nil)
            for _ in 0..<width { bytes.append(0x20) }
            cursorColumn += width
            moveCursor(row: row, column: column, columns: columns)
            rewriteEnd = max(rewriteEnd, column + 2 * width)
        }
        write(cell, glyphs: glyphs)
        if width == 2 {
            cursorRow = -1
            cursorColumn = -1
        } else {
            cursorColumn += 1
        }
    }

    /// How many cells from `offset` on are the same cell without a glyph, each to be written.
    private func runLength(
        at offset: Int, in composed: UnsafeBufferPointer<RawCell>, base: Int,
        screen cells: UnsafeMutableBufferPointer<RawCell>, full: Bool
    ) -> Int {
        let cell = composed[offset]
        var end = offset + 1
        while end < composed.count, composed[end] == cell,
            full || composed[end] != cells[base + end]
        {
            end += 1
        }
        return end - offset
    }

    /// Writes a run of `count` like cells without a glyph, the cursor on the first, with a
    /// run-length code when that is shorter: ECH (erase, in the background colour) for blanks
    /// that reach the end of the row, whose cursor then stays put; else the cell and REP
    /// (repeat it `count − 1` times).
    ///
    /// - Returns: Whether the run was written; `false` leaves it to be written cell by cell.
    private mutating func writeRun(_ cell: RawCell, count: Int, endsRow: Bool) -> Bool {
        let characterBytes = cell.pixelsMatch ? 1 : 3
        let repeatBytes = 3 + Self.digits(count - 1)
        if cell.pixelsMatch, endsRow, 3 + Self.digits(count) < characterBytes + repeatBytes {
            setColors(foreground: nil, background: cell.upper, bold: nil)
            bytes.append(Self.escape)
            bytes.append(0x5B)
            appendDecimal(count)
            bytes.append(0x58)  // X: erase characters; the cursor stays.
            return true
        }
        guard (count - 1) * characterBytes > repeatBytes else { return false }
        write(cell, glyphs: GlyphTable())  // A cell without a glyph reads no table.
        bytes.append(Self.escape)
        bytes.append(0x5B)
        appendDecimal(count - 1)
        bytes.append(0x62)  // b: repeat the last character.
        cursorColumn += count
        return true
    }

    private static func digits(_ value: Int) -> Int {
        value < 10 ? 1 : value < 100 ? 2 : value < 1_000 ? 3 : value < 10_000 ? 4 : 5
    }

    /// Ends a frame of a screen of `cellCount` cells: every cell not written was left alone.
    mutating func endFrame(cellCount: Int) {
        elidedCellCount = max(cellCount - emittedCellCount, 0)
    }

    /// Writes every cell of `screen`, row by row, each row ending with a colour reset and a
    /// line break, for a file that `cat` shows.
    mutating func encodeLines(_ screen: TerminalScreen) {
        bytes.removeAll(keepingCapacity: true)
        colorMode = screen.colorMode
        for row in 0..<screen.rows {
            forgetTerminalState()
            isBold = false
            let start = row * screen.columns
            for column in 0..<screen.columns {
                let cell = screen.cells[start + column]
                if cell.glyph != GlyphSlot.continuation { write(cell, glyphs: screen.glyphs) }
            }
            append("\u{1B}[0m\n")
        }
    }

    private mutating func write(_ cell: RawCell, glyphs: GlyphTable) {
        if cell.glyph > 0 {
            setColors(
                foreground: cell.foreground, background: cell.glyphBackground, bold: cell.isBold)
            bytes.append(contentsOf: glyphs.string(for: cell.glyph).utf8)
        } else if cell.pixelsMatch {
            // Colours are compared here first: most cells of a run need no change.
            let upper = cell.upper
            if background != upper { setColors(foreground: nil, background: upper, bold: nil) }
            bytes.append(0x20)
            lastPlain = (cell, 0x20)
        } else {
            let upper = cell.upper
            let lower = cell.lower
            if background == upper || foreground == lower {
                // The lower half block needs fewer colour changes here.
                if foreground != lower || background != upper {
                    setColors(foreground: lower, background: upper, bold: nil)
                }
                appendHalfBlock(lower: true)
                lastPlain = (cell, 0x84)
            } else {
                if foreground != upper || background != lower {
                    setColors(foreground: upper, background: lower, bold: nil)
                }
                appendHalfBlock(lower: false)
                lastPlain = (cell, 0x80)
            }
        }
    }

    /// Appends `count` copies of the character whose last byte is `byte`: a space (`0x20`),
    /// `▄` (`0x84`) or `▀` (`0x80`).
    private mutating func appendPlain(_ byte: UInt8, count: Int) {
        guard byte != 0x20 else {
            return bytes.append(contentsOf: repeatElement(0x20, count: count))
        }
        for _ in 0..<count {
            bytes.append(0xE2)
            bytes.append(0x96)
            bytes.append(byte)
        }
    }

    /// Moves the cursor: not at all, forwards on its row, to the start of the next row, or
    /// to an absolute position, whichever is shortest.
    private mutating func moveCursor(row: Int, column: Int, columns: Int) {
        if row == cursorRow, column == cursorColumn { return }
        if row == cursorRow, column > cursorColumn, cursorColumn >= 0, cursorColumn < columns {
            let distance = column - cursorColumn
            bytes.append(Self.escape)
            bytes.append(0x5B)
            if distance > 1 { appendDecimal(distance) }
            bytes.append(0x43)  // C: cursor forward
        } else if row == cursorRow + 1, column == 0, cursorRow >= 0 {
            append("\r\n")
        } else {
            bytes.append(Self.escape)
            bytes.append(0x5B)
            appendDecimal(row + 1)
            if column > 0 {
                bytes.append(0x3B)
                appendDecimal(column + 1)
            }
            bytes.append(0x48)  // H: cursor position
        }
        cursorRow = row
        cursorColumn = column
    }

    /// Sets the colours and weight that differ from the terminal's, in one SGR sequence; a
    /// `nil` argument leaves that attribute as it is.
    private mutating func setColors(
        foreground fg: TerminalRGB?, background bg: TerminalRGB, bold: Bool?
    ) {
        let boldChanges = bold.map { $0 != isBold } ?? false
        let fgChanges = fg.map { $0 != foreground } ?? false
        let bgChanges = bg != background
        guard boldChanges || fgChanges || bgChanges else { return }
        lastPlain = nil
        bytes.append(Self.escape)
        bytes.append(0x5B)
        var first = true
        func separate() {
            if !first { bytes.append(0x3B) }
            first = false
        }
        if boldChanges, let bold {
            separate()
            append(bold ? "1" : "22")
            isBold = bold
        }
        if fgChanges, let fg {
            separate()
            appendColor(fg, base: 38)
            foreground = fg
        }
        if bgChanges {
            separate()
            appendColor(bg, base: 48)
            background = bg
        }
        bytes.append(0x6D)  // m
    }

    private mutating func appendColor(_ color: TerminalRGB, base: Int) {
        appendDecimal(base)
        if colorMode == .palette256 {
            append(";5;")
            appendDecimal(Int(Palette256.index(of: color)))
        } else {
            append(";2;")
            appendDecimal(Int(color.red))
            bytes.append(0x3B)
            appendDecimal(Int(color.green))
            bytes.append(0x3B)
            appendDecimal(Int(color.blue))
        }
    }

    private mutating func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        bytes.append(UInt8(0x30 + value % 10))
    }

    /// Appends `▄` (U+2584) or `▀` (U+2580) as its three UTF-8 bytes: most cells of a frame
    /// are one of the two, and a string's bytes cost a call each.
    @inline(__always)
    private mutating func appendHalfBlock(lower: Bool) {
        bytes.append(0xE2)
        bytes.append(0x96)
        bytes.append(lower ? 0x84 : 0x80)
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}

extension RawCell {
    /// The background a glyph is written on: the average of the two pixels.
    var glyphBackground: TerminalRGB {
        TerminalCell(upper: upper, lower: lower).glyphBackground
    }
}
