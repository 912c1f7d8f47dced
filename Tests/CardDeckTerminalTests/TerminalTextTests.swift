import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Terminal renderer: text", .isolatedDiagnostics)
@MainActor
struct TerminalTextTests {
    /// A 10 × 4 cell window with one text node across row 1.
    private func render(
        _ string: String, alignment: TextContent.Alignment = .leading, bold: Bool = false,
        color: Color = .white
    ) -> RenderedTerminal {
        let terminal = RenderedTerminal()
        let label = terminal.add(Rect(x: 0, y: 16, width: 80, height: 16))
        label.text = TextContent(string, isBold: bold, color: color, alignment: alignment)
        terminal.frame()
        return terminal
    }

    private func row(_ terminal: RenderedTerminal, _ row: Int) -> Substring {
        terminal.renderer.screen.plainText.split(separator: "\n", omittingEmptySubsequences: false)[
            row]
    }

    @Test(arguments: [
        (TextContent.Alignment.leading, "Hi        "),
        (.center, "    Hi    "),
        (.trailing, "        Hi"),
    ])
    func linesSitAgainstTheirAlignment(alignment: TextContent.Alignment, expected: String) {
        let terminal = render("Hi", alignment: alignment)
        #expect(row(terminal, 1) == expected[...])
        #expect(row(terminal, 0) == "          ")
    }

    @Test func aBlockOfLinesIsCentredVerticallyOnTheNode() {
        let terminal = RenderedTerminal()
        let label = terminal.add(Rect(x: 0, y: 0, width: 80, height: 64))
        label.text = TextContent("a\nb", color: .white)
        terminal.frame()
        #expect(
            terminal.renderer.screen.plainText == "          \na         \nb         \n          \n"
        )
    }

    @Test func emojiTakeTwoCellsAndCombiningMarksNone() throws {
        let terminal = render("a😆e\u{301}🇫🇷b")
        #expect(row(terminal, 1) == "a😆é🇫🇷b   ")
        let screen = terminal.renderer.screen
        #expect(screen.cell(column: 1, row: 1)?.content == .glyph("😆", width: 2))
        #expect(screen.cell(column: 2, row: 1)?.content == .continuation)
        #expect(screen.cell(column: 3, row: 1)?.content == .glyph("e\u{301}", width: 1))
        #expect(screen.cell(column: 4, row: 1)?.content == .glyph("🇫🇷", width: 2))
        #expect(screen.cell(column: 6, row: 1)?.content == .glyph("b", width: 1))
        #expect(screen.cell(column: 1, row: 1)?.foreground == .white)
    }

    @Test func aLoneCombiningMarkIsShownOnADottedCircle() {
        let terminal = render("\u{301}x")
        #expect(row(terminal, 1) == "\u{25CC}\u{301}x        ")
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        let terminal = RenderedTerminal()
        let label = terminal.add(Rect(x: 0, y: 16, width: 80, height: 16))
        terminal.output.removeAll()
        label.text = TextContent("a\u{1B}]x\u{7}\u{9B}b\tc", color: .white)
        terminal.frame()
        #expect(row(terminal, 1) == "a�]x��b c ")
        let bytes = terminal.output.bytes
        // The only escapes are the renderer's own: cursor moves and colours (CSI … H, C, m).
        var index = 0
        while let escape = bytes[index...].firstIndex(of: 0x1B) {
            #expect(bytes[escape + 1] == 0x5B, "ESC must start a CSI the renderer wrote")
            index = escape + 1
        }
        #expect(!bytes.contains(0x07) && !bytes.contains(0x9B))
    }

    @Test func aWideGlyphThatDoesNotFitIsLeftOut() {
        let terminal = render("123456789😆")
        #expect(row(terminal, 1) == "123456789 ")
    }

    @Test func boldTextIsWrittenBoldAndTheWeightIsResetForPlainText() {
        let terminal = RenderedTerminal()
        let label = terminal.add(Rect(x: 0, y: 16, width: 80, height: 16))
        let other = terminal.add(Rect(x: 0, y: 32, width: 80, height: 16))
        terminal.frame()
        label.text = TextContent("B", isBold: true, color: .white)
        other.text = TextContent("p", color: .white)
        let bytes = terminal.frame()
        #expect(bytes == "\u{1B}[2H\u{1B}[1;38;2;255;255;255mB\r\n\u{1B}[22mp")
    }

    @Test func textBehindAnOpaqueNodeIsHiddenAndBehindATranslucentOneDimmed() {
        let terminal = render("ab")
        let cover = terminal.add(Rect(x: 0, y: 16, width: 8, height: 16), fill: .black)
        terminal.add(Rect(x: 8, y: 16, width: 8, height: 16), fill: Color(white: 0, alpha: 0.5))
        terminal.frame()
        let screen = terminal.renderer.screen
        #expect(screen.cell(column: 0, row: 1)?.content == .pixels)
        #expect(screen.cell(column: 1, row: 1)?.content == .glyph("b", width: 1))
        #expect(screen.cell(column: 1, row: 1)?.foreground == .grey(128))
        cover.removeFromSuperview()
        terminal.frame()
        #expect(terminal.renderer.screen.cell(column: 0, row: 1)?.content == .glyph("a", width: 1))
    }

    @Test func textInAFadedGroupFadesWithIt() {
        let terminal = RenderedTerminal()
        let card = terminal.add(Rect(x: 0, y: 0, width: 80, height: 64), fill: .black)
        let label = terminal.add(Rect(x: 0, y: 16, width: 80, height: 16), to: card)
        label.text = TextContent("a", color: .white)
        card.alpha = 0.5
        terminal.window.root.backgroundColor = .black
        terminal.frame()
        #expect(terminal.renderer.screen.cell(column: 0, row: 1)?.foreground == .grey(128))
    }

    @Test func textTheColourOfItsBackgroundIsNotWritten() {
        let terminal = render("ab", color: .black)
        #expect(row(terminal, 1) == "          ")
    }

    @Test func clippedTextShowsOnlyWhereTheClipsContainItsCells() {
        let terminal = RenderedTerminal()
        let clip = terminal.add(Rect(x: 0, y: 0, width: 24, height: 64))
        clip.clipsToBounds = true
        let label = terminal.add(Rect(x: 0, y: 16, width: 80, height: 16), to: clip)
        label.text = TextContent("abcdef", color: .white)
        terminal.frame()
        #expect(row(terminal, 1) == "abc       ")
    }

    @Test func textKeepsShowingRightPastTheLayoutCachesCapacity() {
        let terminal = RenderedTerminal()
        let label = terminal.add(Rect(x: 0, y: 16, width: 80, height: 16))
        for index in 0..<1_100 {
            label.text = TextContent("n\(index)", color: .white)
            terminal.frame()
        }
        #expect(row(terminal, 1) == "n1099     ")
        label.text = TextContent("n5", color: .white)
        terminal.frame()
        #expect(row(terminal, 1) == "n5        ")
    }
}
