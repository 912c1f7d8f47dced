import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Terminal: focus ring", .isolatedDiagnostics)
struct TerminalFocusRingTests {
    @Test("Tab draws the focus ring around the focused element; Escape alone draws nothing")
    func ringIsDrawn() {
        let terminal = RenderedTerminal(size: Size(width: 160, height: 128))
        let button = terminal.add(Rect(x: 40, y: 46, width: 80, height: 32), fill: .white)
        button.accessibilityLabel = "Play"
        terminal.frame()
        // The ring stands 3 pt out with a 2 pt line: its top edge covers y 43…45, and so the
        // centre of the pixel row 40…48.
        let edge = (x: 80.0, y: 44.0)
        let before = terminal.color(edge.x, edge.y)
        #expect(!terminal.window.send(KeyPress(.escape)))
        #expect(terminal.frame().isEmpty)
        #expect(terminal.window.send(KeyPress(.tab)))
        #expect(!terminal.frame().isEmpty)
        #expect(terminal.color(edge.x, edge.y) != before)
        terminal.window.showsAccessibilityFocusRing = false
        terminal.frame()
        #expect(terminal.color(edge.x, edge.y) == before)
    }
}
