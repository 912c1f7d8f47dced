import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeckTerminal

@Suite("Terminal renderer: damage regions and what a change redraws", .isolatedDiagnostics)
@MainActor
struct TerminalDamageRegionTests {
    @Test func spansAreSortedAndMergedRowByRow() {
        var damage = DamageRegion()
        damage.reset(columns: 20, rows: 3, full: false)
        damage.add(row: 1, from: 10, to: 14)
        damage.add(row: 1, from: 2, to: 5)
        damage.add(row: 1, from: 5, to: 7)  // touches [2, 5): merged
        damage.add(row: 1, from: 12, to: 18)  // overlaps [10, 14): merged
        damage.add(row: 2, from: -4, to: 3)  // clipped to the grid
        damage.add(row: 7, from: 0, to: 3)  // outside: ignored
        damage.add(row: 0, from: 5, to: 5)  // empty: ignored
        damage.normalize()
        let row1 = damage.spans(inRow: 1).map { damage.spanStarts[$0]..<damage.spanEnds[$0] }
        #expect(row1 == [2..<7, 10..<18])
        #expect(damage.spans(inRow: 0).isEmpty)
        #expect(damage.contains(column: 0, row: 2) && !damage.contains(column: 3, row: 2))
        #expect(damage.cellCount == 5 + 8 + 3)
        // Spans added after a normalization merge with the ones it left.
        damage.add(row: 1, from: 6, to: 11)
        damage.normalize()
        #expect(damage.spans(inRow: 1).count == 1 && damage.cellCount == 16 + 3)
    }

    @Test func aFullRegionCoversEveryCell() {
        var damage = DamageRegion()
        damage.reset(columns: 4, rows: 2, full: true)
        damage.add(row: 0, from: 0, to: 1)
        damage.normalize()
        #expect(damage.isFull && damage.cellCount == 8 && damage.contains(column: 3, row: 1))
        var spans: [(Int, Range<Int>)] = []
        damage.forEachSpan { spans.append(($0, $1)) }
        #expect(spans.count == 2 && spans.allSatisfy { $0.1 == 0..<4 })
    }

    @Test func occludersHideOnlyWhatWasPaintedBeforeThem() {
        var occlusion = OcclusionMap()
        occlusion.reset(rows: 2)
        occlusion.add(row: 0, z: 5, from: 4, to: 10)
        occlusion.finish()
        var damage = DamageRegion()
        damage.reset(columns: 20, rows: 2, full: false)
        occlusion.addVisible(row: 0, z: 2, from: 0, to: 20, to: &damage)  // beneath: cut
        occlusion.addVisible(row: 0, z: 7, from: 6, to: 8, to: &damage)  // above: kept
        occlusion.addVisible(row: 1, z: 2, from: 5, to: 6, to: &damage)  // another row
        damage.normalize()
        let row0 = damage.spans(inRow: 0).map { damage.spanStarts[$0]..<damage.spanEnds[$0] }
        #expect(row0 == [0..<4, 6..<8, 10..<20])
        #expect(damage.contains(column: 5, row: 1))
    }

    /// A 40 × 12 cell terminal with a full-width opaque card over a box behind it.
    private func scene() -> (RenderedTerminal, card: ViewNode, behind: ViewNode) {
        let terminal = RenderedTerminal(size: Size(width: 320, height: 192))
        let behind = terminal.add(Rect(x: 40, y: 80, width: 120, height: 80), fill: .systemBlue)
        let card = terminal.add(Rect(x: 0, y: 64, width: 320, height: 128), fill: .white)
        card.cornerRadius = 12
        card.maskedCorners = [.topLeft, .topRight]
        terminal.frame()
        return (terminal, card, behind)
    }

    @Test func aChangeHiddenUnderAnOpaqueCardRedrawsNothing() {
        let (terminal, _, behind) = scene()
        behind.backgroundColor = .systemRed
        behind.frame.origin.x += 16
        #expect(terminal.frame() == "")
        #expect(terminal.renderer.statistics.rasterizedCellCount == 0)
    }

    @Test func aCardDraggedDownRedrawsTheStripItUncoversAndItsCorners() {
        let (terminal, card, _) = scene()
        card.frame.origin.y += 16  // One row down.
        terminal.frame()
        let statistics = terminal.renderer.statistics
        // The row it left and the rows through its corners, near the corners only: far less
        // than the card's 320 cells.
        #expect(statistics.rasterizedCellCount > 0)
        #expect(statistics.rasterizedCellCount <= 40 + 2 * 2 * 4)
        #expect(terminal.color(100, 68) == .black && terminal.color(100, 84) == .white)
    }

    @Test func aFadeInFlightIsDrawnInSteps() {
        let (terminal, _, behind) = scene()
        behind.frame.origin.y = 0
        terminal.frame()
        ViewNode.animate(withDuration: 1) { behind.alpha = 0 }
        var drawn = 0
        var shades: Set<TerminalRGB> = []
        for _ in 0..<120 {
            terminal.frame()
            if terminal.renderer.statistics.rasterizedCellCount > 0 { drawn += 1 }
            if let shade = terminal.color(100, 20) { shades.insert(shade) }
        }
        // A second of fading at 120 frames per second: drawn in about 48 steps, not 120.
        #expect(drawn <= 50 && drawn >= 40)
        #expect(shades.count <= 50)
        // At rest, exactly: the box is gone.
        #expect(terminal.color(100, 20) == .black)
    }
}

@Suite("Terminal renderer: drawing a window it is not attached to", .isolatedDiagnostics)
@MainActor
struct TerminalUnattachedTests {
    /// The scripted demo draws sampled frames with a renderer it never attaches: each redraw
    /// after commits the renderer did not see reads the whole tree again.
    @Test func aRedrawAfterUnseenCommitsShowsTheTreeAsItIs() {
        let window = Window(size: Size(width: 80, height: 64))
        let renderer = TerminalRenderer()
        renderer.redraw(window)
        #expect(renderer.screen.color(at: Point(x: 20, y: 20)) == .black)
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 40, height: 32))
        node.backgroundColor = .white
        window.root.addSubview(node)
        window.advance(by: 1.0 / 120)
        renderer.redraw(window)
        #expect(renderer.screen.color(at: Point(x: 20, y: 20)) == .white)
        node.removeFromSuperview()
        window.advance(by: 1.0 / 120)
        renderer.redraw(window)
        #expect(renderer.screen.color(at: Point(x: 20, y: 20)) == .black)
    }
}
