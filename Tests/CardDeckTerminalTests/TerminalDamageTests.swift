import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Terminal renderer: damage tracking and bytes", .isolatedDiagnostics)
@MainActor
struct TerminalDamageTests {
    @Test func theFirstFrameRepaintsEveryCellAfterAResetAndAClear() {
        let terminal = RenderedTerminal()
        let statistics = terminal.renderer.statistics
        #expect(statistics.wasFullRepaint && statistics.fullRepaintCount == 1)
        #expect(statistics.emittedCellCount == 40 && statistics.elidedCellCount == 0)
        // Reset, clear, home, black background, then 10 spaces per row joined by CR LF.
        let row = String(repeating: " ", count: 10)
        let expected =
            "\u{1B}[0m\u{1B}[2J\u{1B}[1H\u{1B}[48;2;0;0;0m"
            + [row, row, row, row].joined(
                separator: "\r\n")
        #expect(terminal.output.text == expected)
        #expect(statistics.byteCount == expected.utf8.count)
    }

    @Test func aChangedCellIsWrittenAloneWithOneMoveAndOneColour() {
        let terminal = RenderedTerminal()
        terminal.add(Rect(x: 16, y: 16, width: 8, height: 16), fill: .white)
        let bytes = terminal.frame()
        #expect(bytes == "\u{1B}[2;3H\u{1B}[48;2;255;255;255m ")
        let statistics = terminal.renderer.statistics
        #expect(statistics.emittedCellCount == 1 && statistics.elidedCellCount == 39)
        #expect(statistics.elidedFraction == 39.0 / 40)
        #expect(!statistics.wasFullRepaint)
    }

    @Test func aFrameWithoutChangesWritesNothingAndDoesNotCallTheOutput() {
        let terminal = RenderedTerminal()
        let node = terminal.add(Rect(x: 16, y: 16, width: 8, height: 16), fill: .white)
        terminal.frame()
        let writes = terminal.output.writeCount
        #expect(terminal.frame() == "", "no commit")
        // A commit whose change does not show at 8 bits per channel writes nothing either.
        node.backgroundColor = Color(white: 0.9999)
        #expect(terminal.frame() == "")
        #expect(terminal.renderer.statistics.frameCount == 3)
        #expect(terminal.renderer.statistics.byteCount == 0)
        #expect(terminal.output.writeCount == writes)
    }

    @Test func theCursorTakesTheShortestWayBetweenChangedCells() {
        let terminal = RenderedTerminal()
        terminal.add(Rect(x: 8, y: 0, width: 8, height: 16), fill: .white)
        terminal.add(Rect(x: 40, y: 0, width: 8, height: 16), fill: .white)
        terminal.add(Rect(x: 56, y: 0, width: 8, height: 16), fill: .white)
        terminal.add(Rect(x: 72, y: 0, width: 8, height: 32), fill: .white)
        terminal.add(Rect(x: 0, y: 16, width: 8, height: 16), fill: .white)
        let white = "\u{1B}[48;2;255;255;255m"
        // Home row: move to column 2, skip four cells, skip one, write the last column; then
        // the next row starts with CR LF, and the last column is 8 cells forward.
        #expect(
            terminal.frame()
                == "\u{1B}[1;2H\(white) \u{1B}[3C \u{1B}[C \u{1B}[C \r\n \u{1B}[8C ")
    }

    @Test func halfBlocksPickTheGlyphThatNeedsFewerColourChanges() {
        let terminal = RenderedTerminal()
        terminal.window.root.backgroundColor = .white
        terminal.frame()
        // Lower halves black in columns 0 and 1: the background is white from the repaint,
        // so the upper half block would need two colours and the lower one needs only black.
        terminal.add(Rect(x: 0, y: 8, width: 16, height: 8), fill: .black)
        #expect(terminal.frame() == "\u{1B}[1H\u{1B}[38;2;0;0;0m▄▄")
        #expect(terminal.renderer.screen.plainText.hasPrefix("▀▀        \n"))
    }

    @Test func thePaletteModeWritesTheNearestOf256Colours() {
        let terminal = RenderedTerminal(
            configuration: TerminalConfiguration(colorMode: .palette256))
        terminal.add(Rect(x: 0, y: 0, width: 8, height: 16), fill: .white)
        terminal.add(Rect(x: 8, y: 0, width: 8, height: 16), fill: Color(white: 0.5))
        terminal.add(
            Rect(x: 16, y: 0, width: 8, height: 16), fill: Color(red: 1, green: 0.5, blue: 0))
        #expect(
            terminal.frame()
                == "\u{1B}[1H\u{1B}[48;5;231m \u{1B}[48;5;244m \u{1B}[48;5;208m ")
        // The screen holds the colours the palette shows.
        #expect(terminal.color(12, 4) == .grey(128))
        #expect(terminal.color(20, 4) == TerminalRGB(red: 255, green: 135, blue: 0))
    }

    @Test func invalidatingRepaintsEveryCellOnce() {
        let terminal = RenderedTerminal()
        terminal.renderer.invalidate()
        terminal.renderer.redraw(terminal.window)
        #expect(terminal.renderer.statistics.wasFullRepaint)
        #expect(terminal.renderer.statistics.emittedCellCount == 40)
        terminal.renderer.redraw(terminal.window)
        #expect(terminal.renderer.statistics.byteCount == 0)
        #expect(terminal.renderer.statistics.fullRepaintCount == 2)
    }

    @Test func aResizedWindowRepaintsAtItsNewSize() {
        let terminal = RenderedTerminal()
        terminal.output.removeAll()
        terminal.window.resize(to: Size(width: 40, height: 32))
        let screen = terminal.renderer.screen
        #expect(screen.columns == 5 && screen.rows == 2)
        #expect(terminal.renderer.statistics.wasFullRepaint)
        #expect(terminal.output.text.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }

    @Test func ansiTextIsTheWholeScreenAsLinesThatResetTheirColours() {
        let terminal = RenderedTerminal(size: Size(width: 16, height: 32))
        terminal.add(Rect(x: 0, y: 0, width: 8, height: 8), fill: .white)
        terminal.frame()
        let black = "\u{1B}[48;2;0;0;0m"
        #expect(
            terminal.renderer.screen.ansiText
                == "\u{1B}[38;2;255;255;255;48;2;0;0;0m▀ \u{1B}[0m\n\(black)  \u{1B}[0m\n")
    }
}
