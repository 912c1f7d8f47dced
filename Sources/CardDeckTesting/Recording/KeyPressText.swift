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

    /// A character in double quotes: `"` and `\` escaped, space, controls and non-ASCII
    /// scalars as `\u{…}`, so the line stays printable ASCII without spaces.
    static func quoted(_ character: Character) -> String {
        var text = "\""
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "!"..."~": text.unicodeScalars.append(scalar)
            default: text += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return text + "\""
    }

    /// Reads `"…"` back into one character; `nil` when it is not exactly one.
    static func unquoted(_ text: Substring) -> Character? {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return nil }
        var scalars = String.UnicodeScalarView()
        var rest = text.dropFirst().dropLast().unicodeScalars[...]
        while let scalar = rest.first {
            rest = rest.dropFirst()
            guard scalar == "\\" else {
                scalars.append(scalar)
                continue
            }
            guard let next = rest.first else { return nil }
            rest = rest.dropFirst()
            switch next {
            case "\"", "\\": scalars.append(next)
            case "u":
                guard rest.first == "{", let close = rest.firstIndex(of: "}") else { return nil }
                let hex = String(
                    String.UnicodeScalarView(rest[rest.index(after: rest.startIndex)..<close]))
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value)
                else { return nil }
                scalars.append(decoded)
                rest = rest[rest.index(after: close)...]
            default: return nil
            }
        }
        let string = String(scalars)
        return string.count == 1 ? string.first : nil
    }
}
