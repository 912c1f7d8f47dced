import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Terminal: the software keyboard's keys stay apart", .isolatedDiagnostics)
struct TerminalKeyboardTests {
    @Test(
        "every key of every row is its own white block, with the keyboard's grey between",
        arguments: [320.0, 375, 390, 393, 414, 430])
    func keysSeparated(width: Double) throws {
        let terminal = RenderedTerminal(size: Size(width: width, height: 844))
        let field = TextField(frame: Rect(x: 16, y: 100, width: width - 32, height: 48))
        terminal.window.root.addSubview(field)
        #expect(field.becomeFirstResponder())
        terminal.window.advance(by: 1)
        let keyboard = try #require(
            terminal.window.root.subviews.first { $0.accessibilityIdentifier == "keyboard" })
        let keys = keyboard.subviews.filter { $0.text?.string.count == 1 }
        #expect(keys.count == 26)
        // Each row's keys share a top edge; along the row's middle, count the white runs.
        let rows = Dictionary(grouping: keys) { $0.presentedFrameInWindow.minY }
        #expect(rows.count == 3)
        for (_, row) in rows {
            let y = try #require(row.first).presentedFrameInWindow.midY
            var runs = 0
            var inKey = false
            for column in 0..<Int(width / 8) {
                let white = terminal.color(Double(column) * 8 + 4, y) == .white
                if white, !inKey { runs += 1 }
                inKey = white
            }
            let letters = row.compactMap { $0.text?.string }.sorted().joined()
            #expect(runs == row.count, "keys \(letters) at width \(width): \(runs) blocks")
        }
    }
}
