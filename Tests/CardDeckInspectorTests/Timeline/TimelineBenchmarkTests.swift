import CardDeckInspector
import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

/// Seek times in a five-minute session: run with `CARDDECK_TIMELINE_BENCH=1`; prints its
/// numbers (`timeline bench:` lines). Not in the default suite: it takes seconds in debug.
@MainActor
@Suite(
    "Timeline benchmark",
    .enabled(if: ProcessInfo.processInfo.environment["CARDDECK_TIMELINE_BENCH"] == "1"))
struct TimelineBenchmarkTests {
    func milliseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    func summary(_ times: [Double]) -> String {
        let sorted = times.sorted()
        let median = sorted[sorted.count / 2]
        let p95 = sorted[Int(Double(sorted.count - 1) * 0.95)]
        return String(
            format: "median %.1f ms, 95th %.1f ms, worst %.1f ms (%d seeks)", median, p95,
            sorted.last ?? 0, sorted.count)
    }

    @Test("seeks in a busy five-minute session")
    func seeks() {
        let (window, _) = SyntheticSession.makeLiveWindow()
        let timeline = SessionTimeline(
            window: window, scenario: SyntheticSession.scenario,
            makeRoot: SyntheticSession.makeRoot)
        SyntheticSession.play(seconds: 300, in: window, seed: 32, busy: 0.5)
        let recording = timeline.recording
        var full = 0.0
        var frames = 0
        full = milliseconds {
            let replica = TimelineReplica(recording: recording, makeRoot: SyntheticSession.makeRoot)
            replica.playhead.play(recording, to: recording.duration)
            frames = replica.window.frameCount
        }
        let build = milliseconds { while timeline.work(frameBudget: 1_000) {} }
        let nodes = timeline.window.treeDescription.split(separator: "\n").count
        print(
            "timeline bench: \(recording.events.count) inputs over \(recording.duration) s; "
                + "replay from the start \(frames) frames in \(String(format: "%.1f", full)) ms; "
                + "\(timeline.checkpoints.frozenCount) checkpoints every "
                + "\(timeline.checkpoints.framesPerCheckpoint) frames built in "
                + "\(String(format: "%.0f", build)) ms; \(nodes) nodes a replica; "
                + "\(MemoryLayout<WindowInput>.stride) bytes an input")
        var random = SplitMix64(seed: 9)
        var rebuilt: [Double] = []
        var rebuildWork: [Double] = []
        for _ in 0..<200 {
            let target = random.double(in: 0...recording.duration)
            rebuilt.append(milliseconds { timeline.seek(to: target) })
            rebuildWork.append(milliseconds { while timeline.work(frameBudget: 1_000) {} })
        }
        print("timeline bench: random seeks, checkpoints rebuilt between: \(summary(rebuilt))")
        print("timeline bench: rebuilding after a seek: \(summary(rebuildWork))")
        var scrub: [Double] = []
        for step in 0..<120 {
            // A scrub backwards across the session, a seek per page frame, nothing rebuilt.
            let target = recording.duration * (1 - Double(step) / 120)
            scrub.append(milliseconds { timeline.seek(to: target) })
        }
        print("timeline bench: scrubbing back, nothing rebuilt: \(summary(scrub))")
        while timeline.work(frameBudget: 1_000) {}
        timeline.seek(to: recording.duration / 2)
        var back: [Double] = []
        for _ in 0..<60 { back.append(milliseconds { timeline.step(by: -1) }) }
        print("timeline bench: stepping back a frame, nothing rebuilt: \(summary(back))")
        var forward: [Double] = []
        for _ in 0..<60 { forward.append(milliseconds { timeline.step(by: 1) }) }
        print("timeline bench: stepping forward a frame: \(summary(forward))")
        #expect(timeline.checkpoints.frozenCount <= timeline.checkpoints.maximumCheckpoints)
    }
}
