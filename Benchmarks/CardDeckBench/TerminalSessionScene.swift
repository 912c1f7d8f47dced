import CardDeckTerminal
import CardDeckViews

/// The card drag played into a live `TerminalSession` as a terminal reports it: a three-card
/// stack on a 200 × 60 terminal, a left press on the front card at row 19, then one SGR drag
/// report per frame moving a row (16 pt) at a time, turning between rows 25 and 43 (the card
/// stays within its interactive dismissal, as in the stack drag), so every report passes the
/// whole way from the input parser to the bytes written. It measures the path a move takes
/// (`Benchmarks/drag-path.py`), not the frame's cost: `--terminal-frames` does that.
@MainActor
final class TerminalSessionScene: TerminalDevice {
    private let buffer = TerminalBufferOutput()
    var output: any TerminalOutput { buffer }
    private let clock = ManualClock()
    private let window: Window
    private var reportsLeft: Int
    private var row = 19
    private var step = 1
    private var pressed = false

    /// Creates the scene; `reports` drag reports follow the press.
    init(reports: Int, nodeCount: Int) {
        reportsLeft = reports
        window = Window(
            size: TerminalScene.configuration.windowSize(columns: 200, rows: 60), clock: clock)
        CardDragScene.presentStack(in: window, nodeCount: nodeCount)
    }

    /// Runs the session until the script ends; returns the bytes written.
    func run() -> Int {
        let renderer = TerminalRenderer(configuration: TerminalScene.configuration, output: buffer)
        let session = TerminalSession(window: window, renderer: renderer, device: self)
        do { try session.run() } catch { fatalError("the scripted session failed: \(error)") }
        return renderer.statistics.totalByteCount
    }

    func enterLiveMode() throws {}
    func restore() {}
    func size() -> (columns: Int, rows: Int)? { (200, 60) }
    func takeResize() -> Bool { false }

    /// One report a frame: the press first, then drags; input ends when the script does.
    func read(timeout seconds: Double) throws -> [TerminalInputChunk] {
        clock.advance(by: 1.0 / 120)
        buffer.removeAll()
        guard pressed else {
            pressed = true
            return [TerminalInputChunk(bytes: Self.report(button: 0, row: row, final: "M"))]
        }
        guard reportsLeft > 0 else { throw TerminalError.inputClosed }
        reportsLeft -= 1
        if row + step > 43 || (row + step < 25 && step < 0) { step = -step }
        row += step
        return [TerminalInputChunk(bytes: Self.report(button: 32, row: row, final: "M"))]
    }

    /// An SGR mouse report at column 100 of `row` (both 1-based on the wire).
    private static func report(button: Int, row: Int, final: Character) -> [UInt8] {
        Array("\u{1B}[<\(button);100;\(row)\(final)".utf8)
    }
}
