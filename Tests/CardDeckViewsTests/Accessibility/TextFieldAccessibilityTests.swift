import CardDeckTesting
import Testing

@testable import CardDeckViews

/// What a screen reader reads for a text field: its caret is drawing, not content.
@MainActor
@Suite("Text field accessibility", .isolatedDiagnostics)
struct TextFieldAccessibilityTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let label: String?
        let placeholder: String?
        let typed: String
        let editing: Bool
        let expectedSpeech: String
        var testDescription: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row(
            name: "typed into, editing, no label", label: nil, placeholder: nil, typed: "hi",
            editing: true, expectedSpeech: "hi"),
        Row(
            name: "empty, editing, a placeholder", label: nil, placeholder: "Name", typed: "",
            editing: true, expectedSpeech: "Name"),
        Row(
            name: "typed into, not editing, a placeholder", label: nil, placeholder: "Name",
            typed: "Bo", editing: false, expectedSpeech: "Name, Bo"),
        Row(
            name: "labelled, editing", label: "Message", placeholder: "Say hi", typed: "yo",
            editing: true, expectedSpeech: "Message, yo"),
        Row(
            name: "empty, no label, no placeholder", label: nil, placeholder: nil, typed: "",
            editing: false, expectedSpeech: ""),
    ]

    @Test(arguments: rows)
    func speech(_ row: Row) throws {
        let window = Window(size: Size(width: 390, height: 844))
        window.softwareKeyboardHeight = nil
        let field = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
        field.accessibilityLabel = row.label
        field.placeholder = row.placeholder
        window.root.addSubview(field)
        #expect(field.becomeFirstResponder())
        for character in row.typed { window.send(.character(character)) }
        if !row.editing { field.resignFirstResponder() }
        window.advance(by: 1.0 / 120)
        // Reachable as an element, even empty with nothing to name it.
        let element = try #require(window.accessibilityElements.first { $0.nodeID == field.id })
        #expect(ScreenReader.speech(for: element) == row.expectedSpeech)
        #expect(!element.label.contains("|"))
        #expect(!element.traits.contains(.staticText))
        #expect(element.value == row.typed)
    }
}
