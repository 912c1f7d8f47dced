import CardDeckInspector
import CardDeckTesting
import CardDeckViews
import Testing

/// What a seek costs, in frames of replay (deterministic, unlike milliseconds): bounded by the
/// checkpoints' spacing once their gaps are filled, and kept small through fast scrubbing,
/// which moves the checkpoints about instead of using them up.
@MainActor
@Suite("Timeline seek cost", .isolatedDiagnostics)
struct TimelineSeekCostTests {
    static let spacing = 120

    /// A 40-second session, its checkpoints built, and the frames of a replay from the start.
    static func timeline() -> (SessionTimeline, total: Int) {
        let (timeline, recording) = SessionTimelineTests.timeline(
            framesPerCheckpoint: spacing)
        let replica = TimelineReplica(recording: recording, makeRoot: SyntheticSession.makeRoot)
        replica.playhead.play(recording, to: recording.duration)
        return (timeline, replica.window.frameCount)
    }

    static func pattern(_ timeline: SessionTimeline, seed: UInt64) -> ScrubPattern {
        ScrubPattern(
            duration: timeline.recording.duration, interval: timeline.frameInterval, seed: seed,
            bursts: 3, seeksPerBurst: 30)
    }

    @Test("scrubbing keeps the checkpoints: the replica a seek leaves becomes one")
    func scrubbingKeepsCheckpoints() {
        let (timeline, _) = Self.timeline()
        let before = timeline.checkpoints.frozenCount
        #expect(before >= 10)
        for target in Self.pattern(timeline, seed: 1).bursts.joined() { timeline.seek(to: target) }
        // The first seek from live took one; every later one gave one back for the one it took.
        #expect(timeline.checkpoints.frozenCount >= before - 1)
        timeline.returnToLive()
        #expect(timeline.checkpoints.frozenCount >= before)
        #expect(timeline.checkpoints.frozenCount <= timeline.checkpoints.maximumCheckpoints)
    }

    @Test(
        "once the gaps are filled, a seek anywhere replays at most one and a half spacings",
        arguments: [UInt64(2), 3, 4])
    func seekAfterWorkIsBounded(seed: UInt64) {
        let (timeline, _) = Self.timeline()
        var random = SplitMix64(seed: seed)
        for burst in Self.pattern(timeline, seed: seed).bursts {
            for target in burst { timeline.seek(to: target) }
            while timeline.work(frameBudget: 10_000) {}
            #expect(!timeline.checkpoints.hasMissing)
            for _ in 0..<10 {
                timeline.seek(to: random.double(in: 0...timeline.recording.duration))
                // One and a half spacings of busy frames, plus the step a builder may
                // overshoot its goal by and the idle frames a stop at the target runs.
                #expect(
                    timeline.lastSeekFrameCount
                        <= Self.spacing * 3 / 2 + RecordingPlayhead.framesPerStep
                        + FrameLoop.maximumFramesPerAdvance)
            }
        }
    }

    @Test(
        "in back-to-back fast scrubbing, and right after it, no seek replays half the session",
        arguments: [UInt64(5), 6, 7])
    func scrubbingIsBounded(seed: UInt64) {
        let (timeline, total) = Self.timeline()
        var random = SplitMix64(seed: seed)
        var worst = 0
        for burst in Self.pattern(timeline, seed: seed).bursts {
            for target in burst {
                timeline.seek(to: target)
                worst = max(worst, timeline.lastSeekFrameCount)
            }
            timeline.seek(to: random.double(in: 0...timeline.recording.duration))
            worst = max(worst, timeline.lastSeekFrameCount)
        }
        // Were the checkpoints used up, a seek would replay from the start.
        #expect(worst <= total / 2)
    }
}
