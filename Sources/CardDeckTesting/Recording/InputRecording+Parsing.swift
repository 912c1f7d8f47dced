import CardDeckViews

extension InputRecording {
    /// Reads a recording from its text.
    ///
    /// - Parameter text: The recording, in the format described on ``InputRecording``.
    /// - Throws: ``InputRecordingError`` naming the line: not a recording, a newer format
    ///   version, a missing or malformed header line, an unknown event kind, a malformed or
    ///   non-finite number, an event earlier than the one before it, anything after `end`
    ///   but `expect` lines, or no `end` line (truncated).
    public init(parsing text: String) throws(InputRecordingError) {
        var reader = LineReader(text)
        guard let (number, first) = reader.next() else {
            throw InputRecordingError(line: 0, "empty: not a CardDeck recording")
        }
        let magic = first.split(separator: " ")
        guard magic.count == 2, magic[0] == Self.magic, let version = Int(magic[1]) else {
            throw InputRecordingError(line: number, "not a CardDeck recording: \(first.prefix(40))")
        }
        guard version <= Self.formatVersion else {
            throw InputRecordingError(
                line: number,
                "format version \(version) is newer than this CardDeck reads "
                    + "(\(Self.formatVersion)); update CardDeck")
        }
        guard version >= 1 else {
            throw InputRecordingError(line: number, "unknown format version \(version)")
        }
        var recording = InputRecording(windowSize: .zero)
        var sawWindow = false
        var ended = false
        var previous = 0.0
        while let (number, line) = reader.next() {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let head = words.first else { continue }
            if ended {
                guard head == "expect" else {
                    throw InputRecordingError(line: number, "only expect lines may follow end")
                }
                recording.expectations.append(String(line.dropFirst("expect ".count)))
                continue
            }
            switch head {
            case "cardDeck":
                recording.cardDeckVersion = words.dropFirst().joined(separator: " ")
            case "scenario":
                recording.scenario = words.dropFirst().joined(separator: " ")
            case "window":
                try recording.readWindow(words, line: number)
                sawWindow = true
            case "end":
                let time = try Self.number(words, 1, line: number)
                guard words.count == 2, time >= previous else {
                    throw InputRecordingError(
                        line: number, "end must be one time, not before the last event")
                }
                recording.duration = time
                ended = true
            case "expect":
                throw InputRecordingError(line: number, "expect before end")
            default:
                guard sawWindow else {
                    throw InputRecordingError(line: number, "an event before the window line")
                }
                let event = try Self.event(words, line: number)
                guard event.time >= previous else {
                    throw InputRecordingError(
                        line: number,
                        "events out of order: \(Self.time(event.time)) is before "
                            + "\(Self.time(previous))")
                }
                previous = event.time
                recording.events.append(event)
            }
        }
        guard sawWindow else { throw InputRecordingError(line: 0, "no window line") }
        guard ended else {
            throw InputRecordingError(
                line: reader.lastLine, "truncated: the recording has no end line")
        }
        self = recording
    }

    private mutating func readWindow(_ words: [Substring], line: Int) throws(InputRecordingError) {
        guard words.count == 9, words[3] == "safe", ["ltr", "rtl"].contains(words[8]) else {
            throw InputRecordingError(
                line: line, "window wants: window W H safe TOP LEFT BOTTOM RIGHT ltr|rtl")
        }
        windowSize = Size(
            width: try Self.number(words, 1, line: line),
            height: try Self.number(words, 2, line: line))
        safeAreaInsets = try Self.insets(words, from: 4, line: line)
        layoutDirection = words[8] == "rtl" ? .rightToLeft : .leftToRight
    }

    private static func event(_ words: [Substring], line: Int) throws(InputRecordingError)
        -> WindowInput
    {
        let time = try number(words, 0, line: line)
        guard time >= 0 else { throw InputRecordingError(line: line, "a negative time") }
        guard words.count >= 2 else { throw InputRecordingError(line: line, "no event kind") }
        switch words[1] {
        case "down", "move", "up", "cancel":
            guard words.count == 5, let id = Int(words[2]) else {
                throw InputRecordingError(line: line, "a pointer event wants: T kind ID X Y")
            }
            let phase: PointerEvent.Phase =
                switch words[1] {
                case "down": .began
                case "move": .moved
                case "up": .ended
                default: .cancelled
                }
            return .pointer(
                PointerEvent(
                    pointerID: id, phase: phase,
                    location: Point(
                        x: try number(words, 3, line: line), y: try number(words, 4, line: line)),
                    timestamp: time))
        case "key":
            return .key(try keyPress(words.dropFirst(2), line: line), time: time)
        case "resize":
            guard words.count == 9, words[4] == "safe" else {
                throw InputRecordingError(line: line, "resize wants: T resize W H safe T L B R")
            }
            return .resize(
                Size(
                    width: try number(words, 2, line: line),
                    height: try number(words, 3, line: line)),
                safeAreaInsets: try insets(words, from: 5, line: line), time: time)
        default:
            throw InputRecordingError(line: line, "unknown event kind \"\(words[1].prefix(20))\"")
        }
    }

    private static func keyPress(_ words: ArraySlice<Substring>, line: Int)
        throws(InputRecordingError) -> KeyPress
    {
        guard let name = words.first else {
            throw InputRecordingError(line: line, "key without a key")
        }
        var rest = words.dropFirst()
        let key: KeyPress.Key
        if name == "char" {
            guard let quoted = rest.first, let character = KeyPressText.unquoted(quoted) else {
                throw InputRecordingError(line: line, "char wants one quoted character")
            }
            key = .character(character)
            rest = rest.dropFirst()
        } else if let named = KeyPressText.names.first(where: { $0.0 == name }) {
            key = named.1
        } else {
            throw InputRecordingError(line: line, "unknown key \"\(name.prefix(20))\"")
        }
        var modifiers: KeyPress.Modifiers = []
        for word in rest {
            guard let modifier = KeyPressText.modifiers.first(where: { $0.0 == word }) else {
                throw InputRecordingError(line: line, "unknown modifier \"\(word.prefix(20))\"")
            }
            modifiers.insert(modifier.1)
        }
        return KeyPress(key, modifiers: modifiers)
    }

    private static func number(_ words: [Substring], _ index: Int, line: Int)
        throws(InputRecordingError) -> Double
    {
        guard index < words.count, let value = Double(words[index]), value.isFinite else {
            throw InputRecordingError(
                line: line, "expected a finite number at word \(index + 1)")
        }
        return value
    }

    private static func insets(_ words: [Substring], from start: Int, line: Int)
        throws(InputRecordingError) -> EdgeInsets
    {
        EdgeInsets(
            top: try number(words, start, line: line),
            left: try number(words, start + 1, line: line),
            bottom: try number(words, start + 2, line: line),
            right: try number(words, start + 3, line: line))
    }
}

/// The lines of a recording, numbered from 1, without comments and blank lines.
private struct LineReader {
    private var lines: [Substring]
    private var index = 0
    /// The number of the last line read (0 before the first).
    private(set) var lastLine = 0

    init(_ text: String) {
        // "\r\n" is one Character in Swift: split on either.
        lines = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    mutating func next() -> (Int, Substring)? {
        while index < lines.count {
            let line = lines[index].drop { $0 == " " || $0 == "\t" }
            index += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            lastLine = index
            return (index, line)
        }
        return nil
    }
}
