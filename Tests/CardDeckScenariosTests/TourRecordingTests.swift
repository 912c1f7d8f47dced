import CardDeck
import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

/// Every scenario's tour, recorded at 40 frames a second as a slow live session would draw
/// it, kept as a golden recording, and replayed at the window's 120: the replay ends where
/// the recorded session did.
@MainActor
@Suite("Recorded tours replay to the same end", .isolatedDiagnostics)
struct TourRecordingTests {
    nonisolated static let identifiers = ScenarioCatalog.all.map(\.identifier)

    /// Plays a scenario's tour in a window drawing `frameRate` frames a second, recording it.
    /// A recording holds what a user does; a step that calls code (`selectDetent`) is not
    /// that, so the recording ends before the first such step.
    static func recordTour(_ identifier: String, frameRate: Double) throws -> InputRecording {
        let descriptor = try #require(ScenarioCatalog.scenario(named: identifier))
        let scenario = descriptor.make()
        let window = ScriptedDemo.makeWindow(for: DemoOptions())
        window.frameRate = frameRate
        scenario.install(in: window)
        let recorder = InputRecorder(window: window)
        recorder.start(scenario: identifier)
        let player = TourPlayer(window: window)
        for (index, step) in scenario.tour.enumerated() {
            if case .selectDetent = step.action { break }
            try player.perform(step, index: index)
        }
        var recording = recorder.stop(
            expectations: ["summary \(scenario.summary)"] + SessionState(window: window).lines)
        recording.cardDeckVersion = "(golden)"
        return recording
    }

    /// Replays a recording in a fresh copy of its scenario; returns the summary and state.
    static func replay(_ recording: InputRecording) throws -> (String, SessionState) {
        let descriptor = try #require(ScenarioCatalog.scenario(named: recording.scenario ?? ""))
        let scenario = descriptor.make()
        let window = recording.makeWindow()
        scenario.install(in: window)
        window.replay(recording)
        return (scenario.summary, SessionState(window: window))
    }

    @Test(
        "the tour's recording is the golden one, and replays to the same end",
        arguments: identifiers)
    func goldenTour(identifier: String) throws {
        let recording = try Self.recordTour(identifier, frameRate: 40)
        assertSnapshot(of: recording.text, named: identifier, pathExtension: "cdrec")
        // The committed file, as CI reads it.
        let path =
            SnapshotComparison.defaultDirectory(forTestFile: #filePath)
            + "/\(identifier).cdrec"
        let golden = try InputRecording(parsing: try String(contentsOfFile: path, encoding: .utf8))
        let (summary, state) = try Self.replay(golden)
        #expect(summary == golden.expectation("summary"))
        #expect(state.differences(from: try SessionState(lines: golden.expectations)) == [])
    }
}
