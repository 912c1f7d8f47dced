import CardDeckTerminal
import CardDeckTesting
import Testing

@Suite("Terminal input parser", .isolatedDiagnostics)
struct TerminalInputParserTests {
    /// One row per sequence kind: the bytes a terminal sends and the events they mean.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let events: [TerminalInputEvent]
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ events: [TerminalInputEvent]) {
            self.name = name
            bytes = Array(text.utf8)
            self.events = events
        }

        init(_ name: String, bytes: [UInt8], _ events: [TerminalInputEvent]) {
            self.name = name
            self.bytes = bytes
            self.events = events
        }
    }

    static func mouse(
        _ column: Int, _ row: Int, _ button: TerminalMouseEvent.Button,
        _ kind: TerminalMouseEvent.Kind
    ) -> TerminalInputEvent {
        .mouse(TerminalMouseEvent(column: column, row: row, button: button, kind: kind))
    }

    static func text(_ string: String) -> [TerminalInputEvent] {
        string.map { .key(.character($0)) }
    }

    static let rows: [Row] = [
        Row("Ctrl-Z", "\u{1A}", [.key(.suspend)]),
        Row("printable ASCII", "aZ 9~", text("aZ 9~")),
        Row("enter as CR and as LF", "\r\n", [.key(.enter), .key(.enter)]),
        Row("tab", "\t", [.key(.tab)]),
        Row(
            "backspace as DEL and as BS", bytes: [0x7F, 0x08], [.key(.backspace), .key(.backspace)]),
        Row("Ctrl-C and Ctrl-D", bytes: [0x03, 0x04], [.key(.interrupt), .key(.endOfInput)]),
        Row(
            "CSI arrows", "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D",
            [.key(.up), .key(.down), .key(.right), .key(.left)]),
        Row(
            "SS3 arrows", "\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD",
            [.key(.up), .key(.down), .key(.right), .key(.left)]),
        Row("arrow with modifier parameters", "\u{1B}[1;5A", [.key(.up)]),
        Row(
            "Shift-Tab, Home, End, Delete", "\u{1B}[Z\u{1B}[H\u{1B}[F\u{1B}[3~\u{1B}[1~\u{1B}[4~",
            [.key(.backTab), .key(.home), .key(.end), .key(.delete), .key(.home), .key(.end)]),
        Row("other tilde keys skipped", "\u{1B}[5~\u{1B}[3;5~x", text("x")),
        Row("SGR left press", "\u{1B}[<0;1;1M", [mouse(0, 0, .left, .press)]),
        Row("SGR left release", "\u{1B}[<0;12;7m", [mouse(11, 6, .left, .release)]),
        Row("SGR left drag", "\u{1B}[<32;100;30M", [mouse(99, 29, .left, .drag)]),
        Row(
            "SGR middle and right press", "\u{1B}[<1;2;3M\u{1B}[<2;4;5M",
            [
                mouse(1, 2, .middle, .press), mouse(3, 4, .right, .press),
            ]),
        Row("SGR motion without a button", "\u{1B}[<35;3;3M", [mouse(2, 2, .none, .move)]),
        Row("SGR modifiers ignored", "\u{1B}[<28;5;6M", [mouse(4, 5, .left, .press)]),
        Row("SGR wheel skipped", "\u{1B}[<64;5;6M\u{1B}[<65;5;6Mx", text("x")),
        Row("SGR extra buttons skipped", "\u{1B}[<128;5;6Mx", text("x")),
        Row(
            "legacy X10 press and release",
            bytes: [0x1B, 0x5B, 0x4D, 32, 33, 34, 0x1B, 0x5B, 0x4D, 35, 40, 50],
            [mouse(0, 1, .left, .press), mouse(7, 17, .none, .release)]),
        Row(
            "legacy X10 drag", bytes: [0x1B, 0x5B, 0x4D, 64, 43, 43], [mouse(10, 10, .left, .drag)]),
        Row("escape then a key (Alt-x)", "\u{1B}x", [.key(.escape)] + text("x")),
        Row("escape escape", "\u{1B}\u{1B}[A", [.key(.escape), .key(.up)]),
        Row("two-byte UTF-8", "é", text("é")),
        Row("three-byte UTF-8", "€漢", text("€漢")),
        Row("four-byte emoji", "😀", text("😀")),
        Row(
            "emoji of several scalars in one chunk", "👩‍💻🇫🇷",
            [
                .key(.character("👩‍💻")), .key(.character("🇫🇷")),
            ]),
        Row("combining mark", "e\u{301}", [.key(.character("e\u{301}"))]),
        Row(
            "keys and a mouse report interleaved", "a\u{1B}[<0;2;2Mb",
            [
                .key(.character("a")), mouse(1, 1, .left, .press), .key(.character("b")),
            ]),
    ]

    @Test(arguments: rows)
    func readsEachSequenceKind(row: Row) {
        var parser = TerminalInputParser()
        #expect(parser.parse(row.bytes) == row.events)
        #expect(!parser.hasIncompleteSequence)
    }

    @Test(arguments: rows)
    func readsEachSequenceKindFedByteByByte(row: Row) {
        var parser = TerminalInputParser()
        var events: [TerminalInputEvent] = []
        for byte in row.bytes { events += parser.parse([byte]) }
        // Scalars arriving in separate chunks are separate characters; everything else is the
        // same however the bytes are split.
        #expect(Self.scalarsOf(events) == Self.scalarsOf(row.events))
        #expect(
            events.filter { !Self.isCharacter($0) } == row.events.filter { !Self.isCharacter($0) })
        #expect(!parser.hasIncompleteSequence)
    }

    @Test(arguments: rows)
    func readsEachSequenceKindSplitAtEveryPoint(row: Row) {
        for split in 0...row.bytes.count {
            var parser = TerminalInputParser()
            let events = parser.parse(row.bytes[..<split]) + parser.parse(row.bytes[split...])
            #expect(Self.scalarsOf(events) == Self.scalarsOf(row.events), "split at \(split)")
            #expect(
                events.filter { !Self.isCharacter($0) }
                    == row.events.filter { !Self.isCharacter($0) }, "split at \(split)")
        }
    }

    @Test func aLoneEscapeWaitsForFlush() {
        var parser = TerminalInputParser()
        #expect(parser.parse([0x1B]).isEmpty)
        #expect(parser.hasIncompleteSequence)
        #expect(parser.flush() == [.key(.escape)])
        #expect(!parser.hasIncompleteSequence)
        #expect(parser.flush().isEmpty)
    }

    @Test func flushDropsAnUnfinishedSequenceAndReadsOnAfterIt() {
        var parser = TerminalInputParser()
        #expect(parser.parse(Array("\u{1B}[<0;1".utf8)).isEmpty)
        #expect(parser.flush().isEmpty)
        #expect(parser.parse(Array(";1Mq".utf8)) == Self.text("q"))
        #expect(parser.parse([0xF0, 0x9F]).isEmpty)
        #expect(parser.flush().isEmpty)
        #expect(parser.parse([0x80, 0x80]).isEmpty)  // Stray continuation bytes.
    }

    /// A mouse report cut by a flush is dropped whole: its tail, when it comes, is never keys
    /// (`;20m` would be `;`, `2`, `0` and `m`, which opens the demo's menu).
    @Test(arguments: [
        ("\u{1B}[<0;10", ";20m", "q"), ("\u{1B}[<0;10", ";20", "mq"), ("\u{1B}[<", "0;10;20Mq", ""),
        ("\u{1B}[", "Aq", ""), ("\u{1B}O", "Aq", ""), ("\u{1B}[M ", "!!q", ""),
        ("\u{1B}[<0;10", "\u{1B}[Bq", ""),
    ])
    func theTailOfAFlushedSequenceIsNeverKeys(head: String, tail: String, more: String) {
        var parser = TerminalInputParser()
        #expect(parser.parse(Array(head.utf8)).isEmpty)
        #expect(parser.flush().isEmpty)
        var events = parser.parse(Array(tail.utf8))
        events += parser.parse(Array(more.utf8))
        let expected: [TerminalInputEvent] =
            tail.hasPrefix("\u{1B}") ? [.key(.down), .key(.character("q"))] : Self.text("q")
        #expect(events == expected, "\(head.debugDescription) | \(tail.debugDescription)")
    }

    /// A second flush ends the wait for the tail: what comes after is read afresh.
    @Test func aSecondFlushStopsDroppingTheTail() {
        var parser = TerminalInputParser()
        #expect(parser.parse(Array("\u{1B}[<0;10".utf8)).isEmpty)
        #expect(parser.flush().isEmpty)
        #expect(parser.hasIncompleteSequence)
        #expect(parser.flush().isEmpty)
        #expect(!parser.hasIncompleteSequence)
        #expect(parser.parse(Array("20".utf8)) == Self.text("20"))
    }

    /// Pasted text is one paste event, never keys, however it is split.
    @Test(arguments: [
        ("\u{1B}[200~abc q\u{1B}[201~", ["abc q"]),
        ("x\u{1B}[200~one\r\ntwo\rthree\nfour\tfive\u{1B}[201~y", ["one\ntwo\nthree\nfour\tfive"]),
        ("\u{1B}[200~\u{1B}[A\u{03}\u{04}q\u{1B}[20\u{1B}[201\u{1B}[201~", ["[Aq[20[201"]),
        ("\u{1B}[200~é😆\u{1B}[201~\u{1B}[200~\u{1B}[201~", ["é😆", ""]),
    ])
    func aPasteIsOnePasteEvent(input: String, pastes: [String]) {
        let bytes = Array(input.utf8)
        for split in 0...bytes.count {
            var parser = TerminalInputParser()
            let events = parser.parse(bytes[..<split]) + parser.parse(bytes[split...])
            let pasted = events.compactMap { event -> String? in
                if case .paste(let text) = event { return text }
                return nil
            }
            #expect(pasted == pastes, "split at \(split)")
            let keys = events.filter { if case .paste = $0 { false } else { true } }
            let outside = input.hasPrefix("x") ? Self.text("xy") : []
            #expect(keys == outside, "split at \(split)")
            #expect(!parser.hasIncompleteSequence)
        }
    }

    @Test func aPasteThatNeverEndsIsFlushedAndBounded() {
        var parser = TerminalInputParser()
        #expect(parser.parse(Array("\u{1B}[200~ab\u{1B}[20".utf8)).isEmpty)
        #expect(parser.flush() == [.paste("ab[20")])
        #expect(parser.parse(Array("q".utf8)) == Self.text("q"))
        #expect(parser.parse(Array("\u{1B}[200~".utf8) + [0xFF, 0x61]).isEmpty)
        #expect(parser.parse(Array("\u{1B}[201~".utf8)) == [.paste("\u{FFFD}a")])

        #expect(parser.parse(Array("\u{1B}[200~".utf8)).isEmpty)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16)
        for _ in 0..<20 { #expect(parser.parse(chunk).isEmpty) }
        let events = parser.parse(Array("\u{1B}[201~".utf8))
        #expect(
            events == [
                .paste(String(repeating: "a", count: TerminalInputParser.maximumPasteLength))
            ])
    }

    /// Garbage and what it still means: mostly nothing.
    static let garbage: [Row] = [
        Row("unknown CSI (F5, Page Up, Insert)", "\u{1B}[15~\u{1B}[5~\u{1B}[2~", []),
        Row("unknown SS3 (F1)", "\u{1B}OP", []),
        Row("focus report", "\u{1B}[I", []),
        Row("other C0 controls", "\u{00}\u{01}\u{07}\u{1F}", []),
        Row("private sequence with intermediates", "\u{1B}[?1;2$y", []),
        Row("sub-parameters", "\u{1B}[<0:1;1;1M", []),
        Row("SGR report with two numbers", "\u{1B}[<0;1M", []),
        Row("SGR report with an empty number", "\u{1B}[<0;;1M", []),
        Row("SGR report at cell 0", "\u{1B}[<0;0;1M", []),
        Row("SGR report past 10,000 columns", "\u{1B}[<0;10001;1M", []),
        Row("button code past 255", "\u{1B}[<256;1;1M", []),
        Row("overlong numbers", "\u{1B}[<0;" + String(repeating: "9", count: 5_000) + ";1M", []),
        Row("too many parameters", "\u{1B}[<" + String(repeating: "1;", count: 40) + "1M", []),
        Row("sequence cut by a control byte", "\u{1B}[<0;1\u{18}", []),
        Row("sequence cut by a non-ASCII byte", "\u{1B}[<0;1\u{E9}", text("\u{E9}")),
        Row("legacy report of garbage bytes", "\u{1B}[M\u{01}\u{02}\u{03}", []),
    ]

    /// Garbage, then real events: the events must survive every kind of garbage.
    @Test(arguments: garbage)
    func garbageIsSkippedWithoutLosingWhatFollows(row: Row) {
        var parser = TerminalInputParser()
        let events = parser.parse(row.bytes + Array("\u{1B}[<0;3;4Mz".utf8))
        #expect(events == row.events + [Self.mouse(2, 3, .left, .press), .key(.character("z"))])
        #expect(!parser.hasIncompleteSequence)
    }

    @Test func aSequenceCutByAnEscapeStartsTheNextOne() {
        var parser = TerminalInputParser()
        #expect(parser.parse(Array("\u{1B}[<0;1\u{1B}[A".utf8)) == [.key(.up)])
    }

    @Test func invalidUTF8IsSkipped() {
        var parser = TerminalInputParser()
        let bytes: [UInt8] = [
            0xC0, 0xAF,  // overlong "/"
            0xE0, 0x80, 0xAF,  // overlong "/"
            0xED, 0xA0, 0x80,  // a surrogate
            0xF4, 0x90, 0x80, 0x80,  // past U+10FFFF
            0xC2, 0x85,  // C1 control NEL
            0xFF, 0xFE, 0xBF,  // bytes that are never UTF-8
            0xC3, 0x41,  // a lead byte cut short by ASCII
        ]
        #expect(parser.parse(bytes + [0x6F, 0x6B]) == Self.text("Aok"))
    }

    @Test func endlessDigitsNeitherTrapNorGrow() {
        var parser = TerminalInputParser()
        #expect(parser.parse(Array("\u{1B}[<".utf8)).isEmpty)
        let digits = [UInt8](repeating: UInt8(ascii: "7"), count: 100_000)
        for _ in 0..<10 { #expect(parser.parse(digits).isEmpty) }
        #expect(parser.hasIncompleteSequence)
        #expect(parser.parse(Array(";1;1Mq".utf8)) == Self.text("q"))
    }

    private static func isCharacter(_ event: TerminalInputEvent) -> Bool {
        if case .key(.character) = event { return true }
        return false
    }

    private static func scalarsOf(_ events: [TerminalInputEvent]) -> [Unicode.Scalar] {
        events.flatMap { event -> [Unicode.Scalar] in
            if case .key(.character(let character)) = event {
                return Array(character.unicodeScalars)
            }
            return []
        }
    }
}
