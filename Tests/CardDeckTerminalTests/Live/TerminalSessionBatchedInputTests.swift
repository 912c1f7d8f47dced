import CardDeckTerminal
import CardDeckViews
import Testing

/// Bytes a slow frame leaves to be read in one batch keep their arrival times: what waited
/// for the rest of a sequence and timed out before the next bytes came is flushed first, as a
/// read that timed out would have flushed it.
@Suite("Terminal session: one batch read after a slow frame", .isolatedDiagnostics)
@MainActor
struct TerminalSessionBatchedInputTests {
    typealias Step = FakeTerminalDevice.Step

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let first: String
        let second: String
        /// Seconds between the two chunks' arrivals.
        let gap: Double
        let keys: [TerminalKey]
        var testDescription: String { name }
    }

    nonisolated static let rows = [
        Row(
            name: "Escape, then `[A` typed 200 ms later: three keys", first: "\u{1B}",
            second: "[A", gap: 0.2, keys: [.escape, .character("["), .character("A")]),
        Row(
            name: "an arrow split 20 ms apart: one key", first: "\u{1B}", second: "[A",
            gap: 0.02, keys: [.up]),
        Row(
            name: "a mouse report's tail 0.7 s late: dropped, never keys",
            first: "\u{1B}[<0;10", second: ";20m", gap: 0.7, keys: []),
        Row(
            name: "a mouse report's tail 1.2 s late: the tail is keys again",
            first: "\u{1B}[<0;10", second: "x", gap: 1.2, keys: [.character("x")]),
    ]

    @Test(arguments: rows)
    func chunksReadTogether(_ row: Row) throws {
        let chunks = [
            TerminalInputChunk(bytes: Array(row.first.utf8), timestamp: 0.2),
            TerminalInputChunk(bytes: Array(row.second.utf8), timestamp: 0.2 + row.gap),
        ]
        let (session, _) = TerminalSessionTests.session([.chunks(chunks), .text("q")])
        var keys: [TerminalKey] = []
        try session.run { key in
            keys.append(key)
            return .default
        }
        #expect(keys == row.keys + [.character("q")])
    }
}
