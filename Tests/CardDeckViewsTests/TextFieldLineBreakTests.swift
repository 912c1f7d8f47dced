import CardDeckTesting
import Testing

@testable import CardDeckViews

/// A text field is one line: every kind of line break set into it becomes one space, and a
/// line break typed is not inserted.
@MainActor
@Suite("Text field: line breaks", .isolatedDiagnostics)
struct TextFieldLineBreakTests {
    @Test(arguments: [
        ("a\nb", "a b"), ("a\r\nb", "a b"), ("a\rb", "a b"), ("a\u{2028}b", "a b"),
        ("a\u{85}b", "a b"), ("a\n\nb", "a  b"),
    ])
    func lineBreaksSetBecomeSpaces(text: String, expected: String) {
        let field = TextField()
        field.string = text
        #expect(field.string == expected)
        #expect(field.insertionPoint == expected.count)
    }

    @Test(arguments: ["\r\n", "\u{2028}", "\u{85}"] as [Character])
    func aLineBreakTypedIsNotInserted(_ lineBreak: Character) {
        let window = Window(size: Size(width: 390, height: 844))
        let field = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
        window.root.addSubview(field)
        #expect(field.becomeFirstResponder())
        window.send(.character("a"))
        window.send(.character(lineBreak))
        #expect(field.string == "a")
    }
}
