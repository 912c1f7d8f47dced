import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Terminal placement: a phone window centred on a wide terminal", .isolatedDiagnostics)
@MainActor
struct TerminalPlacementTests {
    static let phone = Size(width: 390, height: 844)

    /// Columns, rows → points per column, window column, window row.
    nonisolated static let fits: [(Int, Int, Double, Int, Int)] = [
        (200, 60, 8, 75, 3), (120, 80, 8, 35, 13), (80, 24, 8 * 844 / 16 / 23, 29, 0),
        (48, 53, 390.0 / 48, 0, 0),
    ]

    @Test(
        "the window keeps its shape: centred at 8 × 16 points where it fits, scaled where not",
        arguments: fits)
    func centred(columns: Int, rows: Int, pointsPerColumn: Double, column: Int, row: Int) {
        let configuration = TerminalPlacement.centered(
            window: Self.phone, columns: columns, rows: rows, reservingRows: 1,
            in: TerminalConfiguration())
        #expect(abs(configuration.pointsPerColumn - pointsPerColumn) < 1e-9)
        #expect(configuration.pointsPerRow == 2 * configuration.pointsPerColumn)
        #expect(
            configuration.placement?.columns == columns && configuration.placement?.rows == rows)
        #expect(configuration.placement?.windowColumn == column)
        #expect(configuration.placement?.windowRow == row)
        // The whole window shows above the reserved bottom row.
        let cellsDown = Int((844 / configuration.pointsPerRow).rounded(.up))
        #expect(row + cellsDown <= rows - 1)
    }

    @Test("hostile terminal and window sizes give a placement, never a crash")
    func hostile() {
        for (columns, rows) in [(0, 0), (1, 1), (-5, 3), (600, 2)] {
            for size in [Self.phone, Size(width: 0, height: 0), Size(width: .nan, height: 1e12)] {
                let configuration = TerminalPlacement.centered(
                    window: size, columns: columns, rows: rows, reservingRows: 1,
                    in: TerminalConfiguration())
                #expect(configuration.pointsPerColumn.isFinite)
                #expect((0...10_000).contains(configuration.placement?.columns ?? -1))
                let renderer = TerminalRenderer(configuration: configuration)
                let window = Window(size: size)
                window.attach(renderer)
                window.advance(by: 1.0 / 120)
            }
        }
    }

    @Test("the window is drawn at its cell, with the backdrop around, and taps map back")
    func drawnAtItsCell() throws {
        let window = Window(size: Size(width: 32, height: 32))
        window.root.backgroundColor = .white
        var configuration = TerminalConfiguration()
        configuration.placement = TerminalPlacement(
            columns: 10, rows: 5, windowColumn: 3, windowRow: 1)
        let renderer = TerminalRenderer(configuration: configuration)
        window.attach(renderer)
        window.advance(by: 1.0 / 120)
        let screen = renderer.screen
        #expect(screen.columns == 10 && screen.rows == 5)
        #expect(screen.cell(column: 3, row: 1)?.upper == .white)
        #expect(screen.cell(column: 6, row: 2)?.lower == .white)
        #expect(screen.cell(column: 2, row: 1)?.upper == .black)
        #expect(screen.cell(column: 7, row: 1)?.upper == .black)
        #expect(screen.cell(column: 3, row: 3)?.upper == .black)
        let mapper = TerminalPointerMapper(configuration: configuration)
        #expect(mapper.location(column: 3, row: 1) == Point(x: 4, y: 8))
        #expect(mapper.location(column: 0, row: 0) == Point(x: -20, y: -8))
    }

    @Test("a status line sits on the bottom row, and changing it redraws only that row")
    func statusLine() {
        let window = Window(size: Size(width: 80, height: 64))
        window.root.backgroundColor = .white
        let output = TerminalBufferOutput()
        let renderer = TerminalRenderer(output: output)
        renderer.statusLine = "q quits"
        window.attach(renderer)
        window.advance(by: 1.0 / 120)
        #expect(renderer.screen.plainText.split(separator: "\n").last == "  q quits ")
        renderer.statusLine = "r"
        output.removeAll()
        renderer.redraw(window)
        #expect(renderer.statistics.rasterizedCellCount == 10)
        #expect(renderer.screen.plainText.split(separator: "\n").last == "     r    ")
        renderer.statusLine = nil
        renderer.redraw(window)
        #expect(!renderer.screen.plainText.contains("r"))
    }

    @Test("a session with a centred window keeps the window's size and refits on resize")
    func centredSession() throws {
        let clock = ManualClock()
        let window = Window(size: Self.phone, clock: clock)
        let device = FakeTerminalDevice(
            clock: clock,
            script: [
                .resize(columns: 200, rows: 60), .idle, .resize(columns: 80, rows: 24), .idle,
            ],
            grid: (120, 80))
        let renderer = TerminalRenderer(output: device.output)
        let session = TerminalSession(window: window, renderer: renderer, device: device)
        session.windowSizing = .centered
        var placements: [TerminalPlacement?] = []
        try session.run { _ in .default }
        placements.append(renderer.configuration.placement)
        #expect(window.size == Self.phone)
        #expect(placements.last??.columns == 80 && placements.last??.rows == 24)
        #expect(renderer.configuration.pointsPerRow > 16)
    }
}
