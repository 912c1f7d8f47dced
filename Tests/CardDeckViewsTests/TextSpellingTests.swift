import CardDeckTesting
import Testing

@testable import CardDeckViews

/// A node's text from a string, as a `UILabel`'s, and a text field's `text`.
@MainActor
@Suite("Text from strings", .isolatedDiagnostics)
struct TextSpellingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let content: TextContent
        let expected: TextContent
        var testDescription: String { name }
    }

    nonisolated static let count = 3
    nonisolated static let rows = [
        Row(name: "a literal", content: "Title", expected: TextContent("Title")),
        Row(name: "an interpolation", content: "\(count) items", expected: TextContent("3 items")),
        Row(name: "an empty literal", content: "", expected: TextContent("")),
        Row(
            name: "a multi-line literal", content: "one\ntwo",
            expected: TextContent("one\ntwo", fontSize: 17, isBold: false, color: .black)),
    ]

    @Test("a literal or an interpolation is text content with the default style", arguments: rows)
    func literal(row: Row) {
        #expect(row.content == row.expected)
        #expect(row.content.fontSize == 17)
        #expect(!row.content.isBold)
        #expect(row.content.color == .black)
        #expect(row.content.alignment == .leading)
    }

    @Test("a node's text is set from a literal, an interpolation or a String value")
    func nodeText() {
        let node = ViewNode()
        node.text = "Title"
        #expect(node.text == TextContent("Title"))
        let name = "Ada"
        node.text = "Hello, \(name)"
        #expect(node.text?.string == "Hello, Ada")
        node.text = TextContent(name, fontSize: 22, isBold: true)
        node.text?.string = "Grace"  // the words change, the style stays
        #expect(node.text == TextContent("Grace", fontSize: 22, isBold: true))
        node.text = nil
        #expect(node.text == nil)
    }

    private func makeField() -> (Window, TextField) {
        let window = Window(size: Size(width: 390, height: 844))
        let field = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
        field.placeholder = "Name"
        field.fontSize = 20
        field.textColor = .white
        window.root.addSubview(field)
        window.advance(by: 1.0 / 120)
        return (window, field)
    }

    @Test("a text field's text is what was typed, in its style, without caret or placeholder")
    func fieldTextReads() {
        let (window, field) = makeField()
        #expect(field.text == TextContent("", fontSize: 20, color: .white))
        #expect(field.modelState.text?.string == "Name")
        field.becomeFirstResponder()
        window.send(.character("O"))
        window.send(.character("K"))
        #expect(field.text == TextContent("OK", fontSize: 20, color: .white))
        #expect(field.modelState.text?.string == "OK|")
        #expect(field.string == "OK")
    }

    @Test("setting a text field's text takes only the string, as setting `string` does")
    func fieldTextWrites() {
        let (window, field) = makeField()
        var edits = 0
        field.onChange = { _ in edits += 1 }
        field.becomeFirstResponder()
        field.text = "Hi"
        #expect(field.string == "Hi")
        #expect(field.insertionPoint == 2)
        #expect(field.modelState.text == TextContent("Hi|", fontSize: 20, color: .white))
        let draft = "two\nlines"
        field.text = "\(draft)"
        #expect(field.text?.string == "two lines")
        field.text = TextContent("Styled", fontSize: 40, isBold: true, color: Color(hex: 0xFF0000))
        #expect(field.text == TextContent("Styled", fontSize: 20, color: .white))
        field.text = nil
        #expect(field.string.isEmpty)
        #expect(edits == 0)
        window.send(.character("x"))
        #expect(edits == 1)
        #expect(field.text?.string == "x")
    }
}
