import CardDeckInspector

/// A section that reports a counter the test sets: it says the value after a frame only
/// when it changed, and echoes each command with the page's right to control. It holds the
/// commands that `holdsLike` (a standard section) holds, under the same keys, or none.
@MainActor
final class CountingSection: InspectorSection {
    let name: String
    var value = 0
    private var sentValue = 0
    private(set) var commands: [InspectorCommand] = []
    private let holdsLike: (any InspectorSection)?

    init(name: String = "count", holdsLike: (any InspectorSection)? = nil) {
        self.name = name
        self.holdsLike = holdsLike
    }

    var script: String { "CardDeckInspector.register(\"\(name)\", {});" }

    func frameDidCommit(in context: InspectorContext) -> InspectorMessage? {
        guard value != sentValue else { return nil }
        sentValue = value
        return InspectorMessage(section: name, members: "\"value\":\(value)")
    }

    func snapshot(in context: InspectorContext) -> InspectorMessage {
        InspectorMessage(section: name, members: "\"snapshot\":\(sentValue)")
    }

    func receive(_ command: InspectorCommand, in context: InspectorContext) -> InspectorMessage? {
        commands.append(command)
        return InspectorMessage(
            section: name,
            members: "\"did\":\"\(command.action ?? "")\",\"controls\":\(command.controls)")
    }

    func coalescingKey(for command: InspectorCommand) -> String? {
        holdsLike?.coalescingKey(for: command)
    }
}
