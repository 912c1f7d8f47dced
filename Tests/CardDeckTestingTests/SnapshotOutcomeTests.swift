import Testing

@testable import CardDeckTesting

@Suite("SnapshotOutcome", .isolatedDiagnostics)
struct SnapshotOutcomeTests {
    static let path = "/pkg/Tests/T/__Snapshots__/T/deck.txt"

    static let outcomes: [SnapshotOutcome] = [
        .matched(path: path),
        .recorded(path: path),
        .mismatch(path: path, diff: "--- golden\n+++ actual\n@@ -1,1 +1,1 @@\n-a\n+b\n"),
        .missing(path: path),
        .failed(path: path, reason: "disk on fire."),
    ]

    @Test("every outcome knows its path", arguments: outcomes)
    func path(_ outcome: SnapshotOutcome) {
        #expect(outcome.path == Self.path)
    }

    @Test("only a match passes", arguments: outcomes)
    func onlyAMatchPasses(_ outcome: SnapshotOutcome) {
        let isMatched = outcome == .matched(path: Self.path)
        #expect(outcome.isMatch == isMatched)
        #expect((outcome.issueMessage == nil) == isMatched)
    }

    @Test("failure messages name the golden file", arguments: outcomes.dropFirst())
    func messagesNameTheFile(_ outcome: SnapshotOutcome) throws {
        let message = try #require(outcome.issueMessage)
        #expect(message.contains(Self.path))
    }

    @Test func aMismatchMessageHoldsTheDiffAndHowToReRecord() throws {
        let diff = "--- golden\n+++ actual\n@@ -1,1 +1,1 @@\n-a\n+b\n"
        let message = try #require(
            SnapshotOutcome.mismatch(path: Self.path, diff: diff).issueMessage)
        #expect(message.contains(diff))
        #expect(message.contains("RECORD_SNAPSHOTS=1"))
    }

    @Test func aMissingMessageSaysHowToRecord() throws {
        let message = try #require(SnapshotOutcome.missing(path: Self.path).issueMessage)
        #expect(message.contains("RECORD_SNAPSHOTS=1"))
        #expect(message.contains("review"))
    }

    @Test func aRecordedMessageAsksForAReview() throws {
        let message = try #require(SnapshotOutcome.recorded(path: Self.path).issueMessage)
        #expect(message.contains("Review"))
    }

    @Test func aFailedMessageGivesTheReason() throws {
        let outcome = SnapshotOutcome.failed(path: Self.path, reason: "disk on fire.")
        let message = try #require(outcome.issueMessage)
        #expect(message == "Could not check snapshot at \(Self.path): disk on fire.")
    }
}
