import CardDeckInspector
import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Foundation
import Testing

/// The timeline section: who may seek, what the session shows, what the pages are told.
@MainActor
@Suite("Timeline section", .isolatedDiagnostics)
struct TimelineSectionTests {
    static func command(_ members: [String: Any], controls: Bool = true) -> InspectorCommand {
        InspectorCommand(section: "timeline", members: members, controls: controls)
    }

    static func session() throws -> (TimelineSection, InspectorContext, FakeTransport) {
        let (window, _) = SyntheticSession.makeLiveWindow()
        let transport = FakeTransport()
        let session = WebSession(window: window, transport: transport)
        let page = WebConnectionID(rawValue: 1)
        try session.step([.opened(page)])
        let section = TimelineSection()
        section.start(
            window: window, scenario: SyntheticSession.scenario,
            makeRoot: SyntheticSession.makeRoot)
        SyntheticSession.play(seconds: 12, in: window, seed: 5, busy: 0.8)
        return (section, InspectorContext(session: session), transport)
    }

    @Test("a seek shows the past in the session and pauses input; back to live restores it")
    func seekShowsThePast() throws {
        let (section, context, transport) = try Self.session()
        let live = context.window
        let sentBefore = transport.sent.count
        let reply = try #require(
            section.receive(Self.command(["do": "seek", "frame": 600]), in: context))
        #expect(reply.text.contains("\"live\":false"))
        #expect(reply.text.contains("\"frame\":600"))
        #expect(context.window !== live)
        #expect(context.window === section.timeline?.window)
        #expect(context.session.pausesInput)
        // The page got the past window's whole tree: a patch that starts over.
        #expect(transport.sent[sentBefore...].contains { $0.text.contains("\"t\":\"patch\"") })
        _ = section.receive(Self.command(["do": "step", "by": -1]), in: context)
        #expect(section.timeline?.time == 599.0 / 120)
        _ = section.receive(Self.command(["do": "live"]), in: context)
        #expect(context.window === live)
        #expect(!context.session.pausesInput)
    }

    @Test(
        "a watching page can only read",
        arguments: ["seek", "step", "resume", "live", "work"])
    func watchingPageReads(action: String) throws {
        let members: [String: Any] = ["do": action, "frame": 10, "by": -1]
        let (section, context, _) = try Self.session()
        let live = context.window
        #expect(section.receive(Self.command(members, controls: false), in: context) == nil)
        #expect(context.window === live)
        #expect(section.timeline?.isLive == true)
        let export = section.receive(
            Self.command(["do": "recording"], controls: false), in: context)
        #expect(export?.text.contains("carddeck-recording 1") == true)
    }

    @Test("resume live makes the moment shown the session's live window")
    func resumeLive() throws {
        let (section, context, _) = try Self.session()
        _ = section.receive(Self.command(["do": "seek", "frame": 360]), in: context)
        let past = context.window
        let reply = try #require(section.receive(Self.command(["do": "resume"]), in: context))
        #expect(reply.text.contains("\"live\":true"))
        #expect(context.window === past)
        #expect(!context.session.pausesInput)
        #expect((past.clock as? ReplayClock)?.isLive == true)
        #expect(section.timeline?.recording.events.allSatisfy { $0.time <= 3 } == true)
    }

    @Test("the snapshot says the state; without a timeline it says so")
    func snapshot() throws {
        let (section, context, _) = try Self.session()
        let text = section.snapshot(in: context).text
        #expect(text.hasPrefix("{\"t\":\"i.timeline\",\"kind\":\"state\",\"live\":true"))
        #expect(TimelineSection().snapshot(in: context).text.contains("\"kind\":\"off\""))
        #expect(section.script.contains("CardDeckInspector.register(\"timeline\""))
    }
}
