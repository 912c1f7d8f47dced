import CardDeck
import CardDeckTerminal
import CardDeckViews

/// A card drag played into a live `TerminalSession` as a terminal reports it, on a 200 × 60
/// terminal: a left press on the card, then one SGR drag report per frame moving a row (16 pt)
/// at a time between two rows, so every report passes the whole way from the input parser to
/// the bytes written. It measures the path a move takes (`Benchmarks/drag-path.py`), not the
/// frame's cost: `--terminal-frames` does that.
///
/// - ``Drag/stack``: the front card of a three-card stack, pressed at row 19, turning between
///   rows 25 and 43: the card stays within its interactive dismissal, as in the stack drag.
/// - ``Drag/detents``: a ``CardConfiguration/draggableCard`` pressed at row 34, just below its
///   normal detent's top (row 31), turning between rows 12 and 33: the card moves between its
///   detents and never below the normal one, so no transition begins, as in the detent drag.
@MainActor
final class TerminalSessionScene: TerminalDevice {
    /// Which card the finger drags.
    enum Drag: Sendable {
        case stack, detents

        /// The row pressed, and the rows the drag turns at (1-based, as on the wire).
        var rows: (press: Int, top: Int, bottom: Int) {
            switch self {
            case .stack: (19, 25, 43)
            case .detents: (34, 12, 33)
            }
        }
    }

    private let buffer = TerminalBufferOutput()
    var output: any TerminalOutput { buffer }
    private let clock = ManualClock()
    private let window: Window
    private var reportsLeft: Int
    private let rows: (press: Int, top: Int, bottom: Int)
    private var row: Int
    private var step = 1
    private var pressed = false

    /// Creates the scene; `reports` drag reports follow the press.
    init(reports: Int, nodeCount: Int, drag: Drag = .stack) {
        reportsLeft = reports
        rows = drag.rows
        row = rows.press
        window = Window(
            size: TerminalScene.configuration.windowSize(columns: 200, rows: 60), clock: clock)
        switch drag {
        case .stack: CardDragScene.presentStack(in: window, nodeCount: nodeCount)
        case .detents:
            let root = ViewController()
            window.rootViewController = root
            let card = ViewController()
            card.view.addSubview(CardDragScene.content(nodeCount: nodeCount))
            root.presentCard(card, configuration: .draggableCard)
            window.advance(by: 2)
        }
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
        if row + step > rows.bottom || (row + step < rows.top && step < 0) { step = -step }
        row += step
        return [TerminalInputChunk(bytes: Self.report(button: 32, row: row, final: "M"))]
    }

    /// An SGR mouse report at column 100 of `row` (both 1-based on the wire).
    private static func report(button: Int, row: Int, final: Character) -> [UInt8] {
        Array("\u{1B}[<\(button);100;\(row)\(final)".utf8)
    }
}
