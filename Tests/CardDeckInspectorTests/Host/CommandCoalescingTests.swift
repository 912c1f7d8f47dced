import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

@testable import CardDeckInspector

@Suite("Web inspector: a page's tree picks and tuning sets run once per kind and turn")
@MainActor
struct CommandCoalescingTests: InspectedSessionSuite {
    let clock = ManualClock()
    let session: WebSession
    let tree = CountingSection(name: "tree", holdsLike: TreeSection())
    let tuning = CountingSection(name: "tuning", holdsLike: TuningSection())

    init() {
        session = makeInspectedSession(clock: clock, sections: [tree, tuning])
    }

    private func pick(_ x: Int, from connection: WebConnectionID) -> WebServerEvent {
        message(connection, #"{"t":"i.tree","do":"pick","x":\#(x),"y":10}"#)
    }

    private func set(card: Int, field: String, _ value: Int) -> WebServerEvent {
        message(
            first,
            #"{"t":"i.tuning","do":"set","card":\#(card),"field":"\#(field)","value":\#(value)}"#)
    }

    /// What the tuning section ran, as `action card field value`.
    private var tuned: [String] {
        tuning.commands.map {
            "\($0.action ?? "") \(Int($0.number("card") ?? 0)) \($0.string("field") ?? "")"
                + " \(Int($0.number("value") ?? 0))"
        }
    }

    @Test("of a flood of picks in one turn only each page's latest runs, at the turn's end")
    func picks() throws {
        try step([.opened(first), .opened(second)])
        try step((1...300).map { pick($0, from: first) } + [pick(7, from: second)])
        #expect(tree.commands.map { Int($0.number("x") ?? 0) } == [300, 7])
        try step()
        #expect(tree.commands.count == 2)
    }

    @Test("tuning sets: the latest per card and field runs, kinds in the order they came")
    func sets() throws {
        try step([.opened(first)])
        var events: [WebServerEvent] = []
        for value in 1...100 {
            events.append(set(card: 5, field: "cornerRadius", value))
            events.append(set(card: 6, field: "cornerRadius", value * 2))
            events.append(set(card: 5, field: "verticalSpacing", value * 3))
        }
        try step(events)
        #expect(
            tuned == [
                "set 5 cornerRadius 100", "set 6 cornerRadius 200", "set 5 verticalSpacing 300",
            ])
    }

    @Test(
        "another command of the section runs what waits before it first; other sections wait",
        arguments: [
            (#"{"t":"i.tuning","do":"reset","card":5}"#, ["set 5 cornerRadius 2", "reset 5  0"]),
            (#"{"t":"i.tuning","do":"copy","card":5}"#, ["set 5 cornerRadius 2", "copy 5  0"]),
        ])
    func orderKept(command: String, expected: [String]) throws {
        try step([.opened(first)])
        try step([
            pick(1, from: first), set(card: 5, field: "cornerRadius", 1),
            set(card: 5, field: "cornerRadius", 2), message(first, command),
        ])
        #expect(tuned == expected)
        // The pick waited for the turn's end all the same.
        #expect(tree.commands.count == 1)
    }

    @Test("a held command of a page that left is dropped")
    func gone() throws {
        try step([.opened(first)])
        try step([set(card: 5, field: "cornerRadius", 1), .closed(first, code: 1000, reason: "")])
        #expect(tuning.commands.isEmpty)
    }
}
