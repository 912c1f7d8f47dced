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
/// (`HostReconcilerStyledTreeTests` runs the same `RandomTreeEdits` against a mirror); here the
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
        var edits = RandomTreeEdits(seed: seed)
        let dual = DualTerminal(
            window: edits.window,
            configuration: TerminalConfiguration(
                pointsPerColumn: cellWidth, pointsPerRow: 2 * cellWidth))
        dual.advance(label: "seed \(seed) start")
        for frame in 0..<160 {
            edits.edit()
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
}
