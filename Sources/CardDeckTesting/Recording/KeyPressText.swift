import CardDeckViews

/// How a key press is written in a recording: `char "q"`, `enter`, `tab shift`.
enum KeyPressText {
    static let names: [(String, KeyPress.Key)] = [
        ("enter", .enter), ("escape", .escape), ("backspace", .backspace), ("delete", .delete),
        ("tab", .tab), ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ("home", .home), ("end", .end),
    ]
    static let modifiers: [(String, KeyPress.Modifiers)] = [
        ("shift", .shift), ("control", .control), ("alt", .alternate), ("command", .command),
    ]

    static func name(of key: KeyPress.Key) -> String {
        if case .character(let character) = key { return "char \(quoted(character))" }
        return names.first { $0.1 == key }?.0 ?? "enter"
    }

    static func modifierNames(_ set: KeyPress.Modifiers) -> [String] {
        modifiers.filter { set.contains($0.1) }.map(\.0)
    }

    /// A character in double quotes (``RecordingWord/quoted(_:)``), so the line stays printable
    /// ASCII without spaces.
    static func quoted(_ character: Character) -> String {
        RecordingWord.quoted(String(character))
    }

    /// Reads `"…"` back into one character; `nil` when it is not exactly one.
    static func unquoted(_ text: Substring) -> Character? {
        guard let string = RecordingWord.unquoted(text) else { return nil }
        return string.count == 1 ? string.first : nil
    }
}
