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

    /// What one more replica costs in resident memory, in kilobytes: twenty played to the
    /// end, measured from `/proc/self/statm` (0 where there is none).
    func replicaBytes(_ recording: InputRecording) -> Int {
        func resident() -> Int {
            let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
            let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return pages * 4
        }
        let before = resident()
        let replicas = (0..<20).map { _ in
            let replica = TimelineReplica(recording: recording, makeRoot: SyntheticSession.makeRoot)
            replica.playhead.play(recording, to: recording.duration)
            return replica
        }
        let after = resident()
        return withExtendedLifetime(replicas) { (after - before) / replicas.count }
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
        print("timeline bench: a replica at the end holds \(replicaBytes(recording)) KB")
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

    @Test("seeks during and right after fast scrubbing")
    func scrubbing() {
        let (window, _) = SyntheticSession.makeLiveWindow()
        let timeline = SessionTimeline(
            window: window, scenario: SyntheticSession.scenario,
            makeRoot: SyntheticSession.makeRoot)
        SyntheticSession.play(seconds: 300, in: window, seed: 32, busy: 0.5)
        while timeline.work(frameBudget: 1_000) {}
        let recording = timeline.recording
        let pattern = ScrubPattern(
            duration: recording.duration, interval: timeline.frameInterval, seed: 5, bursts: 6,
            seeksPerBurst: 40)
        var random = SplitMix64(seed: 11)
        var scrub: [Double] = []
        var after: [Double] = []
        var single: [Double] = []
        var slices: [Double] = []
        for burst in pattern.bursts {
            // In a burst the seeks come back to back: no work between them.
            for target in burst { scrub.append(milliseconds { timeline.seek(to: target) }) }
            // The first seek after it, before any work.
            let next = random.double(in: 0...recording.duration)
            after.append(milliseconds { timeline.seek(to: next) })
            // Then single seeks, the page's work between them (a slice each, as the page
            // sends one 40 ms after a state with work pending).
            for _ in 0..<4 {
                for _ in 0..<3 {
                    slices.append(
                        milliseconds { timeline.work(frameBudget: TimelineSection.workBudget) })
                }
                let target = random.double(in: 0...recording.duration)
                single.append(milliseconds { timeline.seek(to: target) })
            }
        }
        print("timeline bench: fast scrubbing, seeks back to back: \(summary(scrub))")
        print("timeline bench: the first seek after a burst, no work: \(summary(after))")
        print("timeline bench: single seeks, three work slices before each: \(summary(single))")
        print("timeline bench: a work slice: \(summary(slices))")
        #expect(timeline.checkpoints.frozenCount <= timeline.checkpoints.maximumCheckpoints)
    }
}
