import CardDeck
import CardDeckScenarios
import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

/// From a live session to a test: the `s` key and `--record` in the live demo, `--test-from`,
/// and shrinking a recording to the inputs that matter.
@MainActor
@Suite("Recording workflow: record, write a test, minimize", .isolatedDiagnostics)
struct RecordingWorkflowTests {
    private func temporaryFile(_ name: String) -> String {
        NSTemporaryDirectory() + "carddeck-\(UUID().uuidString)-\(name)"
    }

    @Test("s starts and stops a recording of the scenario showing and says where it saved it")
    func recordKey() throws {
        let path = temporaryFile("reply.cdrec")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let window = Window(size: Size(width: 390, height: 844))
        let demo = LiveDemo(scenarios: ScenarioCatalog.all, window: window, recordPath: path)
        #expect(demo.handle(.character("5")) == .continue)
        #expect(demo.recording.isRecording)
        #expect(demo.statusLine.hasPrefix("● recording compose-sheet (s to stop)"))
        window.advance(by: 0.1)  // laid out
        window.tap(
            at: try #require(TourPlayer.frontmostNode(named: "conversation.reply", in: window))
                .presentedFrameInWindow.center)
        window.advance(by: 1)
        #expect(demo.handle(.character("s")) == .continue)
        #expect(!demo.recording.isRecording)
        #expect(demo.statusLine.hasPrefix("saved \(path)"))
        let recording = try InputRecording(
            parsing: try String(contentsOfFile: path, encoding: .utf8))
        #expect(recording.scenario == "compose-sheet")
        #expect(recording.events.count == 2)  // the tap: down and up
        #expect(recording.expectation("summary")?.hasPrefix("reply: medium") == true)
        #expect(
            recording.expectations.contains { $0.hasPrefix("card ReplyViewController medium ") })
        // With --record, choosing another scenario saves the next one beside the first.
        #expect(demo.handle(.character("s")) == .continue)
        #expect(demo.handle(.character("4")) == .continue)
        let second = path.replacingOccurrences(of: ".cdrec", with: "-2.cdrec")
        defer { try? FileManager.default.removeItem(atPath: second) }
        // Saved with the reply sheet still in the window, as it was when 4 was pressed.
        let saved = try InputRecording(parsing: try String(contentsOfFile: second, encoding: .utf8))
        #expect(saved.expectation("summary")?.hasPrefix("reply: medium") == true)
        #expect(saved.expectations.contains { $0.hasPrefix("card ReplyViewController medium ") })
        #expect(demo.recording.isRecording)  // --record records the side sheet too
    }

    @Test("--test-from prints the test in RecordedReplayTests.swift for its recording")
    func testFromPrintsTheTest() throws {
        let directory = SnapshotComparison.defaultDirectory(forTestFile: #filePath)
        let recordingPath = directory + "/reply-typed.cdrec"
        let captured = CapturedConsole()
        let status = DemoCommand.run(
            name: "carddeck-demo", scenarios: ScenarioCatalog.all,
            arguments: ["--test-from", recordingPath], console: captured.console)
        #expect(status == 0)
        #expect(captured.standardError.isEmpty)
        // The printed test is committed as RecordedReplayTests.swift, where it compiles and
        // passes: the source must match it exactly.
        let testFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("RecordedReplayTests.swift").path
        let committed = try String(contentsOfFile: testFile, encoding: .utf8)
        #expect(committed == captured.standardOutput)
    }

    @Test("--test-from names the file and line of a broken recording and exits 65")
    func testFromBrokenFile() throws {
        let path = temporaryFile("broken.cdrec")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "carddeck-recording 1\nwindow 1 1 safe 0 0 0 0 ltr\n0.5 jump\nend 1\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let captured = CapturedConsole()
        let status = DemoCommand.run(
            name: "carddeck-demo", scenarios: ScenarioCatalog.all,
            arguments: ["--test-from", path], console: captured.console)
        #expect(status == 65)
        #expect(
            captured.standardError
                == "carddeck-demo: \(path): line 3: unknown event kind \"jump\"\n")
        let missing = DemoCommand.run(
            name: "carddeck-demo", scenarios: ScenarioCatalog.all,
            arguments: ["--test-from", path + ".missing"], console: CapturedConsole().console)
        #expect(missing == 65)
    }

    @Test("minimizing keeps only the inputs that still reach the end state")
    func minimize() throws {
        // The reactions card: taps on the list and a detent drag as noise, then the flick
        // that dismisses the card.
        let recording = try TourRecordingTests.recordTour("reactions-card", frameRate: 60)
        func dismissesTheCard(_ candidate: InputRecording) throws -> Bool {
            let (summary, _) = try TourRecordingTests.replay(candidate)
            return summary == recording.expectation("summary")
        }
        #expect(try dismissesTheCard(recording))
        let smaller = try recording.minimized(while: dismissesTheCard)
        #expect(try dismissesTheCard(smaller))
        #expect(smaller.units.count < recording.units.count)
        // Nothing more can go: without any one of its gestures, the end state is not reached.
        for index in smaller.units.indices {
            var fewer = smaller
            let dropped = Set(smaller.units[index])
            fewer.events = smaller.events.indices.filter { !dropped.contains($0) }.map {
                smaller.events[$0]
            }
            #expect(try !dismissesTheCard(fewer))
        }
    }
}

/// Sessions recorded live — in tmux with `term-mouse` and in headless Chromium by
/// `Scripts/browser-check.sh`, both in a debug build — replay to the state the live session
/// reported at its end.
@MainActor
@Suite("Live recordings replay to where the live session ended", .isolatedDiagnostics)
struct LiveRecordingReplayTests {
    nonisolated static let files = [
        "reply-typed", "chromium-music-stack", "chromium-compose-sheet",
    ]

    @Test("the replay ends in the live session's state", arguments: files)
    func replay(file: String) throws {
        // Kept beside the recording `testFromPrintsTheTest` reads.
        let directory = SnapshotComparison.defaultDirectory(forTestFile: #filePath)
        let text = try String(contentsOfFile: directory + "/\(file).cdrec", encoding: .utf8)
        let recording = try InputRecording(parsing: text)
        let (summary, state) = try TourRecordingTests.replay(recording)
        #expect(summary == recording.expectation("summary"))
        #expect(state.differences(from: try SessionState(lines: recording.expectations)) == [])
    }
}
