import CardDeckInspector
import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

/// The timeline inside the inspector host: the pages' `i.timeline` commands reach it through
/// the session, the controlling page scrubs while the other watches, and every page hears.
@MainActor
@Suite("Timeline in the inspector host", .isolatedDiagnostics)
struct TimelineInspectorTests {
    let transport = FakeTransport()
    let window: Window
    let session: WebSession
    let section = TimelineSection.demo()
    let controlling = WebConnectionID(rawValue: 1)
    let watching = WebConnectionID(rawValue: 2)

    init() throws {
        window = SyntheticSession.makeLiveWindow().window
        session = WebSession(window: window, transport: transport)
        session.inspector = WebInspector(sections: [section])
        let descriptor = try #require(ScenarioCatalog.scenario(named: SyntheticSession.scenario))
        section.start(descriptor, in: window)
        try session.step([.opened(controlling), .opened(watching)])
        SyntheticSession.play(seconds: 10, in: window, seed: 11, busy: 0.8)
    }

    private func send(_ text: String, from connection: WebConnectionID) throws {
        try session.step([.message(connection, text, receivedAtUptimeNanoseconds: 0)])
    }

    @Test("the controlling page scrubs back; the watching page's seek is ignored; both hear")
    func scrubThroughTheHost() throws {
        let live = session.window
        try send(#"{"t":"i.timeline","do":"seek","frame":10}"#, from: watching)
        #expect(session.window === live)
        try send(#"{"t":"i.timeline","do":"seek","frame":240}"#, from: controlling)
        #expect(session.window !== live)
        #expect(session.pausesInput)
        #expect(section.timeline?.time == 2)
        // Paused, the controlling page still commands the timeline: a step, then live again.
        try send(#"{"t":"i.timeline","do":"step","by":1}"#, from: controlling)
        #expect(section.timeline?.time == 241.0 / 120)
        let paused = transport.sent.filter { $0.text.contains("\"live\":false,\"frame\":241") }
        #expect(paused.count >= 2)
        try send(#"{"t":"i.timeline","do":"live"}"#, from: controlling)
        #expect(session.window === live)
        #expect(!session.pausesInput)
    }

    @Test("resume live tells the app its new window")
    func resumeTellsTheApp() throws {
        var told: Window?
        section.onLiveWindowChange = { told = $0 }
        try send(#"{"t":"i.timeline","do":"seek","frame":600}"#, from: controlling)
        let past = session.window
        try send(#"{"t":"i.timeline","do":"resume"}"#, from: controlling)
        #expect(told === past)
        #expect(session.window === past)
    }
}
