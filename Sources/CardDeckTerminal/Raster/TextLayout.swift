/// A string laid out in glyphs: one line per line of text, each glyph with its id in the
/// renderer's glyph table and its width in cells.
struct TextLayout {
    /// One line of glyphs and its width in cells.
    struct Line {
        var glyphs: [(id: Int32, width: Int)]
        var width: Int
    }

    /// The string laid out.
    let string: String
    let lines: [Line]
    /// Whether any glyph takes two cells.
    let hasWideGlyphs: Bool

    /// Lays out a string, adding its glyphs to `table`.
    init(_ string: String, table: inout GlyphTable) {
        self.string = string
        lines = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { line in
                let glyphs = TerminalText.glyphs(of: line).map { glyph in
                    (id: table.id(for: glyph), width: glyph.width)
                }
                return Line(glyphs: glyphs, width: glyphs.reduce(0) { $0 + $1.width })
            }
        hasWideGlyphs = lines.contains { $0.width > $0.glyphs.count }
    }
}
