extension TerminalInputParser {
    /// What a finished control sequence means.
    enum SequenceMeaning: Hashable, Sendable {
        /// A key or a mouse report.
        case event(TerminalInputEvent)
        /// `ESC [ M`: three raw bytes of a legacy X10 mouse report follow.
        case legacyMouse
        /// `ESC [ 200 ~`: a bracketed paste begins.
        case beginPaste
        /// Malformed or unknown; skipped.
        case skipped
    }

    /// The parameters of a control sequence (`ESC [` …) read so far, in bounded storage.
    struct ControlSequence: Sendable {
        /// The most parameters kept; a sequence with more is malformed.
        static let maximumParameterCount = 16
        /// Numbers saturate here, however many digits arrive.
        static let maximumValue = 1_000_000

        /// The private marker (`<`, `=`, `>` or `?`) that opened the parameters, if any.
        private(set) var marker: UInt8?
        /// The finished parameters; -1 stands for an empty one.
        private(set) var parameters: [Int] = []
        private var current = -1
        private var hasBytes = false
        private var isMalformed = false

        mutating func reset() {
            marker = nil
            parameters.removeAll(keepingCapacity: true)
            current = -1
            hasBytes = false
            isMalformed = false
        }

        /// Adds a parameter byte (`0x30…0x3F`) or an intermediate byte (`0x20…0x2F`).
        mutating func add(_ byte: UInt8) {
            defer { hasBytes = true }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                current = min(max(current, 0) * 10 + digit, Self.maximumValue)
            case UInt8(ascii: ";"):
                endParameter()
            case 0x3C...0x3F where !hasBytes:
                marker = byte
            default:
                // Sub-parameters (`:`), a misplaced marker or an intermediate byte: nothing
                // this parser reads uses them.
                isMalformed = true
            }
        }

        /// Ends the sequence with its final byte (`0x40…0x7E`) and says what it means.
        mutating func finish(final: UInt8) -> SequenceMeaning {
            if hasBytes { endParameter() }
            guard !isMalformed else { return .skipped }
            switch (marker, final) {
            case (UInt8(ascii: "<"), UInt8(ascii: "M")), (UInt8(ascii: "<"), UInt8(ascii: "m")):
                guard parameters.count == 3,
                    let mouse = TerminalInputParser.mouseEvent(
                        code: parameters[0], column: parameters[1], row: parameters[2],
                        released: final == UInt8(ascii: "m"))
                else { return .skipped }
                return .event(.mouse(mouse))
            case (nil, UInt8(ascii: "M")) where parameters.isEmpty:
                return .legacyMouse
            case (nil, UInt8(ascii: "~")) where parameters == [200]:
                return .beginPaste
            case (nil, UInt8(ascii: "~")):
                guard parameters.count == 1, let key = TerminalInputParser.editingKey(parameters[0])
                else { return .skipped }
                return .event(.key(key))
            case (nil, _):
                guard let key = TerminalInputParser.cursorKey(final: final) else { return .skipped }
                return .event(.key(key))
            default:
                return .skipped
            }
        }

        private mutating func endParameter() {
            if parameters.count < Self.maximumParameterCount {
                parameters.append(current)
            } else {
                isMalformed = true
            }
            current = -1
        }
    }

    /// The key a final byte names after `ESC [` or `ESC O`, if any: the arrows `A`…`D`, Home
    /// `H`, End `F`, and Shift-Tab `Z` (after `ESC [` only, but harmless after `ESC O`).
    static func cursorKey(final: UInt8) -> TerminalKey? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "Z"): .backTab
        default: nil
        }
    }

    /// The key a `ESC [ n ~` sequence names, if any: Home (1, 7), Delete (3), End (4, 8).
    static func editingKey(_ number: Int) -> TerminalKey? {
        switch number {
        case 1, 7: .home
        case 3: .delete
        case 4, 8: .end
        default: nil
        }
    }

    /// Decodes a mouse report's button code and 1-based cell.
    ///
    /// - Parameters:
    ///   - code: The button code: bits 0–1 the button (3 is none), 32 motion, 64 wheel.
    ///   - column: The 1-based column, 1…10,000.
    ///   - row: The 1-based row, 1…10,000.
    ///   - released: Whether the report says release (SGR's final `m`).
    /// - Returns: The report, or `nil` for a wheel report, an extra button or numbers out of
    ///   range.
    static func mouseEvent(code: Int, column: Int, row: Int, released: Bool)
        -> TerminalMouseEvent?
    {
        let cells = 1...10_000
        guard (0...255).contains(code), cells.contains(column), cells.contains(row),
            code & (64 | 128) == 0
        else { return nil }
        let buttons: [TerminalMouseEvent.Button] = [.left, .middle, .right, .none]
        let button = buttons[code & 3]
        let kind: TerminalMouseEvent.Kind
        if released {
            kind = .release
        } else if code & 32 != 0 {
            kind = button == .none ? .move : .drag
        } else {
            // The legacy encoding reports every release as a press of button 3.
            kind = button == .none ? .release : .press
        }
        return TerminalMouseEvent(column: column - 1, row: row - 1, button: button, kind: kind)
    }
}
