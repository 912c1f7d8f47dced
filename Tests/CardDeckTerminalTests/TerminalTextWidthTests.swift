import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Terminal renderer: text widths that match real terminals", .isolatedDiagnostics)
@MainActor
struct TerminalTextWidthTests {
    /// A window of `columns` × 4 cells with one text node across row 1.
    private func render(_ string: String, columns: Int = 10) -> (RenderedTerminal, ViewNode) {
        let terminal = RenderedTerminal(size: Size(width: Double(columns) * 8, height: 64))
        let label = terminal.add(Rect(x: 0, y: 16, width: Double(columns) * 8, height: 16))
        label.text = TextContent(string, color: .white)
        terminal.frame()
        return (terminal, label)
    }

    private func row(_ terminal: RenderedTerminal, _ row: Int) -> Substring {
        terminal.renderer.screen.plainText.split(separator: "\n", omittingEmptySubsequences: false)[
            row]
    }

    /// Format characters take no cell, as in every terminal (tmux 3.3a draws U+200B, U+2060,
    /// U+FEFF and U+200E in none), so they are not written at all.
    @Test(arguments: [
        ("a\u{200B}b", "ab        "),
        ("a\u{2060}b", "ab        "),
        ("a\u{FEFF}b", "ab        "),
        ("a\u{200E}b\u{200F}c", "abc       "),
        ("\u{00AD}x\u{061C}", "x         "),
        ("\u{200B}", "          "),
    ])
    func formatCharactersTakeNoCell(text: String, expected: String) {
        let (terminal, _) = render(text)
        #expect(row(terminal, 1) == expected[...])
    }

    /// The widths of the glyphs terminals disagree on, and of the wide table's former gaps.
    @Test(arguments: [
        ("❤️", 2), ("☺️", 2), ("1️⃣", 2), ("🏳️‍🌈", 2), ("✌🏽", 2), ("👍🏽", 2), ("🇫🇷", 2),
        ("👨‍👩‍👧", 2), ("\u{1F210}", 2), ("\u{1F200}", 2), ("\u{1F250}", 2), ("\u{1F004}", 2),
        ("\u{3248}", 1), ("\u{4DC0}", 2), ("\u{1F7F0}", 2), ("\u{1F900}", 1), ("❤", 1),
        ("é", 1),
    ])
    func glyphWidths(glyph: String, width: Int) {
        let (terminal, _) = render("a" + glyph + "b")
        let screen = terminal.renderer.screen
        guard case .glyph(_, let measured) = screen.cell(column: 1, row: 1)?.content else {
            Issue.record("no glyph in cell 1 for \(glyph)")
            return
        }
        #expect(measured == width, "\(glyph)")
        #expect(screen.cell(column: 1 + width, row: 1)?.content == .glyph("b", width: 1))
    }

    /// The widths tmux 3.3a gives the glyphs of ``rowOfDisputedGlyphs`` (measured by writing
    /// each to a pane and asking for the cursor's position): a variation selector or a joined
    /// sequence takes its first character's width, a skin-tone modifier adds two cells, a
    /// format character none.
    private static func tmuxWidth(_ glyph: String) -> Int {
        let measured: [String: Int] = [
            "❤️": 1, "✌🏽": 3, "👍🏽": 4, "🏳️‍🌈": 1, "1️⃣": 1, "🇫🇷": 2, "\u{1F210}": 2,
            "\u{200B}": 0, "\u{2060}": 0, "\u{FEFF}": 0, "\u{200E}": 0,
        ]
        return measured[glyph] ?? 1
    }

    private static let rowOfDisputedGlyphs =
        "a❤️b✌🏽c👍🏽d\u{1F210}e🇫🇷f🏳️‍🌈1️⃣\u{200B}x\u{2060}y\u{FEFF}\u{200E}z"

    /// Whatever width a terminal gives a disputed glyph, every other glyph of the row lands in
    /// its own column and the last cell is painted.
    @Test func aTerminalThatDisagreesOnAWidthShiftsNothingElse() {
        let columns = 23
        let (terminal, label) = render(Self.rowOfDisputedGlyphs, columns: columns)
        #expect(row(terminal, 1) == "a❤️b✌🏽c👍🏽d\u{1F210}e🇫🇷f🏳️‍🌈1️⃣xyz")
        var tmux = TerminalEmulator(columns: columns, rows: 4)
        tmux.glyphWidth = Self.tmuxWidth
        tmux.feed(Array(terminal.output.bytes))
        // The glyphs every terminal agrees on, and their columns.
        let expected: [(Int, String)] = [
            (0, "a"), (3, "b"), (6, "c"), (9, "d"), (10, "\u{1F210}"), (12, "e"), (15, "f"),
            (20, "x"), (21, "y"), (22, "z"),
        ]
        for (column, glyph) in expected {
            #expect(tmux.cells[columns + column].glyph == glyph, "column \(column)")
        }
        // The disputed glyphs start where the renderer put them.
        for (column, glyph) in [(1, "❤️"), (4, "✌🏽"), (7, "👍🏽"), (13, "🇫🇷"), (16, "🏳️‍🌈")] {
            #expect(tmux.cells[columns + column].glyph == glyph, "column \(column)")
        }
        // A narrower disputed glyph leaves its second cell painted blank.
        #expect(tmux.cells[columns + 2].glyph == " ")

        // Only the glyph changes, to one tmux draws three cells wide: the cell it covers in
        // tmux is written again.
        terminal.output.removeAll()
        label.text = TextContent(
            "a✌🏽" + Self.rowOfDisputedGlyphs.dropFirst(2), color: .white)
        terminal.frame()
        tmux.feed(Array(terminal.output.bytes))
        #expect(tmux.cells[columns + 1].glyph == "✌🏽")
        #expect(tmux.cells[columns + 3].glyph == "b")
        #expect(tmux.cells[columns + 22].glyph == "z")
    }
}
