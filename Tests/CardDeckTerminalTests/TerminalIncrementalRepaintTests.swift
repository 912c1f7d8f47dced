import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

/// A renderer that follows a window frame by frame (damage-driven, writing only what
/// changed) must show, and have written, what a renderer that meets the window now draws from
/// scratch: a node it skipped, a cell it forgot to repaint or a byte it left out shows here.
@MainActor
final class IncrementalCheck {
    let window: Window
    let renderer: TerminalRenderer
    let output = TerminalBufferOutput()
    private(set) var terminal: TerminalEmulator
    private(set) var failures: [String] = []

    init(window: Window) {
        self.window = window
        renderer = TerminalRenderer(output: output)
        let grid = renderer.configuration.gridSize(for: window.size)
        terminal = TerminalEmulator(columns: grid.columns, rows: grid.rows)
        window.attach(renderer)
    }

    /// Steps one frame and compares: the incremental screen with a fresh full drawing, and
    /// the bytes written so far, replayed, with the incremental screen.
    func step(_ label: String) {
        window.advance(by: 1 / window.frameRate)
        terminal.feed(output.bytes)
        output.removeAll()
        guard failures.count < 3 else { return }
        let fresh = TerminalRenderer()
        fresh.redraw(window)
        if let difference = Self.firstDifference(renderer.screen, fresh.screen) {
            failures.append("\(label): the incremental screen differs at \(difference)")
        } else if let mismatch = terminal.firstMismatch(with: renderer.screen) {
            failures.append("\(label): the bytes replayed differ at \(mismatch)")
        }
    }

    private static func firstDifference(_ a: TerminalScreen, _ b: TerminalScreen) -> String? {
        guard a.columns == b.columns, a.rows == b.rows else { return "size" }
        for row in 0..<a.rows {
            for column in 0..<a.columns
            where a.cell(column: column, row: row) != b.cell(column: column, row: row) {
                return "(\(column), \(row))"
            }
        }
        return nil
    }
}

@Suite("Terminal renderer: frame by frame equals drawn from scratch", .isolatedDiagnostics)
@MainActor
struct TerminalIncrementalRepaintTests {
    @Test(
        "a moved card leaves no trail, at any speed and direction",
        arguments: [(6.0, 0.0), (0, 6), (-9, 3), (17, -11), (0.5, 0.25)])
    func movedCardLeavesNoTrail(dx: Double, dy: Double) {
        let window = Window(size: Size(width: 320, height: 192))
        window.root.backgroundColor = .white
        let card = ViewNode(frame: Rect(x: 100, y: 60, width: 90, height: 70))
        card.backgroundColor = .systemBlue
        card.cornerRadius = 12
        card.maskedCorners = [.topLeft, .topRight]
        window.root.addSubview(card)
        let check = IncrementalCheck(window: window)
        check.step("start")
        for frame in 0..<30 {
            card.center = Point(x: card.center.x + dx, y: card.center.y + dy)
            check.step("frame \(frame)")
        }
        #expect(check.failures.isEmpty, "\(check.failures)")
    }

    @Test("nodes under a translucent card sliding over them are repainted, text included")
    func nodesUnderDamageAreRepainted() {
        let window = Window(size: Size(width: 320, height: 192))
        window.root.backgroundColor = .black
        for index in 0..<4 {
            let tile = ViewNode(
                frame: Rect(x: 20 + 70 * Double(index), y: 40, width: 50, height: 50))
            tile.backgroundColor =
                index % 2 == 0 ? .systemRed : Color(red: 0.2, green: 0.8, blue: 0.3, alpha: 1)
            tile.text = TextContent("T\(index)", color: .white, alignment: .center)
            window.root.addSubview(tile)
        }
        let glass = ViewNode(frame: Rect(x: -120, y: 20, width: 100, height: 100))
        glass.backgroundColor = Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.5)
        let inner = ViewNode(frame: Rect(x: 10, y: 10, width: 30, height: 30))
        inner.backgroundColor = .white
        glass.addSubview(inner)
        glass.alpha = 0.7
        window.root.addSubview(glass)
        let check = IncrementalCheck(window: window)
        check.step("start")
        for frame in 0..<50 {
            glass.center.x += 9
            if frame % 7 == 0 { glass.alpha = glass.alpha == 0.7 ? 0.45 : 0.7 }
            check.step("frame \(frame)")
        }
        #expect(check.failures.isEmpty, "\(check.failures)")
    }

    @Test(
        "random moves, fades, colours, reorders and removals",
        arguments: 1...8 as ClosedRange<UInt64>)
    func randomized(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let window = Window(size: Size(width: 320, height: 192))
        let colors: [Color?] = [
            nil, .white, .systemBlue, .systemRed, Color(red: 1, green: 0.5, blue: 0, alpha: 0.6),
        ]
        var nodes: [ViewNode] = []
        for _ in 0..<10 {
            let node = ViewNode(
                frame: Rect(
                    x: Double.random(in: -20...260, using: &random),
                    y: Double.random(in: -20...150, using: &random),
                    width: Double.random(in: 4...140, using: &random),
                    height: Double.random(in: 4...90, using: &random)))
            node.backgroundColor = colors.randomElement(using: &random)!
            node.cornerRadius = [0, 8, 20].randomElement(using: &random)!
            node.clipsToBounds = Int.random(in: 0..<4, using: &random) == 0
            (nodes.randomElement(using: &random) ?? window.root).addSubview(node)
            nodes.append(node)
        }
        let check = IncrementalCheck(window: window)
        check.step("seed \(seed) start")
        for frame in 0..<80 {
            let node = nodes.randomElement(using: &random)!
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                node.center.x += Double.random(in: -12...12, using: &random)
                node.center.y += Double.random(in: -8...8, using: &random)
            case 2: node.alpha = [1, 0.8, 0.5, 0].randomElement(using: &random)!
            case 3: node.backgroundColor = colors.randomElement(using: &random)!
            case 4: node.superview?.bringSubviewToFront(node)
            default:
                if node.superview == nil {
                    window.root.addSubview(node)
                } else {
                    node.removeFromSuperview()
                }
            }
            check.step("seed \(seed) frame \(frame)")
        }
        #expect(check.failures.isEmpty, "\(check.failures)")
    }
}
