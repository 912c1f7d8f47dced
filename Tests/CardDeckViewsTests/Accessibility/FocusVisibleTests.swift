import CardDeckTesting
import CardDeckViews
import Testing

/// The focus ring shows while the keyboard navigates, as CSS `:focus-visible`: keys show it, a
/// pointer touch hides it, focus stays where it is.
@MainActor
@Suite("Focus ring: visible while the keyboard navigates", .isolatedDiagnostics)
struct FocusVisibleTests {
    private func makeWindow() -> (Window, [ViewNode]) {
        let window = Window(size: Size(width: 390, height: 844))
        let nodes = [
            labelled("Inbox", Rect(x: 16, y: 100, width: 200, height: 40)),
            labelled("Sent", Rect(x: 16, y: 160, width: 200, height: 40)),
        ]
        for node in nodes { window.root.addSubview(node) }
        window.advance(by: 1.0 / 120)
        return (window, nodes)
    }

    private func ring(in window: Window) -> ViewNode? {
        window.root.subviews.first { $0.accessibilityIdentifier == "focus.ring" }
    }

    @Test(
        "a key shows the ring, a touch hides it and keeps focus",
        arguments: [
            (KeyPress(.tab), true), (KeyPress(.down), false), (KeyPress(.right), false),
        ])
    func keysShowTouchesHide(key: KeyPress, handled: Bool) {
        let (window, nodes) = makeWindow()
        window.setAccessibilityFocus(nodes[0])
        window.send(KeyPress(.tab))
        window.tap(at: Point(x: 300, y: 600))  // away from every element
        window.advance(by: 0.1)
        #expect(ring(in: window) == nil)
        let focused = window.accessibilityFocusedElement
        #expect(focused === nodes[1])
        #expect(window.send(key) == handled)
        window.advance(by: 1.0 / 120)
        let shown = ring(in: window)
        let keyFocus = window.accessibilityFocusedElement
        #expect(shown != nil)
        // The ring stands outside the element: its line does not reach the element's frame.
        let element = keyFocus?.presentedFrameInWindow ?? .zero
        let inner = (shown?.frame ?? .zero).insetBy(dx: 2, dy: 2)
        #expect(inner.minX < element.minX && inner.maxX > element.maxX)
        #expect(inner.minY < element.minY && inner.maxY > element.maxY)
        window.tap(at: Point(x: 300, y: 600))
        window.advance(by: 0.1)
        #expect(ring(in: window) == nil)
        #expect(keyFocus != nil)
        #expect(window.accessibilityFocusedElement === keyFocus)
    }

    @Test("a ring asked for (a screen reader's cursor) stays through touches")
    func requestedRingStays() {
        let (window, nodes) = makeWindow()
        window.setAccessibilityFocus(nodes[1])
        window.showsAccessibilityFocusRing = true
        window.advance(by: 1.0 / 120)
        window.tap(at: Point(x: 300, y: 600))
        window.advance(by: 0.1)
        #expect(ring(in: window) != nil)
        #expect(window.accessibilityFocusedElement === nodes[1])
    }
}
