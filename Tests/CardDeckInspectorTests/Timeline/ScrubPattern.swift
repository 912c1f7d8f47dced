import CardDeckTesting

/// A scripted fast scrub: the seeks a person dragging the timeline's scrub bar sends in a row
/// (the page sends the next as soon as the previous is answered), in bursts.
///
/// Each burst starts at a random moment; each seek then goes a little back or forth (most
/// often back, as a person looking for a frame does), sweeps back by a sixtieth of the session,
/// or jumps anywhere. The same seed gives the same seeks.
struct ScrubPattern {
    /// The bursts, each a list of targets in seconds from the recording's start.
    let bursts: [[Double]]

    /// Makes the bursts for a session.
    ///
    /// - Parameters:
    ///   - duration: The session's length in seconds, > 0.
    ///   - interval: A frame's length in seconds.
    ///   - seed: The random seed.
    ///   - bursts: How many bursts.
    ///   - seeksPerBurst: Seeks in each burst.
    init(duration: Double, interval: Double, seed: UInt64, bursts: Int, seeksPerBurst: Int) {
        var random = SplitMix64(seed: seed)
        func clamped(_ time: Double) -> Double { min(max(time, 0), duration) }
        self.bursts = (0..<bursts).map { _ in
            var time = random.double(in: 0...duration)
            return (0..<seeksPerBurst).map { _ in
                switch random.int(below: 4) {
                case 0, 1: time += Double(random.int(below: 56) - 40) * interval
                case 2: time -= duration / 60
                default: time = random.double(in: 0...duration)
                }
                time = clamped(time)
                return time
            }
        }
    }
}
