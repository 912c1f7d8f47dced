import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

/// DOM focus moved in the page (a click, a screen reader's cursor, a field's input) moves the
/// window's focus: the page sends `{t: "focus", id}` (issue 30: the page stopped fighting
/// the browser). Only a reachable element of the window's accessibility tree takes it.
@Suite("Web session: DOM focus moves the window's focus", .isolatedDiagnostics)
@MainActor
struct WebFocusMessageTests {
    let clock = ManualClock()
    let window: Window
    let transport = FakeTransport()
    let session: WebSession
    let page = WebConnectionID(rawValue: 1)
    let buttons: [ViewNode]
    let field = TextField(frame: Rect(x: 20, y: 300, width: 200, height: 44))

    init() {
        window = Window(size: Size(width: 320, height: 480), clock: clock)
        buttons = (0..<2).map { index in
            let button = ViewNode(
                frame: Rect(x: 20, y: 100 + 60 * Double(index), width: 200, height: 44))
            button.accessibilityLabel = "Button \(index)"
            button.accessibilityTraits = .button
            return button
        }
        for button in buttons { window.root.addSubview(button) }
        field.accessibilityLabel = "Message"
        window.root.addSubview(field)
        session = WebSession(window: window, transport: transport)
    }

    private func step(_ events: [WebServerEvent] = []) throws {
        clock.advance(by: 1 / 120)
        try session.step(events)
    }

    private func focus(_ id: UInt64, edit: Bool = false) -> WebServerEvent {
        .message(
            page, "{\"t\":\"focus\",\"id\":\(id)\(edit ? ",\"edit\":true" : "")}",
            receivedAtUptimeNanoseconds: 0)
    }

    @Test(
        "the message is read, and a bad id is refused",
        arguments: [
            ("{\"t\":\"focus\",\"id\":12}", WebClientMessage.focus(nodeID: 12, edits: false)),
            ("{\"t\":\"focus\",\"id\":7,\"edit\":true}", .focus(nodeID: 7, edits: true)),
            ("{\"t\":\"focus\",\"id\":7,\"edit\":false}", .focus(nodeID: 7, edits: false)),
            ("{\"t\":\"focus\",\"id\":-1}", nil),
            ("{\"t\":\"focus\",\"id\":1.5}", nil),
            ("{\"t\":\"focus\",\"id\":\"3\"}", nil),
            ("{\"t\":\"focus\",\"id\":1e300}", nil),
            ("{\"t\":\"focus\"}", nil),
        ] as [(String, WebClientMessage?)])
    func parsing(text: String, expected: WebClientMessage?) {
        let parsed = try? WebClientMessage.parse(text).message
        #expect(parsed == expected, "\(text)")
    }

    @Test("a focus message moves the window's focus, and the page hears it as tabindex 0")
    func movesFocus() throws {
        try step([.opened(page)])
        #expect(window.accessibilityFocusedElement == nil)
        try step([focus(buttons[1].id.rawValue)])
        #expect(window.accessibilityFocusedElement === buttons[1])
        let patches = transport.patches(to: page).joined()
        #expect(patches.contains("[\"a\",\(buttons[1].id.rawValue),{\"tabindex\":\"0\"}]"))
        #expect(!window.showsAccessibilityFocusRing, "a click or a cursor does not show the ring")
    }

    @Test("an id that is not a reachable element is ignored", arguments: [0, 1, 2])
    func ignoresUnreachable(which: Int) throws {
        let modal = ViewNode(frame: Rect(x: 0, y: 240, width: 320, height: 240))
        modal.accessibilityViewIsModal = true
        let inside = ViewNode(frame: Rect(x: 10, y: 10, width: 100, height: 44))
        inside.accessibilityLabel = "Inside"
        inside.accessibilityTraits = .button
        modal.addSubview(inside)
        window.root.addSubview(modal)
        let hidden = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.accessibilityLabel = "Hidden"
        hidden.isHidden = true
        window.root.addSubview(hidden)
        try step([.opened(page)])
        window.setAccessibilityFocus(inside)
        try step()
        // Behind the modal node, hidden, unknown.
        let ids = [buttons[0].id.rawValue, hidden.id.rawValue, 999_999]
        try step([focus(ids[which])])
        #expect(window.accessibilityFocusedElement === inside)
    }

    @Test("focus in a field's input makes the field edit; without edit it only focuses")
    func editsField() throws {
        try step([.opened(page)])
        try step([focus(field.id.rawValue)])
        #expect(window.accessibilityFocusedElement === field)
        #expect(!field.isFirstResponder)
        try step([focus(field.id.rawValue, edit: true)])
        #expect(field.isFirstResponder)
        try step([focus(buttons[0].id.rawValue, edit: true)])
        #expect(window.accessibilityFocusedElement === buttons[0])
        #expect(!buttons[0].isFirstResponder)
    }
}
