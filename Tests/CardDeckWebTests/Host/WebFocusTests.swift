import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Testing

/// DOM focus follows the window's focus with a roving tabindex: the one element that has the
/// window's focus gets `tabindex="0"`, which the page focuses, and the others `"-1"`, so they
/// can take focus too (issue 30, item 2: `document.activeElement` was always `body`).
@MainActor
@Suite("Web host: a roving tabindex follows the window's focus", .isolatedDiagnostics)
struct WebFocusTests {
    @Test(
        "after each move only the focused element has tabindex 0",
        arguments: [
            ([AccessibilityFocusDirection.next], 0),
            ([.next, .next], 1),
            ([.next, .next, .next], 2),
            ([.next, .next, .next, .next], 0),  // wraps around
            ([.next, .previous], 2),  // from the first, wraps to the last
        ])
    func rovingTabindex(moves: [AccessibilityFocusDirection], focused: Int) {
        let window = Window(size: Size(width: 390, height: 844))
        let buttons = (0..<3).map { index in
            let button = ViewNode(
                frame: Rect(x: 20, y: 100 + 60 * Double(index), width: 200, height: 44))
            button.accessibilityLabel = "Button \(index)"
            button.accessibilityTraits = .button
            window.root.addSubview(button)
            return button
        }
        let recorder = PatchStreamRecorder()
        window.attach(recorder)
        window.advance(by: 0.1)
        #expect(
            buttons.allSatisfy {
                recorder.mirror.elements[$0.id.rawValue]?.aria["tabindex"] == "-1"
            })
        for move in moves {
            window.moveAccessibilityFocus(move, wrapsAround: true)
            window.advance(by: 1 / 60)
        }
        #expect(window.accessibilityFocusedElement === buttons[focused])
        for (index, button) in buttons.enumerated() {
            let tabindex = recorder.mirror.elements[button.id.rawValue]?.aria["tabindex"]
            #expect(tabindex == (index == focused ? "0" : "-1"), "Button \(index)")
        }
    }
}
