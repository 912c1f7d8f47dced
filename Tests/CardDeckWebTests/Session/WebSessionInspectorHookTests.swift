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

    /// Counts the turns it is told of.
    final class TurnCounter: WebSessionInspecting {
        var turns = 0
        var removals = 0
        func sessionDidFinishTurn(_ session: WebSession) { turns += 1 }
        func sessionDidRemoveInspector(_ session: WebSession) { removals += 1 }
        func session(_ session: WebSession, didOpen connection: WebConnectionID) {}
        func session(
            _ session: WebSession, received text: String, from connection: WebConnectionID,
            controls: Bool
        ) {}
    }

    @Test func theFrameCostIsMeasuredOnlyForAnInspectorAndOnlyForATurnThatRanAFrame() throws {
        let session = fixture.session
        try session.step([.opened(first)])
        fixture.clock.advance(by: 1)
        try session.step([])
        #expect(session.latestFrameCost == nil)

        let counter = TurnCounter()
        session.inspector = counter
        fixture.card.frame.origin.x = 40
        fixture.clock.advance(by: 1)
        try session.step([])
        let cost = try #require(session.latestFrameCost)
        #expect(cost >= 0 && cost < 60)
        #expect(counter.turns == 1)

        // A turn at the same time runs no frame: nothing to measure.
        try session.step([])
        #expect(session.latestFrameCost == nil)
        #expect(counter.turns == 2)
    }

    @Test("an inspector replaced or set to nil is told once; set again as itself, it is not")
    func aRemovedInspectorIsTold() {
        let session = fixture.session
        let first = TurnCounter()
        let second = TurnCounter()
        session.inspector = first
        session.inspector = first
        #expect(first.removals == 0)
        session.inspector = second
        #expect(first.removals == 1)
        session.inspector = nil
        #expect((first.removals, second.removals) == (1, 1))
    }
}
