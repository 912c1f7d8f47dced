import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

/// Input that must never turn into keys: the tail of a mouse report split across reads, and
/// pasted text.
@Suite("Terminal session: input that never turns into keys", .isolatedDiagnostics)
@MainActor
struct TerminalSessionInputTests {
    typealias Step = FakeTerminalDevice.Step

    private func run(_ script: [Step], field: Bool = false) throws -> (
        keys: [TerminalKey], field: TextField?, device: FakeTerminalDevice
    ) {
        let (session, device) = TerminalSessionTests.session(script)
        var textField: TextField?
        if field {
            let editing = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            session.window.root.addSubview(editing)
            editing.becomeFirstResponder()
            textField = editing
        }
        var keys: [TerminalKey] = []
        try session.run { key in
            keys.append(key)
            return .default
        }
        return (keys, textField, device)
    }

    /// `ESC[<0;10` … (a wait past every timeout) … `;20m`: the report is dropped whole, and
    /// its tail does not type `;`, `2`, `0` and `m`.
    @Test func theTailOfAMouseReportSplitPastTheTimeoutIsNeverKeys() throws {
        let result = try run([
            .text("\u{1B}[<0;10"), .idle, .text(";20m"), .text("x"), .text("q"),
        ])
        #expect(result.keys == [.character("x"), .character("q")])
        #expect(result.device.script.isEmpty)
    }

    /// A report whose rest comes within ``TerminalSession/sequenceTimeout`` is completed.
    @Test func aMouseReportSplitAcrossSlowReadsIsCompleted() throws {
        let (session, _) = TerminalSessionTests.session([
            .text("\u{1B}[<0;1;1M"), .text("\u{1B}[<32;3"), .arrive(after: 0.2, Array(";1M".utf8)),
            .text("q"),
        ])
        var keys: [TerminalKey] = []
        try session.run { key in
            keys.append(key)
            return .default
        }
        #expect(keys == [.character("q")])
        #expect(TerminalSession.sequenceTimeout == 0.5)
        #expect(TerminalSession.escapeTimeout == 0.05)
    }

    /// A paste containing `q` does not quit, and no pasted character reaches the key handler.
    @Test func aPasteIsNeverKeys() throws {
        let result = try run([
            .text("\u{1B}[200~hello q\u{03}\u{1B}[201~"), .text("x"), .text("q"),
            .text("never read"),
        ])
        #expect(result.keys == [.character("x"), .character("q")])
        #expect(result.device.script.count == 1)
    }

    /// Ctrl-Z arrives as a byte in raw mode; the session stops the program with it, unless the
    /// handler takes the key.
    @Test func ctrlZSuspendsUnlessTheHandlerTakesIt() throws {
        let result = try run([.bytes([0x1A]), .text("q")])
        #expect(result.keys == [.suspend, .character("q")])
        #expect(result.device.suspendCount == 1)

        let (session, device) = TerminalSessionTests.session([.bytes([0x1A]), .bytes([0x03])])
        try session.run { _ in .continue }
        #expect(device.suspendCount == 0)
        #expect(TerminalKey.suspend.keyPress == nil)
    }

    /// An emoji and its skin tone that arrive in separate reads are two keys; the second joins
    /// the first in the field, and one Backspace removes both.
    @Test func anEmojiWhoseSkinToneArrivesInTheNextReadIsOneCharacterInTheField() throws {
        let result = try run(
            [
                .text("a👍"), .text("\u{1F3FD}"), .text("b"), .bytes([0x7F]), .bytes([0x7F]),
                .bytes([0x03]),
            ], field: true)
        #expect(result.field?.string == "a")
        #expect(result.field?.insertionPoint == 1)
    }

    /// With a field editing, the paste is typed into it, line breaks as Enter.
    @Test func aPasteIsTypedIntoTheFirstResponder() throws {
        let result = try run(
            [
                .text("ab"), .text("\u{1B}[200~c q\u{1B}[201~"), .bytes([0x03]),
                .text("never read"),
            ], field: true)
        #expect(result.field?.string == "abc q")
        #expect(result.keys == [.interrupt])
    }
}
