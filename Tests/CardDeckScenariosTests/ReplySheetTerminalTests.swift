import CardDeckScenarios
import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Reply sheet in the live demo's terminal", .isolatedDiagnostics)
struct ReplySheetTerminalTests {
    @Test("at 200 × 60 the helper text shows whole, inside the phone window, keyboard up or not")
    func helperTextFits() throws {
        let played = PlayedScenario(ComposeSheetScenario())
        let configuration = TerminalPlacement.centered(
            window: played.window.size, columns: 200, rows: 60, reservingRows: 1,
            in: TerminalConfiguration())
        let renderer = TerminalRenderer(configuration: configuration)
        played.window.attach(renderer)
        let placement = try #require(configuration.placement)
        let window = placement.windowColumn..<(placement.windowColumn + 49)
        // Tap Reply (the sheet at medium), then the field (the keyboard up).
        for steps in [0..<2, 2..<3] {
            try played.play(steps)
            renderer.redraw(played.window)
            let lines = renderer.screen.plainText.split(separator: "\n").map(String.init)
            for text in ["Tap the field: the sheet rises", "above the keyboard"] {
                let row = try #require(
                    lines.first { $0.contains(text) }, "\(text) after steps \(steps)")
                let start = try #require(row.range(of: text)).lowerBound
                let column = row.distance(from: row.startIndex, to: start)
                #expect(window.contains(column) && window.contains(column + text.count - 1))
            }
        }
        #expect(played.window.keyboardFrame != nil)
    }
}
