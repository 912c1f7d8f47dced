import CardDeckTerminal
import CardDeckTesting
import CardDeckViews

/// A window with a terminal renderer attached, writing into a buffer; keep it for as long as
/// the renderer is read.
@MainActor
struct RenderedTerminal {
    let window: Window
    let output = TerminalBufferOutput()
    let renderer: TerminalRenderer

    /// Creates a window of `size` (default 10 × 4 cells of 8 × 16 points), attaches the
    /// renderer and runs the first frame.
    init(
        size: Size = Size(width: 80, height: 64),
        configuration: TerminalConfiguration = TerminalConfiguration()
    ) {
        window = Window(size: size)
        renderer = TerminalRenderer(configuration: configuration, output: output)
        window.attach(renderer)
        window.advance(by: 1 / window.frameRate)
    }

    /// Runs one frame and returns the bytes it wrote.
    @discardableResult
    func frame() -> String {
        output.removeAll()
        window.advance(by: 1 / window.frameRate)
        return output.text
    }

    /// Adds a node with a frame and optional fill to the root (or `parent`).
    @discardableResult
    func add(_ frame: Rect, fill: Color? = nil, to parent: ViewNode? = nil) -> ViewNode {
        let node = ViewNode(frame: frame)
        node.backgroundColor = fill
        (parent ?? window.root).addSubview(node)
        return node
    }

    /// The colour of the pixel containing a window point.
    func color(_ x: Double, _ y: Double) -> TerminalRGB? {
        renderer.screen.color(at: Point(x: x, y: y))
    }
}

extension TerminalRGB {
    /// A grey, all three channels equal.
    static func grey(_ value: UInt8) -> TerminalRGB {
        TerminalRGB(red: value, green: value, blue: value)
    }

    static let white = TerminalRGB.grey(255)
    static let pureRed = TerminalRGB(red: 255, green: 0, blue: 0)
}

extension SnapshotFormat where Value == TerminalScreen {
    /// The screen as plain text, one line per row.
    static var terminal: SnapshotFormat<TerminalScreen> {
        SnapshotFormat(pathExtension: "txt") { $0.plainText }
    }

    /// The screen as text with colour codes: `cat` the file to see the frame.
    static var ansi: SnapshotFormat<TerminalScreen> {
        SnapshotFormat(pathExtension: "ans") { $0.ansiText }
    }
}
