import CardDeckWeb

/// Commands a page may send far faster than they are worth running, held until the end of the
/// session's turn so that only the latest of each kind runs: a timeline seek (each replays the
/// session), a tree pick (each replaces the selection), and a tuning set of one card's field
/// (each replaces the value). A flood of them costs one run per kind and turn, not one per
/// message; what the page sees at the end is what the last of them asked for.
///
/// Kinds are the standard sections' (`timeline`, `tree`, `tuning`), per page; a held kind
/// keeps its place in the turn when a later command replaces it, so kinds run in the order
/// the page first sent them. A command of the same section that is not held (a step, a
/// reset) runs what its section holds first, so it follows the commands sent before it.
struct CoalescedCommands {
    /// One held command: the latest of its kind from its page this turn.
    struct Entry {
        /// What makes two commands the same kind: the section, the action and, for a tuning
        /// set, the card and the field.
        var kind: String
        /// The command's section.
        var section: String
        /// The page that sent it.
        var connection: WebConnectionID
        /// The latest command of the kind.
        var command: InspectorCommand
    }

    /// The held commands, in the order their kinds first arrived this turn.
    private(set) var entries: [Entry] = []

    /// The kind `command` of `section` is held under, or `nil` when every such command runs.
    /// A seek is held only from the controlling page (a watching page's seek is refused by the
    /// section, at once).
    static func kind(of command: InspectorCommand, section: String) -> String? {
        switch (section, command.action) {
        case ("timeline", "seek"?):
            return command.controls ? "timeline.seek" : nil
        case ("tree", "pick"?):
            return "tree.pick"
        case ("tuning", "set"?):
            guard let card = command.number("card"), let field = command.string("field") else {
                return nil
            }
            return "tuning.set.\(card).\(field)"
        default:
            return nil
        }
    }

    /// Holds `command`, replacing the one of its kind from the same page if any.
    mutating func hold(
        _ command: InspectorCommand, kind: String, section: String, from connection: WebConnectionID
    ) {
        if let index = entries.firstIndex(where: { $0.kind == kind && $0.connection == connection })
        {
            entries[index].command = command
        } else {
            entries.append(
                Entry(kind: kind, section: section, connection: connection, command: command))
        }
    }

    /// Takes the held commands of `section`, or all of them when `section` is `nil`, in order.
    mutating func take(section: String? = nil) -> [Entry] {
        guard let section else {
            defer { entries.removeAll() }
            return entries
        }
        let taken = entries.filter { $0.section == section }
        if !taken.isEmpty { entries.removeAll { $0.section == section } }
        return taken
    }

    /// Forgets every held command.
    mutating func removeAll() { entries.removeAll() }
}
