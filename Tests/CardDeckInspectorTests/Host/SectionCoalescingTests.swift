import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Foundation
import Testing

@testable import CardDeckInspector

/// What the sections of one test ran, in order.
@MainActor
final class RunLog {
    var lines: [String] = []

    /// Writes `section action id value`, and ` watching` for a page that does not control.
    func record(_ command: InspectorCommand, of section: String) {
        let numbers = [command.number("id"), command.number("value")].map { Int($0 ?? 0) }
        lines.append(
            "\(section) \(command.action ?? "") \(numbers[0]) \(numbers[1])"
                + (command.controls ? "" : " watching"))
    }
}

/// A test section that writes each command it runs to its log and shows nothing.
@MainActor
protocol LoggingSection: InspectorSection {
    var log: RunLog { get }
}

extension LoggingSection {
    var script: String { "" }

    func frameDidCommit(in context: InspectorContext) -> InspectorMessage? { nil }

    func snapshot(in context: InspectorContext) -> InspectorMessage {
        InspectorMessage(section: name, members: "\"snapshot\":true")
    }

    func receive(_ command: InspectorCommand, in context: InspectorContext) -> InspectorMessage? {
        log.record(command, of: name)
        return nil
    }
}

/// A third-party section that holds its `move` commands per slider (`id`), as a slider dragged
/// fast would want; every other command runs at once.
@MainActor
final class SliderSection: LoggingSection {
    let name: String
    let log: RunLog

    init(name: String = "slider", log: RunLog) {
        self.name = name
        self.log = log
    }

    func coalescingKey(for command: InspectorCommand) -> String? {
        guard command.action == "move", let id = command.number("id") else { return nil }
        return "move.\(id)"
    }
}

/// A third-party section written before sections could hold commands: it says nothing about
/// holding, so the protocol's default runs each of its commands at once.
@MainActor
final class PlainSection: LoggingSection {
    let name = "plain"
    let log: RunLog

    init(log: RunLog) { self.log = log }
}

@Suite("Web inspector: any section holds the commands it names, under keys of its own")
@MainActor
struct SectionCoalescingTests: InspectedSessionSuite {
    let clock = ManualClock()
    let session: WebSession
    let log = RunLog()

    init() {
        session = makeInspectedSession(
            clock: clock,
            sections: [
                SliderSection(log: log), SliderSection(name: "knob", log: log),
                PlainSection(log: log),
            ])
    }

    private func command(
        _ section: String, _ action: String, id: Int, _ value: Int, from connection: WebConnectionID
    ) -> WebServerEvent {
        message(
            connection,
            #"{"t":"i.\#(section)","do":"\#(action)","id":\#(id),"value":\#(value)}"#)
    }

    @Test("a section that opts in: the latest move per slider runs at the turn's end")
    func optedIn() throws {
        try step([.opened(first)])
        var events: [WebServerEvent] = []
        for value in 1...100 {
            events.append(command("slider", "move", id: 2, value, from: first))
            events.append(command("slider", "move", id: 1, value * 2, from: first))
        }
        events.append(command("plain", "move", id: 1, 5, from: first))
        try step(events)
        // The plain section's command ran as it came, before the turn's end; the slider's
        // keys run in the order they first came.
        #expect(log.lines == ["plain move 1 5", "slider move 2 100", "slider move 1 200"])
        try step()
        #expect(log.lines.count == 3)
    }

    @Test("a section that keeps the default runs every command at once, in order")
    func notOptedIn() throws {
        try step([.opened(first)])
        try step((1...50).map { command("plain", "move", id: 1, $0, from: first) })
        #expect(log.lines == (1...50).map { "plain move 1 \($0)" })
    }

    @Test("keys are per section and per page; a command the section does not hold runs them first")
    func keysPerSectionAndPage() throws {
        try step([.opened(first), .opened(second)])
        try step([
            command("slider", "move", id: 1, 1, from: first),
            command("knob", "move", id: 1, 2, from: first),
            command("slider", "move", id: 1, 3, from: second),
            command("slider", "move", id: 1, 4, from: first),
            command("slider", "tap", id: 1, 5, from: first),
        ])
        #expect(
            log.lines == [
                "slider move 1 4", "slider move 1 3 watching", "slider tap 1 5", "knob move 1 2",
            ])
    }

    @Test("a held command runs as its page sent it; a page's command is dropped when it leaves")
    func controlAndLeaving() throws {
        try step([.opened(first), .opened(second)])
        try step([
            command("slider", "move", id: 1, 1, from: first),
            command("slider", "move", id: 2, 2, from: second),
            .closed(first, code: 1000, reason: ""),
        ])
        #expect(session.controls(second))
        #expect(log.lines == ["slider move 2 2 watching"])
    }

    @Test(
        "the standard sections' keys",
        arguments: [
            ("timeline", #"{"do":"seek","frame":3}"#, true, "seek"),
            ("timeline", #"{"do":"seek","frame":3}"#, false, nil),
            ("timeline", #"{"do":"step","by":1}"#, true, nil),
            ("tree", #"{"do":"pick","x":1,"y":2}"#, false, "pick"),
            ("tree", #"{"do":"hit","x":1,"y":2}"#, true, nil),
            (
                "tuning", #"{"do":"set","card":5,"field":"cornerRadius","value":1}"#, true,
                "set.5.0.cornerRadius"
            ),
            ("tuning", #"{"do":"set","card":5,"value":1}"#, true, nil),
            ("tuning", #"{"do":"reset","card":5}"#, true, nil),
            ("cards", #"{"do":"pick","id":5}"#, true, nil),
            ("motion", #"{"do":"seek","frame":3}"#, true, nil),
        ] as [(String, String, Bool, String?)])
    func standardKeys(section name: String, members: String, controls: Bool, key: String?) throws {
        let section = try #require(WebInspector().section(named: name))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(members.utf8)) as? [String: Any])
        let command = InspectorCommand(section: name, members: object, controls: controls)
        #expect(section.coalescingKey(for: command) == key)
    }
}
