import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Terminal: a window draws only in its own cells", .isolatedDiagnostics)
struct TerminalWindowAreaTests {
    /// A 20 × 8 cell terminal with the window's top-left corner at column 5, row 2, and a
    /// status line on the bottom row.
    static func configuration() -> TerminalConfiguration {
        var configuration = TerminalConfiguration()
        configuration.placement = TerminalPlacement(
            columns: 20, rows: 8, windowColumn: 5, windowRow: 2)
        return configuration
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    /// Whether a cell lies in the window's cells: 10 × 4 from column 5, row 2 (a window of
    /// 76 × 60 points takes part of the last column and row).
    static func inWindow(column: Int, row: Int) -> Bool {
        (5..<15).contains(column) && (2..<6).contains(row)
    }

    @Test(
        "a node reaching past the window's edge paints none of the backdrop or the status line",
        arguments: [
            // A card dragged down past the bottom edge, over where the status line is.
            (Size(width: 80, height: 64), Rect(x: 0, y: 32, width: 80, height: 200)),
            // A side sheet sliding in from the right.
            (Size(width: 80, height: 64), Rect(x: 40, y: 0, width: 300, height: 64)),
            (Size(width: 80, height: 64), Rect(x: -300, y: 0, width: 340, height: 64)),
            (Size(width: 80, height: 64), Rect(x: 0, y: -300, width: 80, height: 320)),
            (Size(width: 80, height: 64), Rect(x: -500, y: -500, width: 1_000, height: 1_000)),
            // A window whose size is not whole cells keeps its partly covered cells.
            (Size(width: 76, height: 60), Rect(x: -500, y: -500, width: 1_000, height: 1_000)),
        ])
    func clippedToWindow(size: Size, frame: Rect) {
        let window = Window(size: size)
        let renderer = TerminalRenderer(configuration: Self.configuration())
        renderer.statusLine = "hint line"
        window.attach(renderer)
        let node = ViewNode(frame: frame)
        node.backgroundColor = Self.red
        window.root.addSubview(node)
        window.advance(by: 1 / window.frameRate)
        let screen = renderer.screen
        var outside = 0
        for row in 0..<7 {
            for column in 0..<20 where !Self.inWindow(column: column, row: row) {
                let cell = screen.cell(column: column, row: row)
                #expect(
                    cell?.upper == .black && cell?.lower == .black,
                    "cell \(column), \(row) is outside the window")
                outside += 1
            }
        }
        #expect(outside == 100)
        let statusRow = screen.plainText.split(separator: "\n", omittingEmptySubsequences: false)[
            7]
        #expect(statusRow == "      hint line     ")
        for column in 0..<20 {
            #expect(screen.cell(column: column, row: 7)?.upper == .black)
        }
        // Inside, the node paints where it lies.
        let inside = (5..<15).flatMap { column in (2..<6).map { (column, $0) } }
            .filter { column, row in
                let x = Double(column - 5) * 8 + 4
                let y = Double(row - 2) * 16 + 4
                return frame.contains(Point(x: x, y: y)) && x < size.width && y < size.height
            }
        #expect(!inside.isEmpty)
        for (column, row) in inside {
            #expect(screen.cell(column: column, row: row)?.upper == .pureRed)
        }
        // The lower pixel of the window's last row (its centre at y 60) lies outside a 60 pt
        // tall window, as the window's own background leaves it.
        if frame.contains(Point(x: 28, y: 60)) {
            #expect(screen.cell(column: 8, row: 5)?.lower == (size.height > 60 ? .pureRed : .black))
        }
    }

    @Test("a card dragged down past the window, frame by frame, draws as a full raster does")
    func dragMatchesFullRaster() {
        let window = Window(size: Size(width: 80, height: 64))
        window.root.backgroundColor = .white
        let damaged = TerminalRenderer(configuration: Self.configuration())
        let full = TerminalRenderer(configuration: Self.configuration())
        full.forcesFullRaster = true
        for renderer in [damaged, full] {
            renderer.statusLine = "hint line"
            window.attach(renderer)
        }
        let card = ViewNode(frame: Rect(x: 0, y: 16, width: 80, height: 64))
        card.backgroundColor = Self.red
        card.cornerRadius = 12
        window.root.addSubview(card)
        window.advance(by: 1 / window.frameRate)
        for step in 1...24 {
            card.frame.origin.y = 16 + Double(step) * 5
            card.frame.origin.x = Double(step % 5) * 3
            window.advance(by: 1 / window.frameRate)
            #expect(damaged.screen == full.screen, "frame \(step)")
            #expect(damaged.screen.cell(column: 8, row: 6)?.upper == .black)
        }
    }
}
