/// How a recording writes a string as one word: bare when it is printable ASCII without spaces
/// and does not start with `"`, else in double quotes with `"` and `\` escaped and space,
/// controls and non-ASCII scalars as `\u{…}`, so that a line splits into words at its spaces
/// and every word reads back as the string written.
enum RecordingWord {
    /// `name` as one word: bare when it reads back as itself, else quoted.
    static func word(_ name: String) -> String {
        let bare =
            !name.isEmpty && name.first != "\""
            && name.unicodeScalars.allSatisfy { ("!"..."~").contains($0) }
        return bare ? name : quoted(name)
    }

    /// The string a word written by ``word(_:)`` stands for; `nil` for a malformed quoted word.
    static func name(_ word: Substring) -> String? {
        word.first == "\"" ? unquoted(word) : String(word)
    }

    /// `text` in double quotes, escaped so that it contains no space and only printable ASCII.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "!"..."~": quoted.unicodeScalars.append(scalar)
            default: quoted += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return quoted + "\""
    }

    /// Reads `"…"` back; `nil` when it is not one quoted, well-escaped string.
    static func unquoted(_ text: Substring) -> String? {
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
        return String(scalars)
    }
}
