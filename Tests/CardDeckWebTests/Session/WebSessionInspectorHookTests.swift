import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Testing

@Suite("Web session: the inspector hook")
@MainActor
struct WebSessionInspectorHookTests {
    let fixture = WebSessionFixture()
    let first = WebConnectionID(rawValue: 1)

    @Test func anInspectorMessageIsReadWithItsTypeAndText() throws {
        let text = #"{"t":"i.tree","do":"pick","x":3}"#
        let parsed = try WebClientMessage.parse(text)
        #expect(parsed.message == .inspector(type: "i.tree", text: text))
    }

    @Test func withoutAnInspectorItIsAnsweredAsAnUnknownType() throws {
        let session = fixture.session
        try session.step([.opened(first)])
        fixture.transport.clear()
        try session.step([
            .message(first, #"{"t":"i.tree","do":"pick"}"#, receivedAtUptimeNanoseconds: 0)
        ])
        #expect(
            fixture.transport.messages(to: first)
                == [#"{"t":"error","text":"unknown message type 'i.tree'"}"#])
        #expect(session.statistics.messagesRefused == 1)
    }

    @Test func anInspectorMessageIsHeldToTheSameLimitAsAPatch() throws {
        let session = fixture.session
        try session.step([.opened(first)])
        fixture.transport.clear()
        #expect(session.sendInspectorMessage(#"{"t":"i.x"}"#, to: first))
        fixture.transport.queuedBytes[first] = WebSession.maximumQueuedBytes + 1
        #expect(!session.sendInspectorMessage(#"{"t":"i.x"}"#, to: first))
        #expect(!session.sendInspectorMessage(#"{"t":"i.x"}"#, to: WebConnectionID(rawValue: 9)))
        #expect(fixture.transport.messages(to: first) == [#"{"t":"i.x"}"#])
        #expect(session.statistics.inspectorMessagesSent == 1)
        #expect(session.statistics.inspectorMessagesSkipped == 2)
        #expect(session.broadcastInspectorMessage(#"{"t":"i.x"}"#) == [first])
    }
}
