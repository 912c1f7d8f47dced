import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

/// Seek times in a five-minute session: run with `CARDDECK_TIMELINE_BENCH=1`; prints its
/// numbers.
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

    @Test("replaying a busy five-minute session from the start")
    func fullReplay() {
        let (live, recording) = SyntheticSession.record(seconds: 300)
        var frames = 0
        var window: Window?
        let playhead = milliseconds {
            let replica = recording.makeWindow()
            let (root, owner) = SyntheticSession.makeRoot()
            replica.rootViewController = root
            replica.root.layoutIfNeeded()
            RecordingPlayhead(window: replica).play(recording, to: recording.duration)
            withExtendedLifetime(owner) {}
            frames = replica.frameCount
            window = replica
        }
        let play = milliseconds {
            let (root, owner) = SyntheticSession.makeRoot()
            _ = recording.replay(rootViewController: root, settle: 0)
            withExtendedLifetime(owner) {}
        }
        print(
            "timeline bench: \(recording.events.count) inputs over \(recording.duration) s; "
                + "live ran \(live.frameCount) frames; playhead \(frames) frames in "
                + "\(playhead) ms; play \(play) ms; live commits \(live.commitCount)")
        #expect(window?.treeDescription == live.treeDescription)
        let sampler = recording.makeWindow()
        let (root, owner) = SyntheticSession.makeRoot()
        defer { withExtendedLifetime(owner) {} }
        sampler.rootViewController = root
        sampler.root.layoutIfNeeded()
        let head = RecordingPlayhead(window: sampler)
        var cards: [Int: Int] = [:]
        var changes = 0
        var previous = ""
        for step in 1...1200 {
            head.play(recording, to: Double(step) / 4)
            cards[SessionState(window: sampler).cards.count, default: 0] += 1
            let tree = sampler.treeDescription
            if tree != previous { changes += 1 }
            previous = tree
        }
        print(
            "timeline bench: cards presented (count: samples) \(cards), \(changes) of 1200 samples changed"
        )
    }
}
