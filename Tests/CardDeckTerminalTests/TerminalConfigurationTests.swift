import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Terminal configuration", .isolatedDiagnostics)
@MainActor
struct TerminalConfigurationTests {
    @Test func defaultsGiveSquarePixelsAndFillWholeCells() {
        let configuration = TerminalConfiguration()
        #expect(configuration.pointsPerColumn == 8)
        #expect(configuration.pointsPerRow == 16)
        #expect(configuration.colorMode == .trueColor)
        #expect(configuration.backdrop == .black)
        let grid = configuration.gridSize(for: Size(width: 390, height: 844))
        #expect(grid.columns == 48 && grid.rows == 52)
        #expect(configuration.windowSize(columns: 200, rows: 60) == Size(width: 1_600, height: 960))
    }

    @Test func hostileCellSizesAndWindowSizesFallBack() {
        let nan = TerminalConfiguration(pointsPerColumn: .nan, pointsPerRow: -3)
        let grid = nan.gridSize(for: Size(width: 80, height: 80))
        #expect(grid.columns == 10 && grid.rows == 160)
        let none = TerminalConfiguration().gridSize(for: Size(width: 7, height: .infinity))
        #expect(none.columns == 0 && none.rows == 0)
        #expect(
            TerminalConfiguration().windowSize(columns: -4, rows: 2) == Size(width: 0, height: 32))
    }
}
