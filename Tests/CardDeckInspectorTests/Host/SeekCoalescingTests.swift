import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

@testable import CardDeckInspector

@Suite("Web inspector: a page's timeline seeks run once per turn")
@MainActor
struct SeekCoalescingTests: InspectedSessionSuite {
    let clock = ManualClock()
    let session: WebSession
    let timeline = CountingSection(name: "timeline", holdsLike: TimelineSection())
    let other = CountingSection(name: "count")

    init() {
        session = makeInspectedSession(clock: clock, sections: [timeline, other])
    }

    private func seek(_ frame: Int, from connection: WebConnectionID) -> WebServerEvent {
        message(connection, #"{"t":"i.timeline","do":"seek","frame":\#(frame)}"#)
    }

    /// What the timeline section ran, as `action frame-or-step`.
    private var ran: [String] {
        timeline.commands.map {
            "\($0.action ?? "") \(Int($0.number("frame") ?? $0.number("by") ?? 0))"
        }
    }

    @Test("of a flood of seeks in one turn only the latest runs; other sections' commands all run")
    func floodRunsTheLatest() throws {
        try step([.opened(first)])
        var events: [WebServerEvent] = []
        for frame in 1...200 {
            events.append(seek(frame, from: first))
            events.append(message(first, #"{"t":"i.count","do":"poke"}"#))
        }
        try step(events)
        #expect(ran == ["seek 200"])
        #expect(other.commands.count == 200)
        // The next turn runs nothing more.
        try step()
        #expect(ran == ["seek 200"])
    }

    @Test(
        "another timeline command runs the seek sent before it first",
        arguments: [
            (#"{"t":"i.timeline","do":"step","by":1}"#, ["seek 7", "step 1"]),
            (#"{"t":"i.timeline","do":"live"}"#, ["seek 7", "live 0"]),
        ])
    func orderKept(command: String, expected: [String]) throws {
        try step([.opened(first)])
        try step([seek(3, from: first), seek(7, from: first), message(first, command)])
        #expect(ran == expected)
    }

    @Test("a watching page's seek is handed over at once; a seek of a page gone is dropped")
    func watchingAndGone() throws {
        try step([.opened(first), .opened(second)])
        try step([seek(4, from: second)])
        #expect(timeline.commands.map(\.controls) == [false])
        try step([seek(5, from: first), .closed(first, code: 1000, reason: "")])
        #expect(ran == ["seek 4"])
    }
}
