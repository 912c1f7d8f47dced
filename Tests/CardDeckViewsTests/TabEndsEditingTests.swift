import CardDeckTesting
import Testing

@testable import CardDeckViews

/// A field that edits stops editing when Tab moves focus on from it, as in UIKit: it resigns
/// first responder, and the keyboard hides unless the new focus edits.
@MainActor
@Suite("Tab ends the editing focus leaves", .isolatedDiagnostics)
struct TabEndsEditingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        /// The element focused before the move: 0 the first field, 1 the button, nil none.
        let focusedBefore: Int?
        /// The move: Tab, Shift-Tab, or a screen reader's swipe (`moveFocus`).
        let move: Move
        let focusedAfter: Int
        let stillEdits: Bool
        var testDescription: String { name }
    }

    enum Move: Sendable { case tab, shiftTab, swipe }

    nonisolated static let rows = [
        Row(
            name: "Tab onto the field that edits keeps it editing", focusedBefore: nil,
            move: .tab, focusedAfter: 0, stillEdits: true),
        Row(
            name: "Tab from the field to the button ends its editing", focusedBefore: 0,
            move: .tab, focusedAfter: 1, stillEdits: false),
        Row(
            name: "Shift-Tab from the field, wrapping to the last field, ends its editing",
            focusedBefore: 0, move: .shiftTab, focusedAfter: 2, stillEdits: false),
        Row(
            name: "Tab from the button to the other field ends the first field's editing",
            focusedBefore: 1, move: .tab, focusedAfter: 2, stillEdits: false),
        Row(
            name: "a screen reader's swipe moves its cursor and leaves the field editing",
            focusedBefore: 0, move: .swipe, focusedAfter: 1, stillEdits: true),
    ]

    @Test(arguments: rows)
    func move(row: Row) {
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let first = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
        first.accessibilityLabel = "Name"
        let button = ViewNode(frame: Rect(x: 20, y: 160, width: 350, height: 44))
        button.accessibilityLabel = "Save"
        button.accessibilityTraits = .button
        let last = TextField(frame: Rect(x: 20, y: 220, width: 350, height: 44))
        last.accessibilityLabel = "Note"
        let elements = [first, button, last]
        for element in elements { window.root.addSubview(element) }
        window.advance(by: 1.0 / 120)
        #expect(first.becomeFirstResponder())
        window.advance(by: 0.5)
        #expect(window.keyboardFrame != nil)
        if let before = row.focusedBefore { window.setAccessibilityFocus(elements[before]) }

        switch row.move {
        case .tab: #expect(window.send(KeyPress(.tab)))
        case .shiftTab: #expect(window.send(KeyPress(.tab, modifiers: .shift)))
        case .swipe: #expect(window.accessibility.moveFocus(.next))
        }
        window.advance(by: 0.5)

        #expect(window.accessibilityFocusedElement === elements[row.focusedAfter])
        #expect(first.isFirstResponder == row.stillEdits)
        #expect(!last.isFirstResponder)
        #expect((window.keyboardFrame != nil) == row.stillEdits)
        #expect(first.string.isEmpty)
    }
}
