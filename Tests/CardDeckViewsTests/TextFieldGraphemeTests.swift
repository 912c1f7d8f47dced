import CardDeckTesting
import Testing

@testable import CardDeckViews

/// Typing a character that joins the one before or after it into one grapheme (a skin tone
/// after an emoji, the second half of a flag, a combining accent), as a terminal sends when
/// its bytes are split across reads or a paste starts with one.
@MainActor
@Suite("Text field: characters that join their neighbours", .isolatedDiagnostics)
struct TextFieldGraphemeTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        /// The text before the edit and where the caret stands in it, in characters.
        let text: String
        let caret: Int
        /// The characters typed, one key press each.
        let typed: [Character]
        let expectedText: String
        let expectedCaret: Int
        var testDescription: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row(
            name: "a skin tone after an emoji at the end", text: "a👍", caret: 2,
            typed: ["\u{1F3FD}", "b"], expectedText: "a👍🏽b", expectedCaret: 3),
        Row(
            name: "the second half of a flag", text: "x", caret: 1,
            typed: ["\u{1F1EB}", "\u{1F1F7}", "!"], expectedText: "x🇫🇷!", expectedCaret: 3),
        Row(
            name: "a combining accent in the middle", text: "eb", caret: 1,
            typed: ["\u{301}", "c"], expectedText: "e\u{301}cb", expectedCaret: 2),
        Row(
            name: "a joiner and a second person", text: "👨", caret: 1,
            typed: ["\u{200D}", "👩"], expectedText: "👨‍👩", expectedCaret: 1),
    ]

    @Test(arguments: rows)
    func typingKeepsTheCaretAfterWhatWasTyped(_ row: Row) {
        let window = Window(size: Size(width: 390, height: 844))
        let field = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
        window.root.addSubview(field)
        field.string = row.text
        field.insertionPoint = row.caret
        #expect(field.becomeFirstResponder())
        for character in row.typed { #expect(window.send(.character(character))) }
        #expect(field.string == row.expectedText)
        #expect(field.insertionPoint == row.expectedCaret)
        #expect(field.insertionPoint <= field.string.count)
        // One Backspace removes the grapheme before the caret, whole.
        let before = field.string
        #expect(window.send(KeyPress(.backspace)))
        #expect(field.string.count == before.count - 1)
    }
}
