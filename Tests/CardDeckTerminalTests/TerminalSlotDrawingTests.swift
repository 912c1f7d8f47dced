import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

/// The renderer keeps its drawing state by the reconciler's slots: structural changes that
/// free, reuse and move slots still draw what a full raster draws, and its counts follow.
@MainActor
@Suite("Terminal renderer: drawing state by the reconciler's slots", .isolatedDiagnostics)
struct TerminalSlotDrawingTests {
    /// A structural change to a scene of two panels, each holding two coloured boxes.
    enum Change: String, CaseIterable, Sendable {
        case reorderSiblings, moveToOtherPanel, removeAndAddNew, replacePanel, hideAndRecolor
        case insertSubtree
    }

    @Test(arguments: Change.allCases)
    func structuralChangeDrawsAsAFullRaster(_ change: Change) {
        let window = Window(size: Size(width: 320, height: 192))
        let dual = DualTerminal(window: window)
        let panels = (0..<2).map { column in
            let panel = ViewNode(
                frame: Rect(x: 16 + 160 * Double(column), y: 16, width: 140, height: 160))
            window.root.addSubview(panel)
            return panel
        }
        let colors: [Color] = [.systemRed, .systemBlue, .systemGray, .white]
        for (index, color) in colors.enumerated() {
            let box = ViewNode(
                frame: Rect(
                    x: 8 + 24 * Double(index % 2), y: 8 + 32 * Double(index), width: 96,
                    height: 48))
            box.backgroundColor = color
            panels[index / 2].addSubview(box)
        }
        dual.advance(frames: 2, label: "start")
        switch change {
        case .reorderSiblings:
            panels[0].addSubview(panels[0].subviews[0])
        case .moveToOtherPanel:
            panels[1].addSubview(panels[0].subviews[1])
        case .removeAndAddNew:
            panels[0].subviews[0].removeFromSuperview()
            let fresh = ViewNode(frame: Rect(x: 40, y: 40, width: 60, height: 60))
            fresh.backgroundColor = Color(hex: 0xFFCC00)
            panels[1].insertSubview(fresh, at: 0)
        case .replacePanel:
            panels[0].removeFromSuperview()
            let fresh = ViewNode(frame: Rect(x: 60, y: 60, width: 80, height: 40))
            fresh.backgroundColor = Color(hex: 0xAF52DE)
            window.root.addSubview(fresh)
        case .hideAndRecolor:
            panels[1].subviews[0].backgroundColor = nil
            panels[0].subviews[1].isHidden = true
        case .insertSubtree:
            let fresh = ViewNode(frame: Rect(x: 24, y: 24, width: 96, height: 64))
            fresh.backgroundColor = Color(hex: 0x34C759)
            let inner = ViewNode(frame: Rect(x: 8, y: 8, width: 40, height: 24))
            inner.backgroundColor = .white
            fresh.addSubview(inner)
            panels[0].insertSubview(fresh, at: 1)
        }
        dual.advance(frames: 2, label: change.rawValue)
        #expect(dual.mismatches.isEmpty, "\(dual.mismatches)")
        #expect(dual.damaged.mirrorMatches(window))
    }
}
