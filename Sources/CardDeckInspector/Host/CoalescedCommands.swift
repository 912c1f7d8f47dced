import CardDeckWeb

/// Commands a page may send far faster than they are worth running, held until the end of the
/// session's turn so that only the latest with each key runs: the sections say which commands
/// they hold and under which key (``InspectorSection/coalescingKey(for:)``; the standard ones
/// hold a timeline seek, a tree pick and a tuning set of one card's field). A flood of them
/// costs one run per key and turn, not one per message; what the page sees at the end is what
/// the last of them asked for.
///
/// Keys are per section and page; a held key keeps its place in the turn when a later command
/// replaces it, so keys run in the order the page first sent them. A command of the same
/// section that is not held (a step, a reset) runs what its section holds first, so it follows
/// the commands sent before it.
struct CoalescedCommands {
    /// One held command: the latest with its key from its page this turn.
    struct Entry {
        /// What makes two commands of the section replace each other, as the section said.
        var key: String
        /// The command's section.
        var section: String
        /// The page that sent it.
        var connection: WebConnectionID
        /// The latest command with the key.
        var command: InspectorCommand
    }

    /// The held commands, in the order their keys first arrived this turn.
    private(set) var entries: [Entry] = []

    /// Holds `command`, replacing the one with its key from the same section and page if any.
    mutating func hold(
        _ command: InspectorCommand, key: String, section: String, from connection: WebConnectionID
    ) {
        if let index = entries.firstIndex(where: {
            $0.key == key && $0.section == section && $0.connection == connection
        }) {
            entries[index].command = command
        } else {
            entries.append(
                Entry(key: key, section: section, connection: connection, command: command))
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
