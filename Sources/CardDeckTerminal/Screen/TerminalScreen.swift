import CardDeckViews

/// The cells of one frame as a ``TerminalRenderer`` drew them: what a terminal showing every
/// byte the renderer wrote would show.
///
/// A screen is a value; ``TerminalRenderer/screen`` is the latest frame's. Read single cells
/// with ``cell(column:row:)`` or the colour under a window point with ``color(at:)``, and the
/// whole frame as text with ``plainText`` or ``ansiText``, for golden files.
public struct TerminalScreen: Hashable, Sendable {
    /// The number of columns, ≥ 0.
    public internal(set) var columns: Int
    /// The number of rows, ≥ 0.
    public internal(set) var rows: Int
    /// The window points one cell covers: width and height.
    public internal(set) var cellSize: Size
    /// How the colours were chosen: exactly, or from the 256-colour palette.
    public internal(set) var colorMode: TerminalColorMode
    var cells: [RawCell]
    var glyphs: GlyphTable

    /// Creates an empty screen, zero cells large.
    init() {
        columns = 0
        rows = 0
        cellSize = Size(width: 8, height: 16)
        colorMode = .trueColor
        cells = []
        glyphs = GlyphTable()
    }

    /// The cell at a column and row, or `nil` outside the screen.
    ///
    /// - Parameters:
    ///   - column: The column, 0 at the left.
    ///   - row: The row, 0 at the top.
    /// - Returns: The cell.
    public func cell(column: Int, row: Int) -> TerminalCell? {
        guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
        let raw = cells[row * columns + column]
        let content: TerminalCell.Content
        switch raw.glyph {
        case 0: content = .pixels
        case GlyphSlot.continuation: content = .continuation
        default:
            content = .glyph(glyphs.string(for: raw.glyph), width: glyphs.width(for: raw.glyph))
        }
        return TerminalCell(
            upper: raw.upper, lower: raw.lower, content: content, foreground: raw.foreground,
            isBold: raw.isBold)
    }

    /// The colour of the pixel that contains a window point: the upper or lower half of the
    /// cell under it; `nil` outside the screen or for a point that is not finite.
    ///
    /// - Parameter point: A point in window coordinates, in points.
    /// - Returns: The pixel's colour, ignoring any glyph in front of it.
    public func color(at point: Point) -> TerminalRGB? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.y >= 0 else { return nil }
        let column = Int(point.x / cellSize.width)
        let halfRow = Int(point.y / (cellSize.height / 2))
        guard column < columns, halfRow / 2 < rows else { return nil }
        let raw = cells[(halfRow / 2) * columns + column]
        return halfRow % 2 == 0 ? raw.upper : raw.lower
    }

    /// The frame as plain text: one line per row, each cell as its glyph, `▀` where its two
    /// pixels differ, or a space; colours are left out. Lines end with a line break.
    public var plainText: String {
        var text = ""
        for row in 0..<rows {
            for column in 0..<columns {
                let raw = cells[row * columns + column]
                switch raw.glyph {
                case 0: text += raw.upper == raw.lower ? " " : "▀"
                case GlyphSlot.continuation: break
                default: text += glyphs.string(for: raw.glyph)
                }
            }
            text += "\n"
        }
        return text
    }

    /// The frame as text with escape codes: each row's cells with their colours, the colours
    /// reset at the end of every line. `cat` it in a terminal to see the frame.
    public var ansiText: String {
        var encoder = CellEncoder()
        encoder.encodeLines(self)
        return String(decoding: encoder.bytes, as: UTF8.self)
    }
}
