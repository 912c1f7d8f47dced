import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Foundation
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

    /// An inspector that keeps the text of each `i.` message it is handed, and hears turns and
    /// connections without a word.
    protocol TextKeeping: WebSessionInspecting {
        var texts: [String] { get set }
    }

    /// Keeps what it read of each `i.` message's object, and any text it is handed instead.
    final class MessageReader: TextKeeping {
        var texts: [String] = []
        var objects: [String] = []
        func session(
            _ session: WebSession, received text: String, members: [String: Any],
            from connection: WebConnectionID, controls: Bool
        ) {
            let x = (members["x"] as? NSNumber)?.intValue ?? -1
            objects.append(
                "\(members["t"] as? String ?? "") \(members["do"] as? String ?? "") \(x)"
                    + " \(controls) \(text == Self.text)")
        }
        static let text = #"{"t":"i.tree","do":"pick","x":3}"#
    }

    /// A reader that implements only the text requirement (as every ``TextKeeping`` does): the
    /// default hands it the text.
    final class TextReader: TextKeeping {
        var texts: [String] = []
    }

    @Test("an inspector gets the object the session read; one that reads only text, the text")
    func theMessageIsReadOnce() throws {
        let session = fixture.session
        let message = WebServerEvent.message(
            first, MessageReader.text, receivedAtUptimeNanoseconds: 0)
        let objectReader = MessageReader()
        session.inspector = objectReader
        try session.step([.opened(first), message])
        #expect(objectReader.objects == ["i.tree pick 3 true true"])
        #expect(objectReader.texts.isEmpty)

        let textReader = TextReader()
        session.inspector = textReader
        try session.step([message])
        #expect(textReader.texts == [MessageReader.text])
    }
}

extension WebSessionInspectorHookTests.TextKeeping {
    func sessionDidFinishTurn(_ session: WebSession) {}
    func session(_ session: WebSession, didOpen connection: WebConnectionID) {}
    func session(
        _ session: WebSession, received text: String, from connection: WebConnectionID,
        controls: Bool
    ) { texts.append(text) }
}
