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

@MainActor
@Suite("Terminal: the focus ring stays outside the element's cells", .isolatedDiagnostics)
struct TerminalFocusRingCellTests {
    /// The cells an element paints: the columns whose centre and the rows one of whose two
    /// pixel centres its frame contains (8 × 16 point cells, two 8 pt pixels each).
    static func cells(of frame: Rect) -> Set<[Int]> {
        var cells: Set<[Int]> = []
        for column in 0..<40
        where frame.minX <= Double(column) * 8 + 4
            && Double(column) * 8 + 4 < frame.maxX
        {
            for row in 0..<16 {
                let upper = Double(row) * 16 + 4
                let lower = upper + 8
                if (frame.minY <= upper && upper < frame.maxY)
                    || (frame.minY <= lower && lower < frame.maxY)
                {
                    cells.insert([column, row])
                }
            }
        }
        return cells
    }

    @Test(
        "Tab rings a title in the cells around it and leaves its own cells, first letter included",
        arguments: [
            Rect(x: 16, y: 48, width: 120, height: 32),
            Rect(x: 20, y: 50, width: 60, height: 20),
            Rect(x: 13, y: 37, width: 50, height: 16),
            Rect(x: 40, y: 46, width: 80, height: 32),
            Rect(x: 9, y: 100, width: 100, height: 44),
        ])
    func ringAroundCells(frame: Rect) throws {
        let terminal = RenderedTerminal(size: Size(width: 320, height: 256))
        let title = terminal.add(frame, fill: .white)
        title.text = TextContent("Inbox", fontSize: 17, alignment: .leading)
        title.accessibilityLabel = "Inbox"
        terminal.frame()
        let before = terminal.renderer.screen
        #expect(before.plainText.contains("Inbox"))
        #expect(terminal.window.send(KeyPress(.tab)))
        terminal.frame()
        let after = terminal.renderer.screen
        #expect(after.plainText.contains("Inbox"), "\(after.plainText)")
        let element = Self.cells(of: frame)
        var changed: [[Int]] = []
        for row in 0..<after.rows {
            for column in 0..<after.columns
            where after.cell(column: column, row: row) != before.cell(column: column, row: row) {
                changed.append([column, row])
            }
        }
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { !element.contains($0) }, "ring over the element: \(changed)")
        // The ring is drawn on all four sides, next to the element's cells.
        let columns = element.map { $0[0] }
        let rows = element.map { $0[1] }
        let left = try #require(columns.min()) - 1
        let right = try #require(columns.max()) + 1
        let top = try #require(rows.min()) - 1
        let bottom = try #require(rows.max()) + 1
        let middleRow = (top + bottom) / 2
        let middleColumn = (left + right) / 2
        for cell in [
            [left, middleRow], [right, middleRow], [middleColumn, top], [middleColumn, bottom],
        ] {
            let drawn = try #require(after.cell(column: cell[0], row: cell[1]))
            #expect(
                drawn.upper.blue > 200 && drawn.upper.red < 50
                    || drawn.lower.blue > 200 && drawn.lower.red < 50,
                "no ring at cell \(cell)")
        }
    }
}
