import CardDeck
import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Testing

/// What the tracker emits so a screen-reader user can operate the page, not only read it
/// (issue 30): every reachable element can take DOM focus, a text field is a real input
/// (value without the drawn caret, caret position), containers hold their elements in the
/// window's reading order (`aria-owns`), and a grabber's custom actions are key shortcuts.
@MainActor
@Suite(
    "Web host: focusable elements, text input, reading order, key shortcuts", .isolatedDiagnostics)
struct WebTrackerOperabilityTests {
    private func element(
        _ label: String, y: Double, traits: AccessibilityTraits = .button
    ) -> ViewNode {
        let node = ViewNode(frame: Rect(x: 20, y: y, width: 200, height: 44))
        node.accessibilityLabel = label
        node.accessibilityTraits = traits
        return node
    }

    private func aria(_ recorder: PatchStreamRecorder, _ node: ViewNode) -> [String: String] {
        recorder.mirror.elements[node.id.rawValue]?.aria ?? [:]
    }

    @Test("reachable elements get tabindex -1, the focused one 0, those behind a modal none")
    func focusable() {
        let window = Window(size: Size(width: 390, height: 844))
        let behind = element("Behind", y: 100)
        let modal = ViewNode(frame: Rect(x: 0, y: 400, width: 390, height: 444))
        modal.accessibilityViewIsModal = true
        let first = element("First", y: 10)
        let second = element("Second", y: 70)
        modal.addSubview(first)
        modal.addSubview(second)
        window.root.addSubview(behind)
        let recorder = PatchStreamRecorder()
        window.attach(recorder)
        window.advance(by: 0.1)
        #expect(aria(recorder, behind)["tabindex"] == "-1")
        window.root.addSubview(modal)
        window.setAccessibilityFocus(second)
        window.advance(by: 0.1)
        #expect(aria(recorder, behind)["tabindex"] == nil)
        #expect(aria(recorder, behind)["aria-hidden"] == "true")
        #expect(aria(recorder, first)["tabindex"] == "-1")
        #expect(aria(recorder, second)["tabindex"] == "0")
    }

    @Test(
        "a field's input: label or placeholder as its name, its text without the caret, the caret",
        arguments: [
            ("Message", nil, "", 0, "Message"),
            (nil, "Message", "Hi", 2, "Message"),
            (nil, nil, "Hello", 1, nil),
        ] as [(String?, String?, String, Int, String?)])
    func textInput(
        label: String?, placeholder: String?, typed: String, caret: Int, name: String?
    ) {
        let window = Window(size: Size(width: 390, height: 844))
        let field = TextField(frame: Rect(x: 20, y: 100, width: 200, height: 44))
        field.accessibilityLabel = label
        field.placeholder = placeholder
        window.root.addSubview(field)
        let recorder = PatchStreamRecorder()
        window.attach(recorder)
        field.becomeFirstResponder()
        for character in typed { window.send(KeyPress(.character(character))) }
        for _ in caret..<typed.count { window.send(KeyPress(.left)) }
        window.advance(by: 0.1)
        #expect(field.drawnText?.string.contains("|") == true, "the field draws its caret")
        let values = aria(recorder, field)
        #expect(values["role"] == "textbox")
        #expect(values["data-input"] == "text")
        #expect(values["value"] == typed)
        #expect(values["data-caret"] == String(caret))
        #expect(values["aria-label"] == name)
        #expect(values["aria-description"] == nil, "the value is the input's, not a description")
    }

    @Test(
        "containers own their elements in reading order only where the DOM order differs",
        arguments: [false, true])
    func readingOrder(titleAddedLast: Bool) throws {
        let window = Window(size: Size(width: 390, height: 844))
        let dialog = ViewNode(frame: Rect(x: 0, y: 300, width: 390, height: 544))
        dialog.accessibilityViewIsModal = true
        let title = element("Title", y: 10, traits: .header)
        let button = element("Button", y: 100)
        let grabber = element("Dismiss", y: 0)
        grabber.frame.size.height = 8
        for node in titleAddedLast ? [button, grabber, title] : [grabber, title, button] {
            dialog.addSubview(node)
        }
        let menu = element("Menu", y: 100)
        let heading = element("Heading", y: 20, traits: .header)
        window.root.addSubview(menu)
        window.root.addSubview(heading)
        window.root.addSubview(dialog)
        let recorder = PatchStreamRecorder()
        window.attach(recorder)
        window.advance(by: 0.1)
        let owns = aria(recorder, dialog)["aria-owns"]
        let expected = [grabber, title, button].map { "n\($0.id.rawValue)" }.joined(separator: " ")
        #expect(owns == (titleAddedLast ? expected : nil))
        // Behind the dialog: out of the reading order, so the root owns nothing.
        #expect(aria(recorder, window.root)["aria-owns"] == nil)
        dialog.removeFromSuperview()
        window.advance(by: 0.1)
        #expect(
            aria(recorder, window.root)["aria-owns"]
                == "n\(heading.id.rawValue) n\(menu.id.rawValue)",
            "the heading above the menu is read first though added after it")
    }

    @Test("a card's grabber offers its custom actions as key shortcuts", arguments: [1, 2])
    func grabberShortcuts(detents: Int) throws {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        let recorder = PatchStreamRecorder()
        window.attach(recorder)
        window.advance(by: 0.1)
        let configuration = CardConfiguration(
            detents: detents == 1 ? [.large] : [.medium, .large])
        root.presentCard(ViewController(), configuration: configuration)
        window.advance(by: 2)
        let grabber = try #require(
            window.accessibilityElements.first { !$0.customActionNames.isEmpty })
        let values = try #require(recorder.mirror.elements[grabber.nodeID.rawValue]?.aria)
        #expect(grabber.customActionNames.contains("Dismiss"))
        #expect(
            values["aria-keyshortcuts"]
                == (detents == 1 ? "Escape" : "ArrowUp ArrowDown Escape"))
    }
}
