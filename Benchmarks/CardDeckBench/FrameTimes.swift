/// The durations of individual frames, in nanoseconds, timed with `ContinuousClock`: the median
/// shows the typical frame and the 99th percentile the slow ones (a resize starting, a flick
/// landing, a card being presented), which a median over batches hides.
struct FrameTimes {
    private var samples: [Double] = []

    /// Creates an empty set with room for `capacity` samples, so timing does not allocate.
    init(capacity: Int) {
        samples.reserveCapacity(capacity)
    }

    /// The number of samples.
    var count: Int { samples.count }

    /// Adds one duration, in nanoseconds.
    mutating func append(_ nanoseconds: Double) {
        samples.append(nanoseconds)
    }

    /// The median, in nanoseconds.
    var median: Double { percentile(50) }

    /// The 99th percentile, in nanoseconds.
    var p99: Double { percentile(99) }

    /// The smallest sample that at least `percent` % of the samples do not exceed (the
    /// nearest-rank definition).
    ///
    /// - Parameter percent: 0–100.
    /// - Returns: Nanoseconds; 0 when there are no samples.
    func percentile(_ percent: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// Calls `step` `warmUp` times untimed, then `frames` times, timing each call.
    ///
    /// - Parameters:
    ///   - frames: How many calls to time.
    ///   - warmUp: How many calls to make first, untimed; default 100.
    ///   - step: One frame of a scene.
    /// - Returns: One sample per timed call.
    static func measure(frames: Int, warmUp: Int = 100, _ step: () -> Void) -> FrameTimes {
        for _ in 0..<warmUp { step() }
        var times = FrameTimes(capacity: frames)
        let clock = ContinuousClock()
        for _ in 0..<frames {
            let start = clock.now
            step()
            times.append(nanoseconds(clock.now - start))
        }
        return times
    }
}

/// A duration in nanoseconds.
func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}
