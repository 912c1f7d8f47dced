/// Turns the bytes a terminal in raw mode sends into keys and mouse reports, incrementally.
///
/// Feed it whatever arrived with ``parse(_:)``; a sequence cut off at the end of a chunk is
/// kept and finished by the next call, so the same bytes give the same events however they
/// are split. It recognises:
/// - SGR mouse reports, `ESC [ < b ; x ; y M` (press or motion) and `… m` (release), with
///   1-based cells, and the legacy X10 form `ESC [ M b x y` that terminals without SGR
///   mode send. Wheel reports (bit 64) and the extra buttons (bit 128) are skipped: a
///   window has no wheel input. The modifier bits 4, 8 and 16 are ignored.
/// - Printable UTF-8 characters. Scalars that arrive in one chunk are grouped into
///   characters, so an emoji made of several scalars is one ``TerminalKey/character(_:)``.
/// - Enter (CR or LF), Tab, Backspace (DEL or BS), Ctrl-C as ``TerminalKey/interrupt``,
///   Ctrl-D as ``TerminalKey/endOfInput``, Ctrl-Z as ``TerminalKey/suspend``, and the arrows (`ESC [ A`…`D`, with or without
///   modifier parameters, and `ESC O A`…`D`).
/// - Escape. A lone `ESC` may be the start of a sequence, so it is held until the next byte
///   shows what it is, or until ``flush()``: call that when no byte followed for a while
///   (``TerminalSession`` waits 50 ms). `ESC` followed by a byte that starts no sequence,
///   as Alt plus a key sends, is Escape and then that key.
/// - Bracketed paste: what arrives between `ESC [ 200 ~` and `ESC [ 201 ~` is one
///   ``TerminalInputEvent/paste(_:)``, never keys, whatever it contains (a `q`, Ctrl-C,
///   escape sequences).
///
/// A sequence is completed or discarded whole, never read as keys in part. ``flush()`` drops an
/// unfinished sequence and then the rest of it when it arrives: the parameter and
/// intermediate bytes up to its final byte (`;20m` of a mouse report cut after `ESC[<0;10`),
/// or the raw bytes a legacy mouse report still owed. The next byte that cannot continue the
/// sequence, or a second ``flush()``, ends the discarding.
///
/// Bad input never traps and never swallows what follows it:
/// - other C0 control bytes, bytes that are not UTF-8, overlong or surrogate encodings, and
///   C1 control characters are skipped;
/// - unknown escape sequences (function keys, Home, End, Delete, focus reports, …) are read
///   to their final byte and skipped;
/// - a sequence interrupted by a control byte or a non-ASCII byte is dropped, and parsing
///   resumes at that byte, so an `ESC` inside garbage still starts the next sequence;
/// - numbers saturate at 1,000,000 however many digits arrive, at most 16 parameters are
///   kept, and a mouse report whose cell is 0 or past 10,000 or whose button code is past
///   255 is skipped.
public struct TerminalInputParser: Sendable {
    private enum State: Hashable, Sendable {
        case ground
        case escape
        case controlSequence
        case singleShift
        case legacyMouse
        case utf8(remaining: Int)
        /// Dropping the tail of a flushed control sequence, up to its final byte.
        case discardingTail
        /// Dropping the raw bytes a flushed legacy mouse report still owed.
        case discardingBytes(remaining: Int)
        /// Inside a bracketed paste; `matched` bytes of the end marker have arrived.
        case paste(matched: Int)
    }

    /// The most bytes a paste keeps, 1 MiB; the rest of a longer paste is dropped.
    public static let maximumPasteLength = 1 << 20
    /// `ESC [ 201 ~`, which ends a bracketed paste.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    private var state = State.ground
    private var sequence = ControlSequence()
    /// The bytes of a legacy X10 mouse report so far.
    private var pendingBytes: [UInt8] = []
    /// The bits of the UTF-8 scalar being decoded so far, and the least value it may encode.
    private var scalarValue: UInt32 = 0
    private var scalarMinimum: UInt32 = 0
    /// The bytes of the paste in progress.
    private var pasteBytes: [UInt8] = []

    /// Creates a parser with nothing pending.
    public init() {}

    /// Whether bytes of an unfinished sequence, character or paste are held for the next call
    /// (or the tail of a flushed sequence is being dropped).
    public var hasIncompleteSequence: Bool { state != .ground }

    /// Whether the only thing held is a lone `ESC`, which becomes the Escape key when
    /// ``flush()`` is called: a session flushes it sooner than a longer unfinished sequence.
    public var holdsLoneEscape: Bool { state == .escape }

    /// Reads bytes and returns the events they complete, in order.
    ///
    /// - Parameter bytes: The next bytes from the terminal, any number, split anywhere.
    /// - Returns: The keys and mouse reports completed by these bytes; a trailing incomplete
    ///   sequence is kept for the next call.
    public mutating func parse(_ bytes: some Collection<UInt8>) -> [TerminalInputEvent] {
        var output = Output()
        for byte in bytes { consume(byte, into: &output) }
        output.endText()
        return output.events
    }

    /// Ends whatever is pending: a lone `ESC` becomes ``TerminalKey/escape``; a paste in
    /// progress ends with what arrived of it; an unfinished character is dropped; an unfinished
    /// sequence is dropped together with the rest of it, when that arrives (see the type's
    /// discussion); a second call while its rest is awaited stops waiting.
    ///
    /// - Returns: The Escape key, the paste, or nothing.
    public mutating func flush() -> [TerminalInputEvent] {
        switch state {
        case .escape:
            state = .ground
            return [.key(.escape)]
        case .controlSequence, .singleShift:
            state = .discardingTail
        case .legacyMouse:
            state = .discardingBytes(remaining: 3 - pendingBytes.count)
        case .paste(let matched):
            appendPaste(Self.pasteEnd[0..<matched])
            state = .ground
            return [.paste(takePaste())]
        case .ground, .utf8, .discardingTail, .discardingBytes:
            state = .ground
        }
        return []
    }

    private mutating func consume(_ byte: UInt8, into output: inout Output) {
        switch state {
        case .ground:
            consumeInGround(byte, into: &output)
        case .escape:
            consumeAfterEscape(byte, into: &output)
        case .controlSequence:
            consumeInControlSequence(byte, into: &output)
        case .singleShift:
            state = .ground
            if let key = Self.cursorKey(final: byte) {
                output.append(.key(key))
            } else if !(0x40...0x7E).contains(byte) {
                consumeInGround(byte, into: &output)
            }
        case .legacyMouse:
            pendingBytes.append(byte)
            guard pendingBytes.count == 3 else { return }
            state = .ground
            let values = pendingBytes.map { Int($0) - 32 }
            if let mouse = Self.mouseEvent(
                code: values[0], column: values[1], row: values[2], released: false)
            {
                output.append(.mouse(mouse))
            }
        case .utf8(let remaining):
            consumeContinuation(byte, remaining: remaining, into: &output)
        case .discardingTail:
            if (0x40...0x7E).contains(byte) {
                state = .ground
            } else if !(0x20...0x3F).contains(byte) {
                state = .ground
                consumeInGround(byte, into: &output)
            }
        case .discardingBytes(let remaining):
            state = remaining > 1 ? .discardingBytes(remaining: remaining - 1) : .ground
        case .paste(let matched):
            consumePasted(byte, matched: matched, into: &output)
        }
    }

    private mutating func consumePasted(_ byte: UInt8, matched: Int, into output: inout Output) {
        if byte == Self.pasteEnd[matched] {
            if matched + 1 < Self.pasteEnd.count {
                state = .paste(matched: matched + 1)
            } else {
                state = .ground
                output.append(.paste(takePaste()))
            }
            return
        }
        // What matched of the end marker was pasted text after all.
        appendPaste(Self.pasteEnd[0..<matched])
        if byte == Self.pasteEnd[0] {
            state = .paste(matched: 1)
        } else {
            appendPaste(CollectionOfOne(byte))
            state = .paste(matched: 0)
        }
    }

    private mutating func appendPaste(_ bytes: some Collection<UInt8>) {
        let room = Self.maximumPasteLength - pasteBytes.count
        if room > 0 { pasteBytes.append(contentsOf: bytes.prefix(room)) }
    }

    /// The paste's text, with line breaks as LF and other control characters removed; empties
    /// the buffer.
    private mutating func takePaste() -> String {
        defer { pasteBytes.removeAll(keepingCapacity: pasteBytes.count <= 4_096) }
        var scalars = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in String(decoding: pasteBytes, as: UTF8.self).unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\r": scalars.append("\n")
            case "\n": if !afterCarriageReturn { scalars.append("\n") }
            case "\t": scalars.append(scalar)
            default: if !TerminalText.isControl(scalar) { scalars.append(scalar) }
            }
        }
        return String(scalars)
    }

    private mutating func consumeInGround(_ byte: UInt8, into output: inout Output) {
        switch byte {
        case 0x20...0x7E:
            output.appendText(Unicode.Scalar(byte))
        case 0x0D, 0x0A:
            output.append(.key(.enter))
        case 0x09:
            output.append(.key(.tab))
        case 0x7F, 0x08:
            output.append(.key(.backspace))
        case 0x03:
            output.append(.key(.interrupt))
        case 0x04:
            output.append(.key(.endOfInput))
        case 0x1A:
            output.append(.key(.suspend))
        case 0x1B:
            state = .escape
        case 0xC2...0xDF:
            beginScalar(value: byte & 0x1F, remaining: 1, minimum: 0x80)
        case 0xE0...0xEF:
            beginScalar(value: byte & 0x0F, remaining: 2, minimum: 0x800)
        case 0xF0...0xF4:
            beginScalar(value: byte & 0x07, remaining: 3, minimum: 0x1_0000)
        default:
            break  // Other control bytes, stray continuation bytes and invalid lead bytes.
        }
    }

    private mutating func consumeAfterEscape(_ byte: UInt8, into output: inout Output) {
        switch byte {
        case UInt8(ascii: "["):
            sequence.reset()
            state = .controlSequence
        case UInt8(ascii: "O"):
            state = .singleShift
        case 0x1B:
            output.append(.key(.escape))
        default:
            output.append(.key(.escape))
            state = .ground
            consumeInGround(byte, into: &output)
        }
    }

    private mutating func consumeInControlSequence(_ byte: UInt8, into output: inout Output) {
        switch byte {
        case 0x20...0x3F:
            sequence.add(byte)
        case 0x40...0x7E:
            state = .ground
            switch sequence.finish(final: byte) {
            case .event(let event):
                output.append(event)
            case .legacyMouse:
                pendingBytes.removeAll(keepingCapacity: true)
                state = .legacyMouse
            case .beginPaste:
                pasteBytes.removeAll(keepingCapacity: true)
                state = .paste(matched: 0)
            case .skipped:
                break
            }
        default:
            // A sequence cut short: drop it and read this byte afresh.
            state = .ground
            consumeInGround(byte, into: &output)
        }
    }

    private mutating func beginScalar(value: UInt8, remaining: Int, minimum: UInt32) {
        scalarValue = UInt32(value)
        scalarMinimum = minimum
        state = .utf8(remaining: remaining)
    }

    private mutating func consumeContinuation(
        _ byte: UInt8, remaining: Int, into output: inout Output
    ) {
        guard byte & 0xC0 == 0x80 else {
            state = .ground
            consumeInGround(byte, into: &output)
            return
        }
        scalarValue = scalarValue << 6 | UInt32(byte & 0x3F)
        guard remaining == 1 else {
            state = .utf8(remaining: remaining - 1)
            return
        }
        state = .ground
        // Overlong encodings, surrogates, values past U+10FFFF and C1 controls are skipped.
        guard scalarValue >= scalarMinimum, !(0x80...0x9F).contains(scalarValue),
            let scalar = Unicode.Scalar(scalarValue)
        else { return }
        output.appendText(scalar)
    }
}

extension TerminalInputParser {
    /// The events of one ``parse(_:)`` call, with printable scalars gathered into characters.
    private struct Output {
        var events: [TerminalInputEvent] = []
        var text = String.UnicodeScalarView()

        mutating func appendText(_ scalar: Unicode.Scalar) {
            text.append(scalar)
        }

        mutating func append(_ event: TerminalInputEvent) {
            endText()
            events.append(event)
        }

        mutating func endText() {
            guard !text.isEmpty else { return }
            for character in String(text) { events.append(.key(.character(character))) }
            text.removeAll()
        }
    }
}
