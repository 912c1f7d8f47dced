import CardDeckTesting
import Testing

@testable import CardDeckViews

/// Focus and activation by keys or a screen reader bring an element scrolled out of view back
/// into it, so Enter (or a double tap) reaches that element, not the node lying over the spot
/// it was scrolled to.
@MainActor
@Suite("Focus scrolls its element into view", .isolatedDiagnostics)
struct FocusRevealTests {
    /// A 200-point scroll view of twenty 44-point rows, with a "Delete all" button just below
    /// it: row 5's centre, scrolled to the top, lies on the button.
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 390, height: 844))
        let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 390, height: 200))
        let button = ViewNode(frame: Rect(x: 0, y: 310, width: 390, height: 44))
        var rows: [ViewNode] = []
        var tapped: [String] = []

        init() {
            scroll.contentSize = Size(width: 390, height: 20 * 44)
            for index in 0..<20 {
                let row = ViewNode(
                    frame: Rect(x: 0, y: Double(index) * 44, width: 390, height: 44))
                row.accessibilityLabel = "Row \(index)"
                row.accessibilityTraits = .button
                addTap(to: row)
                scroll.addSubview(row)
                rows.append(row)
            }
            button.accessibilityLabel = "Delete all"
            addTap(to: button)
            window.root.addSubview(scroll)
            window.root.addSubview(button)
            window.advance(by: 1.0 / 120)
        }

        private func addTap(to node: ViewNode) {
            node.addGestureRecognizer(
                TapGestureRecognizer { [weak self, weak node] recognizer in
                    guard recognizer.state == .ended else { return }
                    self?.tapped.append(node?.accessibilityLabel ?? "")
                })
        }

        func tab(_ count: Int, backwards: Bool = false) {
            for _ in 0..<count {
                window.send(KeyPress(.tab, modifiers: backwards ? .shift : []))
            }
        }
    }

    @Test("Tab to a row below the visible part scrolls it in; Enter taps that row")
    func tabScrollsDownAndEnterTapsTheRow() throws {
        let scene = Scene()
        scene.tab(6)
        #expect(scene.window.accessibilityFocusedElement === scene.rows[5])
        // Row 5 (220…264 in the content) shows at the bottom of the 200-point bounds.
        #expect(scene.scroll.contentOffset == Point(x: 0, y: 64))
        #expect(scene.window.send(KeyPress(.enter)))
        scene.window.advance(by: 1.0 / 120)
        #expect(scene.tapped == ["Row 5"])
    }

    @Test("Shift-Tab back to a row above scrolls up to it; a row in view moves nothing")
    func shiftTabScrollsUp() {
        let scene = Scene()
        scene.tab(10)
        let low = scene.scroll.contentOffset
        #expect(low == Point(x: 0, y: 10 * 44 - 200))
        scene.tab(1, backwards: true)
        #expect(scene.scroll.contentOffset == low)
        scene.tab(8, backwards: true)
        #expect(scene.window.accessibilityFocusedElement === scene.rows[0])
        #expect(scene.scroll.contentOffset == .zero)
    }

    @Test("A screen reader's activation of a row scrolled away since brings it back first")
    func activationRevealsFirst() {
        let scene = Scene()
        let reader = ScreenReader(window: scene.window)
        scene.window.setAccessibilityFocus(scene.rows[5])
        scene.scroll.contentOffset = .zero
        #expect(reader.activate())
        #expect(scene.tapped == ["Row 5"])
        #expect(scene.scroll.contentOffset == Point(x: 0, y: 64))
    }
}
