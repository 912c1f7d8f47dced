import CardDeckViews
import CardDeckWeb
import Testing

/// What a careless or hostile page can make a session do: bounded.
@Suite("Web session: a page's pointers are capped, patches go out as bytes")
@MainActor
struct WebSessionHostilePageTests {
    let clock = ManualClock()
    let window: Window
    let transport = ByteRecordingTransport()
    let session: WebSession
    let page = WebConnectionID(rawValue: 1)

    init() {
        window = Window(size: Size(width: 320, height: 480), clock: clock)
        window.root.addSubview(ViewNode(frame: Rect(x: 20, y: 20, width: 100, height: 60)))
        session = WebSession(window: window, transport: transport)
    }

    private func step(_ texts: [String]) throws {
        clock.advance(by: 1 / 120)
        try session.step(
            texts.map { .message(page, $0, receivedAtUptimeNanoseconds: 0) })
    }

    private static func pointer(_ kind: String, _ id: Int) -> String {
        "{\"t\":\"p\",\"k\":\"\(kind)\",\"id\":\(id),\"x\":50,\"y\":50}"
    }

    @Test func documentedLimit() {
        #expect(WebSession.maximumPointersPerPage == 11)
    }

    @Test func pointersBeyondTheLimitAreIgnoredWithTheirMovesAndReleases() throws {
        try session.step([.opened(page)])
        try step((1...50).map { Self.pointer("b", $0) })
        #expect(window.activeTouches.count == WebSession.maximumPointersPerPage)
        #expect(Set(window.activeTouches.map(\.pointerID)) == Set(1...11))
        // Releasing one makes room for one more.
        try step([Self.pointer("e", 3), Self.pointer("b", 40)])
        #expect(window.activeTouches.count == 11)
        #expect(window.activeTouches.contains { $0.pointerID == 40 })
        try step((1...50).map { Self.pointer("e", $0) })
        #expect(window.activeTouches.isEmpty)
    }

    @Test func patchesGoOutAsUTF8Bytes() throws {
        try session.step([.opened(page)])
        let snapshots = transport.byteMessages.count
        window.root.subviews[0].center.x += 10
        try step([])
        #expect(transport.byteMessages.count == snapshots + 1)
        let patch = String(decoding: try #require(transport.byteMessages.last), as: UTF8.self)
        #expect(patch.hasPrefix("{\"t\":\"patch\",\"f\":\(window.frameCount),"))
        #expect(session.statistics.latestBytes == transport.byteMessages.last?.count)
    }
}

/// A transport that records the messages it gets as bytes apart from those it gets as text.
@MainActor
final class ByteRecordingTransport: WebTransport {
    private(set) var textMessages: [String] = []
    private(set) var byteMessages: [[UInt8]] = []

    func waitForEvents(timeout: Double) -> [WebServerEvent] { [] }
    func send(_ text: String, to connection: WebConnectionID) { textMessages.append(text) }
    func send(utf8 text: [UInt8], to connection: WebConnectionID) { byteMessages.append(text) }
    func pendingOutboundBytes(for connection: WebConnectionID) -> Int { 0 }
    func close(_ connection: WebConnectionID, code: UInt16, reason: String) {}
}
