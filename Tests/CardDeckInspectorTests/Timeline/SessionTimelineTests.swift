import CardDeckInspector
import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import Foundation
import Synchronization
import Testing

/// The timeline's model: a seek by checkpoints shows what a replay from the start shows,
/// frame for frame; the recording and the checkpoints stay bounded; resuming live branches.
@MainActor
@Suite("Session timeline", .isolatedDiagnostics)
struct SessionTimelineTests {
    /// A 40-second session and a timeline over it, its checkpoints built.
    static func timeline(seconds: Double = 40, framesPerCheckpoint: Int = 120)
        -> (SessionTimeline, InputRecording)
    {
        let (window, _) = SyntheticSession.makeLiveWindow()
        let timeline = SessionTimeline(
            window: window, scenario: SyntheticSession.scenario,
            makeRoot: SyntheticSession.makeRoot, framesPerCheckpoint: framesPerCheckpoint)
        SyntheticSession.play(seconds: seconds, in: window, seed: 7, busy: 0.7)
        while timeline.work(frameBudget: 10_000) {}
        return (timeline, timeline.recording)
    }

    /// The tree a replay from the start shows at `time`: the recording up to `time`, played by
    /// `Window.replay` into a fresh root, with no settling.
    static func replayedTree(_ recording: InputRecording, at time: Double) -> String {
        let (root, owner) = SyntheticSession.makeRoot()
        let window = recording.truncated(at: time).replay(rootViewController: root, settle: 0)
        defer { withExtendedLifetime(owner) {} }
        return window.treeDescription
    }

    @Test(
        "a seek by checkpoints shows what a replay from the start shows, frame for frame",
        arguments: [[0.75, 0.1, 0.45, 0.44, 0.95, 0.02, 0.3]])
    func seekEqualsReplay(shares: [Double]) {
        let (timeline, recording) = Self.timeline()
        // Just after inputs spread over the session, backwards and forwards: where it moves.
        let targets = shares.map {
            recording.events[Int(Double(recording.events.count - 1) * $0)].time + 0.02
        }
        #expect(timeline.checkpoints.frozenCount >= 4)
        var changed = 0
        for target in targets {
            var previous = timeline.seek(to: target).treeDescription
            #expect(previous == Self.replayedTree(recording, at: target), "seek to \(target)")
            for frame in 1...6 {
                let shown = timeline.step(by: 1).treeDescription
                #expect(
                    shown == Self.replayedTree(recording, at: timeline.time),
                    "frame \(frame) after \(target)")
                if shown != previous { changed += 1 }
                previous = shown
            }
            let back = timeline.step(by: -3).treeDescription
            #expect(back == Self.replayedTree(recording, at: timeline.time), "back from \(target)")
        }
        // The frames compared are not all the same frame: the session moves under them.
        #expect(changed > 10)
    }

    @Test("the recording takes no more inputs than its bound, and ends at the last it took")
    func recordingBounded() {
        let window = Window(size: Size(width: 390, height: 844))
        window.rootViewController = SyntheticSession.makeRoot().root
        let recorder = InputRecorder(window: window)
        recorder.maximumEventCount = 50
        recorder.start()
        window.scriptedInput.drag(
            from: Point(x: 100, y: 300), to: Point(x: 100, y: 700), duration: 1)
        #expect(recorder.isFull)
        let recording = recorder.stop()
        #expect(recording.events.count == 50)
        #expect(recording.duration == recording.events.last?.time)
        #expect(SessionTimeline.maximumEventCount == 200_000)
    }

    @Test("the checkpoints stay within their bound: the spacing doubles instead")
    func checkpointsBounded() {
        let (window, _) = SyntheticSession.makeLiveWindow()
        let timeline = SessionTimeline(
            window: window, makeRoot: SyntheticSession.makeRoot, framesPerCheckpoint: 30,
            maximumCheckpoints: 4)
        SyntheticSession.play(seconds: 40, in: window, seed: 3, busy: 0.9)
        while timeline.work(frameBudget: 10_000) {}
        #expect(timeline.checkpoints.frozenCount <= 4)
        #expect(timeline.checkpoints.times.count <= 4)
        #expect(timeline.checkpoints.framesPerCheckpoint >= 60)
        // A seek from live takes one; back to live, it is a checkpoint again.
        let before = timeline.checkpoints.frozenCount
        timeline.seek(to: timeline.checkpoints.times[1] + 0.01)
        #expect(timeline.checkpoints.frozenCount == before - 1)
        timeline.returnToLive()
        #expect(timeline.checkpoints.frozenCount == before)
        while timeline.work(frameBudget: 10_000) {}
        #expect(!timeline.checkpoints.hasMissing)
        #expect(timeline.checkpoints.frozenCount <= 4)
    }

    @Test("resuming live from a past moment branches the recording there")
    func resumeLiveBranches() {
        let (timeline, recording) = Self.timeline(seconds: 20)
        let past = timeline.seek(to: 8)
        let tree = past.treeDescription
        let live = timeline.resumeLive()
        #expect(live === past)
        #expect(timeline.isLive)
        #expect(live.treeDescription == tree)
        let branched = timeline.recording
        #expect(branched.events == recording.truncated(at: 8).events)
        #expect(branched.events.count < recording.events.count)
        // Recording goes on in the new live window, from 8 s.
        live.scriptedInput.tap(at: Point(x: 200, y: 500))
        live.advance(by: 1)
        let after = timeline.recording
        #expect(after.events.count == branched.events.count + 2)
        #expect(after.events.last.map { $0.time >= 8 } == true)
        #expect(timeline.checkpoints.times.allSatisfy { $0 <= 8 })
        // The branch replays to the new live window's end state.
        let (root, owner) = SyntheticSession.makeRoot()
        let replayed = timeline.recording.replay(rootViewController: root)
        live.advance(by: 1)
        #expect(SessionState(window: replayed).differences(from: SessionState(window: live)) == [])
        withExtendedLifetime(owner) {}
    }

    @Test("“Export as test” is what --test-from prints for the span shown, and it passes")
    func exportEqualsTestFrom() throws {
        let (window, _) = SyntheticSession.makeLiveWindow()
        let section = TimelineSection(testWriter: { try RecordedTestWriter.source(for: $0) })
        section.start(
            window: window, scenario: SyntheticSession.scenario,
            makeRoot: SyntheticSession.makeRoot)
        SyntheticSession.play(seconds: 20, in: window, seed: 7, busy: 0.7)
        let timeline = try #require(section.timeline)
        timeline.seek(to: 12.5)
        let exported = timeline.exportedRecording()
        #expect(exported.duration == 12.5)
        #expect(exported.events.allSatisfy { $0.time <= 12.5 })
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "timeline-export-\(UInt32.random(in: 0...UInt32.max)).cdrec"
        ).path
        try exported.text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = Mutex("")
        let status = DemoCommand.run(
            name: "carddeck-demo", scenarios: ScenarioCatalog.all,
            arguments: ["--test-from", path],
            console: DemoConsole(
                inputIsTerminal: false, outputIsTerminal: false,
                write: { text in output.withLock { $0 += text } }, writeError: { _ in }))
        #expect(status == 0)
        let printed = output.withLock { $0 }
        #expect(printed.contains("@Test func replayMusicStack()"))
        #expect(try section.exportedTest() == printed)
        // What the printed test does, it passes: the scenario, the replay, the end state.
        let parsed = try InputRecording(parsing: exported.text)
        let scenario = try #require(ScenarioCatalog.scenario(named: "music-stack")).make()
        let replayed = parsed.makeWindow()
        scenario.install(in: replayed)
        replayed.replay(parsed)
        let state = SessionState(window: replayed)
        #expect(state.differences(from: try SessionState(lines: parsed.expectations)) == [])
        #expect(!state.cards.isEmpty || !parsed.expectations.isEmpty)
    }
}
