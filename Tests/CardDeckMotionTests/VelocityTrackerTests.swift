import Testing

@testable import CardDeckMotion

@Suite("Velocity tracking")
struct VelocityTrackerTests {
    /// Feeds samples given in milliseconds.
    private func tracker(_ samples: [(ms: Double, position: Double)]) -> VelocityTracker {
        var tracker = VelocityTracker()
        for sample in samples {
            tracker.addSample(time: sample.ms / 1000, position: sample.position)
        }
        return tracker
    }

    @Test("Case Q: a uniformly accelerating pointer is estimated exactly (3920 px/s)")
    func quadratic() {
        let samples = stride(from: 0.0, through: 96, by: 8).map { t in (t, 2 * t + 0.01 * t * t) }
        #expect(abs(tracker(samples).velocity - 3_920) < 1e-6)
    }

    @Test("Case L: constant 1.5 px/ms is 1500 px/s")
    func linear() {
        let samples = stride(from: 0.0, through: 96, by: 8).map { t in (t, 1.5 * t) }
        #expect(abs(tracker(samples).velocity - 1_500) < 1e-6)
    }

    @Test("Case S: a pause over 40 ms cuts the history and leaves too few samples (0)")
    func stopped() {
        var samples = stride(from: 0.0, through: 48, by: 8).map { t in (t, 2 * t) }
        samples += [(100, 96), (108, 96)]
        #expect(tracker(samples).velocity == 0)
    }

    @Test("Case H: only samples within the 100 ms horizon count (1000 px/s from 11)")
    func horizon() {
        var position = 0.0
        var samples: [(Double, Double)] = []
        for i in 0..<20 {
            if i > 0 { position += i < 8 ? 5 : 10 }
            samples.append((Double(i) * 10, position))
        }
        #expect(abs(tracker(samples).velocity - 1_000) < 1e-6)
    }

    @Test("Only the newest 20 samples are used")
    func historySize() {
        // 30 samples 2 ms apart: older motion at another speed falls out of the ring.
        var samples: [(Double, Double)] = []
        var position = 0.0
        for i in 0..<30 {
            position += i < 10 ? 10 : 2
            samples.append((Double(i) * 2, position))
        }
        #expect(abs(tracker(samples).velocity - 1_000) < 1e-6)
    }

    @Test("Fewer than three samples give 0")
    func tooFew() {
        #expect(VelocityTracker().velocity == 0)
        #expect(tracker([(0, 0), (8, 16)]).velocity == 0)
        #expect(abs(tracker([(0, 0), (8, 16), (16, 32)]).velocity - 2_000) < 1e-6)
    }

    @Test("velocity(at:) is 0 once the pointer has rested 40 ms")
    func restingPointer() {
        let moving = tracker(stride(from: 0.0, through: 48, by: 8).map { t in (t, 3 * t) })
        #expect(abs(moving.velocity(at: 0.060) - 3_000) < 1e-6)
        #expect(moving.velocity(at: 0.100) == 0)
    }

    @Test("Bad samples are ignored; time going backwards restarts; equal times replace")
    func badInput() {
        var tracker = tracker(stride(from: 0.0, through: 40, by: 8).map { t in (t, 4 * t) })
        tracker.addSample(time: .nan, position: 1)
        tracker.addSample(time: 0.05, position: .infinity)
        #expect(tracker.sampleCount == 6)
        #expect(abs(tracker.velocity - 4_000) < 1e-6)

        tracker.addSample(time: 0.040, position: 170)  // same time as the newest: replaces it
        #expect(tracker.sampleCount == 6)

        tracker.addSample(time: 0.001, position: 0)  // the clock went backwards
        #expect(tracker.sampleCount == 1)
        #expect(tracker.velocity == 0)
        tracker.reset()
        #expect(tracker.latestTime == nil)
    }

    @Test("Large coordinates keep full precision")
    func largeCoordinates() {
        let samples = stride(from: 0.0, through: 96, by: 8).map { t in (t, 1e7 + 0.5 * t) }
        #expect(abs(tracker(samples).velocity - 500) < 1e-6)
    }
}
