import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

/// A page that falls behind gets the whole tree instead of the patches it missed; the
/// announcements those patches carried must come with it (issue 30, item 4: "Card presented,
/// medium" vanished when a page was kept busy for 1.5 s).
@Suite("Web session: announcements reach a page that catches up", .isolatedDiagnostics)
@MainActor
struct WebSessionAnnouncementTests {
    let fixture = WebSessionFixture()
    var clock: ManualClock { fixture.clock }
    var window: Window { fixture.window }
    var transport: FakeTransport { fixture.transport }
    var session: WebSession { fixture.session }
    var card: ViewNode { fixture.card }
    let page = WebConnectionID(rawValue: 1)
    let watcher = WebConnectionID(rawValue: 2)

    /// Steps a frame; the watcher acknowledges every patch, so it never falls behind.
    private func step(_ events: [WebServerEvent] = []) throws {
        clock.advance(by: 1 / 120)
        let watching = session.connections.contains(watcher) ? [ack(watcher, 0)] : []
        try session.step(events + watching)
    }

    private func ack(_ connection: WebConnectionID, _ frame: Int) -> WebServerEvent {
        .message(connection, "{\"t\":\"ack\",\"f\":\(frame)}", receivedAtUptimeNanoseconds: 0)
    }

    /// What the page's live region is told by the patches sent to a connection, in order.
    private func said(to connection: WebConnectionID) throws -> [String] {
        let mirror = PageMirror()
        for patch in transport.patches(to: connection) { try mirror.apply(message: patch) }
        return mirror.announcements
    }

    /// Both pages connect and apply their snapshots; then `page` stops acknowledging until it
    /// has `maximumPatchesInFlight` patches in flight, each with a move and no announcement.
    private func fallBehind() throws {
        try step([.opened(page), .opened(watcher)])
        try step([ack(page, 0)])
        for _ in 0..<WebSession.maximumPatchesInFlight {
            card.center.y += 1
            try step()
        }
    }

    @Test(
        "a page behind gets the newest five announcements it missed with its snapshot, once",
        arguments: [1, 3, 5, 8])
    func missedAnnouncementsComeWithTheSnapshot(count: Int) throws {
        try fallBehind()
        let made = (1...count).map { "Said \($0)" }
        for text in made {
            window.post(.announcement(text))
            try step()
        }
        let inFlight = WebSession.maximumPatchesInFlight
        #expect(try said(to: page) == [], "behind: no patch carried them")
        try step((1...inFlight).map { ack(page, $0) })
        let kept = Array(made.suffix(5))
        #expect(try said(to: page) == kept, "the snapshot carries the newest five")
        #expect(try said(to: watcher) == made, "a page that kept up heard each once")
        #expect(transport.patches(to: page).last?.contains("[\"R\",") == true)
        // Caught up: the next patch speaks what is new, and nothing is said twice.
        window.post(.announcement("After"))
        try step()
        #expect(try said(to: page) == kept + ["After"])
    }

    @Test("a page behind that missed no announcement gets none with its snapshot")
    func nothingMissedNothingSaid() throws {
        window.post(.announcement("Before"))
        try fallBehind()
        card.center.y += 1
        try step()
        try step((1...WebSession.maximumPatchesInFlight).map { ack(page, $0) })
        #expect(transport.patches(to: page).last?.contains("[\"R\",") == true)
        #expect(try said(to: page) == [])
    }
}
