import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

@testable import CardDeckInspector

@Suite("Web inspector: sections driven, snapshots, commands and slow pages")
@MainActor
struct WebInspectorTests: InspectedSessionSuite {
    let clock = ManualClock()
    let window: Window
    let transport = FakeTransport()
    let session: WebSession
    let section = CountingSection()

    init() {
        session = makeInspectedSession(clock: clock, sections: [section], transport: transport)
        window = session.window
        window.root.addSubview(ViewNode(frame: Rect(x: 10, y: 10, width: 50, height: 50)))
    }

    private func inspectorMessages(to connection: WebConnectionID) -> [String] {
        transport.messages(to: connection).filter { !$0.hasPrefix("{\"t\":\"patch\"") }
            .filter { $0.hasPrefix("{\"t\":\"i.") || $0.hasPrefix("{\"t\":\"error\"") }
    }

    @Test func aPageThatOpensGetsTheSnapshotsAfterTheTree() throws {
        try step()
        section.value = 3
        try step([.opened(first)])
        let messages = transport.messages(to: first)
        let patch = try #require(messages.firstIndex { $0.hasPrefix("{\"t\":\"patch\"") })
        let snapshot = try #require(messages.firstIndex(of: #"{"t":"i.count","snapshot":3}"#))
        #expect(patch < snapshot)
        // The value committed before the snapshot is in it, and is not sent again.
        #expect(inspectorMessages(to: first) == [#"{"t":"i.count","snapshot":3}"#])
    }

    @Test func changesGoToEveryPageOnceAndNothingGoesWhenNothingChanged() throws {
        try step([.opened(first), .opened(second)])
        transport.clear()
        let before = session.statistics
        section.value = 1
        try step()
        for connection in [first, second] {
            #expect(inspectorMessages(to: connection) == [#"{"t":"i.count","value":1}"#])
        }
        #expect(session.statistics.inspectorMessagesSent == before.inspectorMessagesSent + 2)
        #expect(
            session.statistics.inspectorBytesSent
                == before.inspectorBytesSent + 2 * #"{"t":"i.count","value":1}"#.utf8.count)
        transport.clear()
        try step()
        #expect(inspectorMessages(to: first).isEmpty)
    }

    @Test func aCommandReachesItsSectionWithThePagesRightToControl() throws {
        try step([.opened(first), .opened(second)])
        transport.clear()
        try step([
            message(first, #"{"t":"i.count","do":"poke","n":12}"#),
            message(second, #"{"t":"i.count","do":"look"}"#),
        ])
        #expect(section.commands.map(\.controls) == [true, false])
        #expect(section.commands.map(\.action) == ["poke", "look"])
        #expect(section.commands.first?.number("n") == 12)
        #expect(
            inspectorMessages(to: first) == [#"{"t":"i.count","did":"poke","controls":true}"#])
        #expect(
            inspectorMessages(to: second) == [#"{"t":"i.count","did":"look","controls":false}"#])
    }

    @Test func anUnknownSectionIsAnsweredWithAnError() throws {
        try step([.opened(first)])
        transport.clear()
        try step([message(first, #"{"t":"i.nothing","do":"x"}"#)])
        #expect(section.commands.isEmpty)
        #expect(
            inspectorMessages(to: first)
                == [#"{"t":"error","text":"unknown inspector section 'nothing'"}"#])
    }

    @Test func aPageThatIsBehindGetsTheSnapshotsOnceItHasCaughtUp() throws {
        try step([.opened(first), .opened(second)])
        transport.clear()
        transport.queuedBytes[first] = WebSession.maximumQueuedBytes + 1
        section.value = 1
        try step()
        section.value = 2
        try step()
        #expect(inspectorMessages(to: first).isEmpty)
        #expect(
            inspectorMessages(to: second)
                == [#"{"t":"i.count","value":1}"#, #"{"t":"i.count","value":2}"#])
        #expect(session.statistics.inspectorMessagesSkipped == 1)
        transport.queuedBytes[first] = 0
        try step()
        #expect(inspectorMessages(to: first) == [#"{"t":"i.count","snapshot":2}"#])
        section.value = 3
        try step()
        #expect(inspectorMessages(to: first).last == #"{"t":"i.count","value":3}"#)
    }

    @Test func thePageHasThePanelTheRuntimeAndEachSectionsScriptAfterIt() throws {
        let page = WebInspector(sections: [section, CountingSection(name: "other")]).page
        #expect(page.contains("<title>CardDeck Inspector</title>"))
        #expect(page.contains(#"<section class="cd-section" data-section="count""#))
        let runtime = try #require(page.range(of: "window.CardDeckInspector = {"))
        let web = try #require(page.range(of: "window.cardDeck = {"))
        let script = try #require(page.range(of: #"CardDeckInspector.register("other", {});"#))
        #expect(web.lowerBound < runtime.lowerBound)
        #expect(runtime.upperBound < script.lowerBound)
        #expect(page.hasSuffix("</body>\n</html>"))
    }
}
