import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Terminal renderer: run-length codes and wide glyphs", .isolatedDiagnostics)
@MainActor
struct TerminalRunLengthTests {
    static func terminal(_ codes: TerminalRunLengthCodes) -> RenderedTerminal {
        var configuration = TerminalConfiguration()
        configuration.runLengthCodes = codes
        return RenderedTerminal(size: Size(width: 160, height: 64), configuration: configuration)
    }

    @Test func aRunOfBlanksIsOneCharacterAndREP() {
        let terminal = Self.terminal(.blanks)
        terminal.add(Rect(x: 16, y: 16, width: 96, height: 16), fill: .white)
        // Twelve white blanks from column 2: a space, then REP 11.
        #expect(terminal.frame() == "\u{1B}[2;3H\u{1B}[48;2;255;255;255m \u{1B}[11b")
        #expect(terminal.renderer.statistics.emittedCellCount == 12)
    }

    @Test func blanksThatReachTheEndOfTheRowAreErased() {
        let terminal = Self.terminal(.blanks)
        terminal.add(Rect(x: 64, y: 16, width: 96, height: 16), fill: .white)
        // From column 8 to the last (19): ECH 12 in white, the cursor staying.
        #expect(terminal.frame() == "\u{1B}[2;9H\u{1B}[48;2;255;255;255m\u{1B}[12X")
    }

    @Test func halfBlocksRepeatOnlyWhereEveryCharacterRepeats() {
        for codes in TerminalRunLengthCodes.allCases {
            let terminal = Self.terminal(codes)
            terminal.add(Rect(x: 16, y: 24, width: 96, height: 8), fill: .white)
            let bytes = terminal.frame()
            // Twelve lower half blocks: REP after `▄` only with `.all`; tmux 3.3a ignores it.
            #expect(bytes.contains("▄\u{1B}[11b") == (codes == .all), "\(codes)")
            #expect(
                bytes.filter { $0 == "▄" }.count == (codes == .all ? 1 : 12), "\(codes)")
        }
    }

    @Test func shortRunsAreWrittenOut() {
        let terminal = Self.terminal(.all)
        terminal.add(Rect(x: 16, y: 16, width: 24, height: 16), fill: .white)
        // Three blanks: "   " is shorter than " ESC[2b".
        #expect(terminal.frame() == "\u{1B}[2;3H\u{1B}[48;2;255;255;255m   ")
    }

    @Test func afterAWideGlyphTheCursorIsPlacedAbsolutely() {
        let terminal = RenderedTerminal(size: Size(width: 160, height: 64))
        let label = terminal.add(Rect(x: 0, y: 16, width: 160, height: 16), fill: .white)
        label.text = TextContent("a❤️b", color: .black)
        let bytes = terminal.frame()
        // tmux 3.3a draws ❤️ in one cell; an absolute move after it keeps `b` in column 4
        // whatever width the terminal gave it.
        #expect(bytes.contains("❤️\u{1B}[2;4H"))
        // The test emulator, like tmux, gives ❤️ (text presentation and VS16) one cell.
        var emulator = TerminalEmulator(columns: 20, rows: 4)
        emulator.feed(Array(bytes.utf8))
        #expect(emulator.cells[1 * 20 + 1].glyph == "❤️")
        #expect(emulator.cells[1 * 20 + 3].glyph == "b")
    }
}
