import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Accessibility focus", .isolatedDiagnostics)
struct AccessibilityFocusTests {
    private func scene() -> (Window, [ViewNode]) {
        let window = Window(size: Size(width: 300, height: 300))
        let nodes = ["a", "b", "c"].enumerated().map { index, name in
            labelled(name, Rect(x: 0, y: Double(index) * 50, width: 100, height: 40))
        }
        for node in nodes { window.root.addSubview(node) }
        return (window, nodes)
    }

    @Test("Next and previous walk the reading order and stop at the ends unless wrapping")
    func order() {
        let (window, nodes) = scene()
        #expect(window.accessibilityFocusedElement == nil)
        #expect(window.moveAccessibilityFocus(.previous))
        #expect(window.accessibilityFocusedElement === nodes[2])
        #expect(!window.moveAccessibilityFocus(.next))
        #expect(window.moveAccessibilityFocus(.next, wrapsAround: true))
        #expect(window.accessibilityFocusedElement === nodes[0])
        #expect(window.moveAccessibilityFocus(.next))
        #expect(window.accessibilityFocusedElement === nodes[1])
        #expect(window.moveAccessibilityFocus(.previous))
        #expect(window.accessibilityFocusedElement === nodes[0])
    }

    @Test("Focus on a node that leaves the tree falls back to the first element, then to nil")
    func leavesTree() {
        let (window, nodes) = scene()
        window.setAccessibilityFocus(nodes[1])
        nodes[1].removeFromSuperview()
        #expect(window.accessibilityFocusedElement === nodes[0])
        nodes[2].isHidden = true
        nodes[0].removeFromSuperview()
        #expect(window.accessibilityFocusedElement == nil)
        #expect(!window.activateFocusedElement())
        #expect(!window.performAccessibilityEscape())
        nodes[2].isHidden = false
        #expect(window.accessibilityFocusedElement == nil)  // nothing took focus since
    }

    @Test("Focus on a node put behind a modal view moves to the modal subtree's first element")
    func behindModal() {
        let (window, nodes) = scene()
        window.setAccessibilityFocus(nodes[0])
        let sheet = ViewNode(frame: window.bounds)
        sheet.accessibilityViewIsModal = true
        let inside = labelled("inside", Rect(x: 0, y: 200, width: 100, height: 40))
        sheet.addSubview(inside)
        window.root.insertSubview(sheet, belowSubview: nodes[2])
        // "c" is in front of the modal sheet: it stays, read after the sheet (whose top is
        // higher); focus falls back to the first element.
        #expect(window.accessibilityElements.map(\.label) == ["inside", "c"])
        #expect(window.accessibilityFocusedElement === inside)
    }

    @Test("A released focused node is not kept alive and focus falls back")
    func released() {
        let window = Window(size: Size(width: 300, height: 300))
        let keep = labelled("keep", Rect(x: 0, y: 100, width: 10, height: 10))
        window.root.addSubview(keep)
        weak var weakNode: ViewNode?
        do {
            let node = labelled("gone", Rect(x: 0, y: 0, width: 10, height: 10))
            weakNode = node
            window.root.addSubview(node)
            window.setAccessibilityFocus(node)
            node.removeFromSuperview()
        }
        window.advance(by: 1 / 120)  // the commit lets go of the removed node
        #expect(weakNode == nil)
        #expect(window.accessibilityFocusedElement === keep)
    }

    @Test("Bad focus targets are ignored with a warning")
    func badTargets() {
        let (window, nodes) = scene()
        window.setAccessibilityFocus(nodes[0])
        window.setAccessibilityFocus(ViewNode())
        let empty = ViewNode()
        window.root.addSubview(empty)
        window.setAccessibilityFocus(empty)
        #expect(window.accessibilityFocusedElement === nodes[0])
        #expect(Diagnostics.warnings.count == 2)
    }

    @Test("screenChanged focuses the first element inside its node, lazily; nil the first of all")
    func screenChanged() {
        let (window, nodes) = scene()
        let group = ViewNode(frame: Rect(x: 150, y: 0, width: 100, height: 300))
        let inner = labelled("inner", Rect(x: 0, y: 100, width: 50, height: 20))
        group.addSubview(inner)
        window.root.addSubview(group)
        window.post(.screenChanged(group))
        #expect(window.accessibilityFocusedElement === inner)
        window.post(.screenChanged(nil))
        #expect(window.accessibilityFocusedElement === nodes[0])
        window.post(.layoutChanged(nodes[2]))
        #expect(window.accessibilityFocusedElement === nodes[2])
        window.post(.layoutChanged(nil))
        #expect(window.accessibilityFocusedElement === nodes[2])
    }

    @Test("Announcements are kept, counted and capped, and reach observers")
    func announcements() {
        let (window, _) = scene()
        let reader = ScreenReader(window: window)
        for index in 0..<(Window.accessibilityAnnouncementCapacity + 5) {
            window.post(.announcement("n\(index)"))
        }
        #expect(window.accessibilityAnnouncementCount == 105)
        #expect(window.accessibilityAnnouncements.count == 100)
        #expect(window.accessibilityAnnouncements.first == "n5")
        #expect(reader.lastSpoken == "n104")
    }

    @Test("Activation taps the element's centre through pointer input")
    func activationTaps() {
        let (window, nodes) = scene()
        let tap = TapGestureRecognizer()
        var taps = 0
        _ = tap.addTarget { recognizer in if recognizer.state == .ended { taps += 1 } }
        nodes[1].addGestureRecognizer(tap)
        window.advance(by: 0.1)
        window.setAccessibilityFocus(nodes[1])
        #expect(window.activateFocusedElement())
        window.advance(by: 0.1)
        #expect(taps == 1)
    }

    @Test("Escape goes from the focused element up its ancestors to the first that handles it")
    func escapeWalksUp() {
        let window = Window(size: Size(width: 300, height: 300))
        let outer = ViewNode(frame: window.bounds)
        let middle = ViewNode(frame: window.bounds)
        let leaf = labelled("leaf", Rect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        middle.accessibilityEscapeHandler = {
            log.append("middle")
            return false
        }
        outer.accessibilityEscapeHandler = {
            log.append("outer")
            return true
        }
        outer.addSubview(middle)
        middle.addSubview(leaf)
        window.root.addSubview(outer)
        #expect(!window.performAccessibilityEscape())  // nothing focused, no modal view
        window.setAccessibilityFocus(leaf)
        #expect(window.performAccessibilityEscape())
        #expect(log == ["middle", "outer"])
    }

    @Test("Focus keys come after the first responder: Tab, Shift-Tab, Enter, Escape")
    func keys() {
        let (window, nodes) = scene()
        var activated = 0
        nodes[0].accessibilityActivationHandler = {
            activated += 1
            return true
        }
        #expect(!window.send(KeyPress(.enter)))  // nothing focused yet
        #expect(window.send(KeyPress(.tab)))
        #expect(window.accessibilityFocusedElement === nodes[0])
        #expect(window.send(KeyPress(.tab, modifiers: .shift)))
        #expect(window.accessibilityFocusedElement === nodes[2])  // wraps
        #expect(window.send(KeyPress(.tab)))
        #expect(window.send(KeyPress(.enter)))
        #expect(activated == 1)
        #expect(!window.send(KeyPress(.escape)))  // nobody handles it
        #expect(!window.send(KeyPress(.tab, modifiers: .control)))
        #expect(!window.send(.character("x")))
    }

    @Test("The focus ring frames the focused element, follows it, stays in front, then goes")
    func ring() {
        let (window, nodes) = scene()
        func ring() -> ViewNode? {
            window.root.subviews.first { $0.accessibilityIdentifier == "focus.ring" }
        }
        window.setAccessibilityFocus(nodes[1])
        window.advance(by: 1 / 120)
        #expect(ring() == nil)  // focus was not moved by keys or a screen reader
        window.send(KeyPress(.tab))
        window.advance(by: 1 / 120)
        let shown = ring()
        #expect(shown?.presentation.frame == Rect(x: -3, y: 97, width: 106, height: 46))
        #expect(shown?.border.width == 2)
        #expect(shown?.backgroundColor == nil)
        #expect(shown?.isUserInteractionEnabled == false)
        #expect(!window.accessibilityElements.contains { $0.identifier == "focus.ring" })
        ViewNode.animate(withDuration: 1) { nodes[2].center.x += 100 }
        window.root.addSubview(labelled("late", Rect(x: 0, y: 250, width: 10, height: 10)))
        #expect(window.root.subviews.last === shown)
        window.advance(by: 0.5)
        let moving = nodes[2].presentedFrameInWindow
        #expect(shown?.presentation.frame.midX == moving.midX)
        window.showsAccessibilityFocusRing = false
        #expect(ring() == nil)
    }
}
