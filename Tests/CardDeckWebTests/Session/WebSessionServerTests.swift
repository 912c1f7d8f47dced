import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Testing

/// A session on a real loopback server, driven by a raw WebSocket client: the wiring from a
/// page's bytes to the window and back.
@Suite("Web session over a real server", .isolatedDiagnostics)
@MainActor
struct WebSessionServerTests {
    @Test("hello, the tree, the status line; a viewport message comes back as a resize patch")
    func endToEnd() throws {
        let server = try WebServer.testing { $0.page = WebPage.html }
        defer { server.stop() }
        let clock = ManualClock()
        let window = Window(size: Size(width: 320, height: 480), clock: clock)
        let card = ViewNode(frame: Rect(x: 10, y: 10, width: 100, height: 50))
        card.backgroundColor = .systemBlue
        window.root.addSubview(card)
        let session = WebSession(window: window, transport: server)
        session.statusLine = "Drag the card"

        let client = try RawSocketClient(port: server.port)
        let response = try client.openWebSocket(port: server.port, token: "secret")
        #expect(response.status == 101)
        clock.advance(by: 1 / 120)
        try session.step(server.events { if case .opened = $0 { true } else { false } })
        // The page connected before the window's first frame: hello and the status line at
        // once, then that frame's patch, the whole tree.
        let texts = try (0..<3).map { _ in
            String(decoding: try client.readFrame().payload, as: UTF8.self)
        }
        #expect(texts[0] == "{\"t\":\"hello\",\"control\":true,\"fixed\":false}")
        #expect(texts[1] == "{\"t\":\"status\",\"text\":\"Drag the card\"}")
        let mirror = PageMirror()
        try mirror.apply(message: texts[2])
        #expect(mirror.difference(from: window) == nil)

        try client.sendText(#"{"t":"ack","f":1}"#)
        try client.sendText(#"{"t":"size","w":800,"h":600}"#)
        clock.advance(by: 1 / 120)
        try session.step(
            server.events {
                if case .message(_, let text, _) = $0 { text.contains("size") } else { false }
            })
        #expect(window.size == Size(width: 800, height: 600))
        let patch = String(decoding: try client.readFrame().payload, as: UTF8.self)
        #expect(patch.contains("[\"W\",800,600]"), "\(patch)")
        try mirror.apply(message: patch)
        #expect(mirror.difference(from: window) == nil)
    }

    @Test("the page is served with the token, and refused without it")
    func page() throws {
        let server = try WebServer.testing { $0.page = WebPage.html }
        defer { server.stop() }
        let client = try RawSocketClient(port: server.port)
        try client.sendRequest("/?token=secret", port: server.port)
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self).contains("touch-action: none"))
        let stranger = try RawSocketClient(port: server.port)
        try stranger.sendRequest("/", port: server.port)
        #expect(try stranger.readResponse().status == 403)
    }
}
