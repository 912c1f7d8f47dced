import CardDeck
import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

/// Two terminal renderers on one window: one damage-driven (as shipped), one rasterizing
/// every cell of every frame. Each frame they must show exactly the same cells and write
/// exactly the same bytes, and the damage-driven one's drawing state must hold the tree.
///
/// Whether the change lists themselves hold the tree is the reconciler's tests' business
/// (`HostReconcilerStyledTreeTests` runs this file's changes against a mirror); here the
/// renderer's damage, rasterizing and bytes are checked.
@MainActor
final class DualTerminal {
    let window: Window
    let damaged: TerminalRenderer
    let full: TerminalRenderer
    let damagedOutput = TerminalBufferOutput()
    let fullOutput = TerminalBufferOutput()
    private(set) var frames = 0
    private(set) var mismatches: [String] = []
    private(set) var rasterizedCells = 0
    private(set) var drawnFrames = 0

    init(window: Window, configuration: TerminalConfiguration = TerminalConfiguration()) {
        self.window = window
        damaged = TerminalRenderer(configuration: configuration, output: damagedOutput)
        full = TerminalRenderer(configuration: configuration, output: fullOutput)
        full.forcesFullRaster = true
        window.attach(damaged)
        window.attach(full)
    }

    /// Steps the window `frames` frames, comparing after each.
    func advance(frames count: Int = 1, label: String = "") {
        for _ in 0..<count {
            window.advance(by: 1 / window.frameRate)
            compare(label)
        }
    }

    /// Compares the two renderers now.
    func compare(_ label: String) {
        frames += 1
        if damaged.statistics.frameCount != drawnFrames {
            drawnFrames = damaged.statistics.frameCount
            rasterizedCells += damaged.statistics.rasterizedCellCount
        }
        guard mismatches.count < 5 else { return }
        if damaged.screen != full.screen {
            mismatches.append("\(label) frame \(frames): screens differ at \(firstDifference())")
        } else if damagedOutput.bytes != fullOutput.bytes {
            mismatches.append("\(label) frame \(frames): bytes differ")
        } else if !damaged.mirrorMatches(window) {
            mismatches.append("\(label) frame \(frames): the mirror differs from the tree")
        }
        damagedOutput.removeAll()
        fullOutput.removeAll()
    }

    private func firstDifference() -> String {
        let screen = damaged.screen
        for row in 0..<screen.rows {
            for column in 0..<screen.columns
            where screen.cell(column: column, row: row)
                != full.screen.cell(column: column, row: row)
            {
                return "(\(column), \(row))"
            }
        }
        return "size"
    }
}

@MainActor
@Suite("Terminal renderer: damage-driven frames equal full rasters", .isolatedDiagnostics)
struct TerminalDamageEquivalenceTests {
    @Test("presenting, stacking, dragging and dismissing cards")
    func stackedCards() {
        let scene = StackedCardScene()
        // The scene's own renderer would only repeat the damage-driven one.
        scene.window.detach(scene.terminal)
        let dual = DualTerminal(window: scene.window)
        dual.advance(frames: 6, label: "start")
        scene.root.presentCard(scene.nowPlaying)
        dual.advance(frames: 80, label: "present")
        scene.nowPlaying.presentCard(scene.lyrics)
        dual.advance(frames: 80, label: "stack")
        scene.window.press(at: Point(x: 195, y: 300))
        for step in 1...40 {
            scene.window.send(
                PointerEvent(
                    phase: .moved, location: Point(x: 195, y: 300 + 9 * Double(step)),
                    timestamp: scene.window.time + 1 / scene.window.frameRate))
            dual.advance(label: "drag")
        }
        scene.window.release()
        dual.advance(frames: 120, label: "release")
        scene.root.dismiss(animated: true)
        dual.advance(frames: 120, label: "dismiss")
        #expect(dual.mismatches.isEmpty, "\(dual.mismatches)")
        // The frames redrew what changed: far fewer cells than every frame in full.
        let screen = dual.damaged.screen
        #expect(dual.drawnFrames > 150)
        #expect(dual.rasterizedCells < dual.drawnFrames * screen.columns * screen.rows / 4)
    }

    @Test(
        "random trees under random changes, in cells of 8 × 16 and of 2 × 4 points",
        arguments: [
            (1 as UInt64, 8.0), (2, 8), (3, 8), (4, 2), (5, 2), (6, 8), (7, 2), (8, 8), (9, 8),
            (10, 2), (11, 8), (12, 8),
        ])
    func randomized(seed: UInt64, cellWidth: Double) {
        var random = SplitMix64(seed: seed)
        let window = Window(size: Size(width: 320, height: 192))
        let dual = DualTerminal(
            window: window,
            configuration: TerminalConfiguration(
                pointsPerColumn: cellWidth, pointsPerRow: 2 * cellWidth))
        var nodes: [ViewNode] = []
        for _ in 0..<14 { nodes.append(Self.addNode(to: nodes, in: window, &random)) }
        dual.advance(label: "seed \(seed) start")
        for frame in 0..<160 {
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                Self.change(&nodes, in: window, &random)
            }
            dual.advance(label: "seed \(seed) frame \(frame)")
        }
        #expect(dual.mismatches.isEmpty, "\(dual.mismatches)")
    }

    /// `CARDDECK_DAMAGE_SOAK=N` runs N more seeds (from 1,000) of the randomized comparison.
    @Test(
        "soak: many more random runs",
        .enabled(if: ProcessInfo.processInfo.environment["CARDDECK_DAMAGE_SOAK"] != nil))
    func soak() {
        let count = Int(ProcessInfo.processInfo.environment["CARDDECK_DAMAGE_SOAK"] ?? "") ?? 0
        for seed in 0..<UInt64(max(count, 0)) {
            randomized(seed: 1_000 + seed, cellWidth: seed % 3 == 0 ? 2 : 8)
        }
    }

    private static let words = ["Hi", "héllo 😆", "漢字 wide", "❤️ ok", "a\u{1B}b", "two\nlines", ""]
    private static let colors: [Color?] = [
        nil, .white, .black, .systemBlue, .systemRed,
        Color(red: 1, green: 0.5, blue: 0, alpha: 0.6), Color(white: 0.3, alpha: 0.4),
    ]

    private static func addNode(
        to nodes: [ViewNode], in window: Window, _ random: inout SplitMix64
    ) -> ViewNode {
        let node = ViewNode(frame: randomFrame(&random))
        node.backgroundColor = colors.randomElement(using: &random)!
        node.cornerRadius = [0, 0, 6, 12, 40].randomElement(using: &random)!
        if Bool.random(using: &random) { node.maskedCorners = [.topLeft, .topRight] }
        node.clipsToBounds = Int.random(in: 0..<4, using: &random) == 0
        if Int.random(in: 0..<5, using: &random) == 0 {
            node.text = TextContent(
                words.randomElement(using: &random)!, color: .label,
                alignment: TextContent.Alignment.allCases.randomElement(using: &random)!)
        }
        let parent = nodes.isEmpty ? window.root : nodes.randomElement(using: &random)!
        let candidate = Bool.random(using: &random) ? parent : window.root
        candidate.addSubview(node)
        return node
    }

    private static func randomFrame(_ random: inout SplitMix64) -> Rect {
        Rect(
            x: Double.random(in: -40...280, using: &random),
            y: Double.random(in: -30...170, using: &random),
            width: Double.random(in: 0...180, using: &random),
            height: Double.random(in: 0...120, using: &random))
    }

    private static func change(
        _ nodes: inout [ViewNode], in window: Window, _ random: inout SplitMix64
    ) {
        guard let node = nodes.randomElement(using: &random) else { return }
        switch Int.random(in: 0..<19, using: &random) {
        case 0, 1:
            node.frame.origin.y += Double.random(in: -12...12, using: &random).rounded()
        case 2:
            node.frame.origin.x += Double.random(in: -10...10, using: &random)
        case 3:
            node.frame = randomFrame(&random)
        case 4:
            node.alpha = Double.random(in: 0...1, using: &random)
        case 5:
            let alpha = Double.random(in: 0...1, using: &random)
            ViewNode.animate(withDuration: 0.1) { node.alpha = alpha }
        case 6:
            node.backgroundColor = colors.randomElement(using: &random)!
        case 7:
            node.cornerRadius = Double.random(in: 0...30, using: &random)
        case 8:
            node.clipsToBounds.toggle()
        case 9:
            node.border =
                node.border.width > 0
                ? .none : Border(width: Double.random(in: 1...10, using: &random), color: .black)
        case 10:
            node.text =
                Bool.random(using: &random)
                ? nil : TextContent(words.randomElement(using: &random)!, color: .white)
        case 11:
            node.transform =
                Bool.random(using: &random)
                ? .identity
                : AffineTransform2D(rotationAngle: Double.random(in: -1...1, using: &random))
        case 12:
            node.isHidden.toggle()
        case 13:
            node.superview?.bringSubviewToFront(node)
        case 14:
            nodes.append(addNode(to: nodes, in: window, &random))
        case 15:
            // To another parent (not into its own subtree): its place in the painting order
            // changes even where its window position does not.
            let parent = nodes.randomElement(using: &random) ?? window.root
            var ancestor: ViewNode? = parent
            while let current = ancestor, current !== node { ancestor = current.superview }
            if ancestor == nil { parent.addSubview(node) }
        case 16:
            node.superview?.insertSubview(node, at: 0)
        case 17:
            node.superview?.sendSubviewToBack(node)
        default:
            guard nodes.count > 4 else { return }
            node.removeFromSuperview()
            nodes.removeAll { $0 === node || $0.window == nil }
        }
    }
}
