import CardDeck
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

@Suite("Web session: pages, input, pacing and bad messages", .isolatedDiagnostics)
@MainActor
struct WebSessionTests {
    let fixture = WebSessionFixture()
    var clock: ManualClock { fixture.clock }
    var window: Window { fixture.window }
    var transport: FakeTransport { fixture.transport }
    var session: WebSession { fixture.session }
    var card: ViewNode { fixture.card }
    let first = WebConnectionID(rawValue: 1)
    let second = WebConnectionID(rawValue: 2)

    private func message(_ connection: WebConnectionID, _ text: String) -> WebServerEvent {
        .message(connection, text, receivedAtUptimeNanoseconds: 0)
    }

    /// Steps the session with events after moving the clock on by a frame.
    @discardableResult
    private func step(
        _ events: [WebServerEvent] = [],
        onKey: (WebKey) -> WebSession.KeyResponse = { _ in .continue }
    ) throws -> WebSession.KeyResponse {
        clock.advance(by: 1 / 120)
        return try session.step(events, onKey: onKey)
    }

    @Test(
        "a page that connects gets hello, the whole tree and the status line; a later page watches")
    func connect() throws {
        session.statusLine = "Drag the card"
        try step([.opened(first)])
        let messages = transport.messages(to: first)
        #expect(messages.first == "{\"t\":\"hello\",\"control\":true,\"fixed\":false}")
        let mirror = PageMirror()
        for patch in transport.patches(to: first) { try mirror.apply(message: patch) }
        #expect(mirror.difference(from: window) == nil)
        #expect(messages.contains("{\"t\":\"status\",\"text\":\"Drag the card\"}"))

        card.center.x += 30
        try step([.opened(second)])
        #expect(
            transport.messages(to: second).first
                == "{\"t\":\"hello\",\"control\":false,\"fixed\":false}")
        let late = PageMirror()
        for patch in transport.patches(to: second) { try late.apply(message: patch) }
        #expect(late.difference(from: window) == nil)
        for patch in transport.patches(to: first).dropFirst() { try mirror.apply(message: patch) }
        #expect(mirror.difference(from: window) == nil)
        #expect(session.controllingConnection == first)

        // The watching page's pointer does nothing; when the first page leaves, it takes over.
        try step([message(second, #"{"t":"p","k":"b","id":1,"x":50,"y":50,"ts":1}"#)])
        #expect(window.activeTouches.isEmpty)
        try step([.closed(first, code: 1001, reason: "")])
        #expect(session.controllingConnection == second)
        #expect(
            transport.messages(to: second).contains(
                "{\"t\":\"hello\",\"control\":true,\"fixed\":false}"))
    }

    @Test("pointer messages become touches at the page's times, mapped onto the window's clock")
    func pointers() throws {
        try step([.opened(first)])
        var tapped = 0
        let tap = TapGestureRecognizer { if $0.state == .ended { tapped += 1 } }
        card.addGestureRecognizer(tap)
        // The message, sent when the page's clock read 5,000 ms, arrives when the window's
        // clock reads `clock.now`; the event happened 10 ms before it was sent.
        try step([
            message(first, #"{"t":"p","k":"b","id":7,"x":60,"y":40,"ts":4990,"n":5000}"#)
        ])
        let offset = clock.now - 5
        let touch = try #require(window.activeTouches.first)
        #expect(touch.pointerID == 7)
        #expect(abs(touch.timestamp - (4.99 + offset)) < 1e-9)
        try step([message(first, #"{"t":"p","k":"e","id":7,"x":60,"y":40,"ts":5010,"n":5012}"#)])
        #expect(window.activeTouches.isEmpty)
        #expect(tapped == 1)
        // An end for a pointer that is not down, and a second begin, are ignored.
        try step([message(first, #"{"t":"p","k":"e","id":9,"x":1,"y":1}"#)])
        #expect(window.activeTouches.isEmpty)
    }

    @Test("a pointer message is answered in the turn that reads it, between the grid's ticks")
    func pointerAnsweredAtOnce() throws {
        try step([.opened(first)])
        let before = transport.patches(to: first).count
        // 5 ms after the latest grid frame: the next tick is 3.3 ms away; the frame runs now.
        clock.advance(by: 0.005)
        card.backgroundColor = .systemRed
        try session.step([message(first, #"{"t":"p","k":"b","id":1,"x":60,"y":40}"#)])
        #expect(window.time == clock.now)
        #expect(window.activeTouches.count == 1)
        #expect(transport.patches(to: first).count == before + 1)
        // 1 ms later the latest frame is too recent: the move waits for the grid's next tick.
        clock.advance(by: 0.001)
        try session.step([message(first, #"{"t":"p","k":"m","id":1,"x":60,"y":50}"#)])
        #expect(window.time == clock.now - 0.001)
        #expect(window.hasPendingPointerEvents)
        clock.advance(by: 1.0 / 120 - 0.001)
        try session.step([])
        #expect(!window.hasPendingPointerEvents)
    }

    @Test("a page that leaves with a finger down has its touch cancelled")
    func vanishingPageCancelsTouches() throws {
        try step([.opened(first)])
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        card.addGestureRecognizer(pan)
        try step([message(first, #"{"t":"p","k":"b","id":1,"x":60,"y":40}"#)])
        try step([message(first, #"{"t":"p","k":"m","id":1,"x":60,"y":90}"#)])
        try step([message(first, #"{"t":"p","k":"m","id":1,"x":60,"y":140}"#)])
        #expect(states.contains(.changed))
        try step([.closed(first, code: nil, reason: "connection lost")])
        try step()
        #expect(window.activeTouches.isEmpty)
        #expect(states.last == .cancelled)
    }

    @Test("the viewport resizes the window; with fixed sizing it does not")
    func viewport() throws {
        try step([.opened(first)])
        try step([message(first, #"{"t":"size","w":800,"h":600}"#)])
        #expect(window.size == Size(width: 800, height: 600))
        let mirror = PageMirror()
        for patch in transport.patches(to: first) { try mirror.apply(message: patch) }
        #expect(mirror.difference(from: window) == nil)
        session.sizing = .fixed
        try step([message(first, #"{"t":"size","w":300,"h":300}"#)])
        #expect(window.size == Size(width: 800, height: 600))
    }

    @Test("keys from the controlling page reach the handler; quit ends the step")
    func keys() throws {
        try step([.opened(first)])
        var keys: [WebKey] = []
        let response = try step([
            message(first, #"{"t":"k","key":"r","shift":false}"#),
            message(first, #"{"t":"k","key":"Escape"}"#),
        ]) { key in
            keys.append(key)
            return key.key == "Escape" ? .quit : .continue
        }
        #expect(keys == [WebKey("r"), WebKey("Escape")])
        #expect(response == .quit)
    }

    @Test("keys go to an editing field first; the rest reach the handler")
    func keysTypeIntoAField() throws {
        try step([.opened(first)])
        let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        window.root.addSubview(field)
        field.becomeFirstResponder()
        var keys: [WebKey] = []
        try step([
            message(first, #"{"t":"k","key":"q"}"#),
            message(first, #"{"t":"k","key":"Backspace"}"#),
            message(first, #"{"t":"k","key":"é","shift":true}"#),
            message(first, #"{"t":"k","key":"Escape"}"#),
            message(first, #"{"t":"k","key":"F5"}"#),
        ]) { key in
            keys.append(key)
            return .continue
        }
        #expect(field.string == "é")
        #expect(keys == [WebKey("Escape"), WebKey("F5")])
    }

    @Test("a virtual keyboard read off the visual viewport becomes the window's keyboard")
    func visualViewportKeyboard() throws {
        try step([.opened(first)])
        try step([message(first, #"{"t":"kb","top":180}"#)])
        #expect(window.keyboardFrame == Rect(x: 0, y: 180, width: 320, height: 300))
        #expect(window.softwareKeyboardHeight == nil)  // the browser draws its own
        try step([message(first, #"{"t":"kb","top":900}"#)])
        #expect(window.keyboardFrame == nil)
        try step([message(first, #"{"t":"kb","top":200}"#), message(first, #"{"t":"kb"}"#)])
        #expect(window.keyboardFrame == nil)
        // A negative or non-numeric top is refused with an error message, nothing changes.
        try step([
            message(first, #"{"t":"kb","top":-5}"#), message(first, #"{"t":"kb","top":"x"}"#),
        ])
        #expect(window.keyboardFrame == nil)
        #expect(transport.messages(to: first).filter { $0.contains(#""t":"error""#) }.count == 2)
    }

    @Test("a page that falls behind skips frames and gets the whole tree once it catches up")
    func slowPage() throws {
        try step([.opened(first)])
        let ack = { (frame: Int) in self.message(self.first, "{\"t\":\"ack\",\"f\":\(frame)}") }
        try step([ack(0)])  // the snapshot
        transport.clear()
        for _ in 0..<10 {
            card.center.y += 1
            try step()
        }
        // Four patches went out unacknowledged; the other six were skipped.
        #expect(transport.patches(to: first).count == WebSession.maximumPatchesInFlight)
        #expect(session.statistics.patchesSkipped == 10 - WebSession.maximumPatchesInFlight)
        try step([ack(1), ack(2), ack(3)])
        #expect(transport.patches(to: first).count == WebSession.maximumPatchesInFlight)
        try step([ack(4)])
        let last = try #require(transport.patches(to: first).last)
        #expect(last.contains("[\"R\","), "caught up: a snapshot")
        let mirror = PageMirror()
        try mirror.apply(message: last)
        #expect(mirror.difference(from: window) == nil)
    }

    @Test(
        "bad messages are answered or closed, and never change the window",
        arguments: [
            (#"{"t":"p","k":"b","id":1,"x":"left","y":2}"#, "invalid field 'x'"),
            (#"{"t":"p","k":"z","id":1,"x":1,"y":2}"#, "invalid field 'k'"),
            (#"{"t":"p","k":"b","id":1,"x":1e300,"y":2}"#, "invalid field 'x'"),
            (#"{"t":"p","k":"b","id":1.5,"x":1,"y":2}"#, "invalid field 'id'"),
            (#"{"t":"teleport"}"#, "unknown message type 'teleport'"),
            (#"{"k":"b"}"#, "missing field 't'"),
            (#"{"t":"size","w":-1,"h":2}"#, "invalid field 'w'"),
            (#"{"t":"k","key":""}"#, "invalid field 'key'"),
        ])
    func badMessages(text: String, error: String) throws {
        try step([.opened(first)])
        let before = window.size
        try step([message(first, text)])
        #expect(transport.messages(to: first).last == "{\"t\":\"error\",\"text\":\"\(error)\"}")
        #expect(window.activeTouches.isEmpty)
        #expect(window.size == before)
        #expect(transport.closed.isEmpty)
    }

    @Test("text that is not JSON closes the connection with 1007")
    func notJSON() throws {
        try step([.opened(first)])
        try step([message(first, "{not json")])
        #expect(transport.closed.first?.1 == 1007)
        #expect(session.connections.isEmpty)
    }

    @Test("inspect answers with the engine's frames of named nodes")
    func inspect() throws {
        card.accessibilityIdentifier = "card"
        try step([.opened(first)])
        try step([message(first, #"{"t":"inspect"}"#)])
        let reply = try #require(transport.messages(to: first).last)
        #expect(reply.contains("[\(card.id.rawValue),\"card\",20,20,100,60]"), "\(reply)")
    }
}
