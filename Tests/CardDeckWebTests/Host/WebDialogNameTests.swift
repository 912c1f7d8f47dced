import CardDeck
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import CardDeckWeb
import Testing

/// Every dialog has an accessible name (issue 30, item 3: each card's dialog had an empty
/// one), and the window's drawn keyboard is hidden from assistive technology while the page
/// types with the user's own keys (item 6).
@MainActor
@Suite("Web host: dialog names and the drawn keyboard", .isolatedDiagnostics)
struct WebDialogNameTests {
    /// One node of a card's content, in the order added.
    struct Content: Sendable, CustomStringConvertible {
        var text: String?
        var label: String?
        var traits: AccessibilityTraits?
        var isHidden = false
        var description: String { "\(text ?? label ?? "-")\(isHidden ? " (hidden)" : "")" }
    }

    struct Row: Sendable, CustomStringConvertible {
        var name: String
        var viewLabel: String?
        var content: [Content]
        var expected: String?
        var description: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row(
            name: "a heading names it, ahead of earlier text",
            content: [
                Content(text: "1:24"), Content(text: "Now Playing", traits: .header),
            ],
            expected: "Now Playing"),
        Row(
            name: "else the first text that is not a control: the card's title",
            content: [
                Content(label: "Close", traits: .button), Content(text: "Reply to Maya"),
                Content(text: "Sent as you type"),
            ],
            expected: "Reply to Maya"),
        Row(
            name: "the presented controller's view label, ahead of its content",
            viewLabel: "Player", content: [Content(text: "Paper Planets")], expected: "Player"),
        Row(
            name: "hidden text is not the name",
            content: [Content(text: "Secret", isHidden: true), Content(text: "Visible")],
            expected: "Visible"),
        Row(
            name: "controls only: no name",
            content: [Content(label: "Play", traits: .button)], expected: nil),
    ]

    @Test("a card's dialog is named after its title", arguments: rows)
    func dialogName(row: Row) {
        let page = RecordedCardWindow()
        let recorder = page.recorder
        let card = ViewController()
        card.view.accessibilityLabel = row.viewLabel
        for (index, item) in row.content.enumerated() {
            let node = ViewNode(
                frame: Rect(x: 16, y: 24 + 30 * Double(index), width: 300, height: 22))
            if let text = item.text { node.text = TextContent(text, fontSize: 17) }
            node.accessibilityLabel = item.label
            if let traits = item.traits { node.accessibilityTraits = traits }
            node.isHidden = item.isHidden
            card.view.addSubview(node)
        }
        page.present(card)
        let container = card.view.superview?.superview
        let aria = container.flatMap { recorder.mirror.elements[$0.id.rawValue]?.aria } ?? [:]
        #expect(aria["role"] == "dialog")
        #expect(aria["aria-label"] == row.expected)
    }

    @Test("the drawn keyboard is aria-hidden while a field edits, its keys with it")
    func drawnKeyboardHidden() throws {
        let window = Window(size: Size(width: 390, height: 844))
        let recorder = PatchStreamRecorder()
        window.attach(recorder)
        let field = TextField(frame: Rect(x: 0, y: 100, width: 200, height: 40))
        window.root.addSubview(field)
        window.advance(by: 0.1)
        field.becomeFirstResponder()
        window.advance(by: 1)
        let keyboard = try #require(
            window.root.subviews.first { $0.accessibilityIdentifier == "keyboard" })
        #expect(recorder.mirror.elements[keyboard.id.rawValue]?.aria == ["aria-hidden": "true"])
        #expect(keyboard.subviews.count == 27)
        for key in keyboard.subviews {
            #expect(recorder.mirror.elements[key.id.rawValue]?.aria == [:])
        }
        #expect(recorder.mirror.elements[field.id.rawValue]?.aria["role"] == "textbox")
    }
}
