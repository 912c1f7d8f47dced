/// Estimates the velocity of a pointer along one axis from its recent positions.
///
/// The estimate is the slope, at the newest sample, of a least-squares quadratic fitted to the
/// most recent samples: at most ``historySize`` (20) of them, none older than ``horizon``
/// (100 ms) before the newest, and none across a pause longer than ``pauseThreshold`` (40 ms),
/// which means the pointer stopped. Fewer than ``minimumSampleCount`` (3) usable samples give a
/// velocity of 0. These are the rules of Flutter's and Android's degree-2 estimators, which
/// reproduce a uniformly accelerating pointer exactly.
///
/// The tracker keeps a fixed ring of samples and never allocates after it is created.
///
/// Bad input: samples with a NaN or infinite time or position are ignored; a sample earlier
/// than the newest one (a restarted pointer stream or a clock that went backwards) clears the
/// history first; a sample at the same time as the newest replaces it.
public struct VelocityTracker: Sendable {
    /// The most samples the fit uses.
    public static let historySize = 20
    /// The oldest a sample may be, relative to the newest, in seconds: 0.1.
    public static let horizon = 0.1
    /// A gap between consecutive samples longer than this means the pointer stopped, in
    /// seconds: 0.04.
    public static let pauseThreshold = 0.04
    /// The fewest samples that give an estimate.
    public static let minimumSampleCount = 3

    /// Slack for comparing times held in seconds as binary fractions, in seconds.
    private static let timeSlack = 1e-9

    private var times: [Double]
    private var positions: [Double]
    private var newest = -1
    /// How many samples the ring holds, 0…historySize.
    public private(set) var sampleCount = 0

    /// Creates an empty tracker.
    public init() {
        times = Array(repeating: 0, count: Self.historySize)
        positions = Array(repeating: 0, count: Self.historySize)
    }

    /// The time of the newest sample, in seconds, or `nil` when there is none.
    public var latestTime: Double? { sampleCount > 0 ? times[newest] : nil }

    /// The position of the newest sample, in points, or `nil` when there is none.
    public var latestPosition: Double? { sampleCount > 0 ? positions[newest] : nil }

    /// Records the pointer's position at a time.
    ///
    /// - Parameters:
    ///   - time: The sample's timestamp, in seconds, on any monotonic time base.
    ///   - position: The pointer's position along the axis, in points.
    public mutating func addSample(time: Double, position: Double) {
        guard time.isFinite, position.isFinite else { return }
        if let latest = latestTime {
            if time < latest { reset() }
            if time == latest {
                positions[newest] = position
                return
            }
        }
        newest = (newest + 1) % Self.historySize
        times[newest] = time
        positions[newest] = position
        sampleCount = min(sampleCount + 1, Self.historySize)
    }

    /// Forgets every sample.
    public mutating func reset() {
        sampleCount = 0
        newest = -1
    }

    /// The estimated velocity at the newest sample, in points per second.
    public var velocity: Double { estimate() }

    /// The estimated velocity as seen at `time`: 0 if no sample arrived in the
    /// ``pauseThreshold`` before it (the pointer is resting), else ``velocity``.
    ///
    /// - Parameter time: The current time, in seconds, on the samples' time base.
    /// - Returns: The velocity in points per second.
    public func velocity(at time: Double) -> Double {
        guard let latest = latestTime else { return 0 }
        if time - latest > Self.pauseThreshold + Self.timeSlack { return 0 }
        return estimate()
    }

    /// Fits p(x) = b₀ + b₁x + b₂x² with x the sample's age in milliseconds (≤ 0) and returns
    /// b₁ in points per second. Positions are taken relative to the newest one so large
    /// coordinates do not cost precision.
    private func estimate() -> Double {
        guard sampleCount >= Self.minimumSampleCount else { return 0 }
        let newestTime = times[newest]
        let newestPosition = positions[newest]
        var s = (n: 0.0, x: 0.0, x2: 0.0, x3: 0.0, x4: 0.0)
        var t = (y: 0.0, xy: 0.0, x2y: 0.0)
        var previousTime = newestTime
        var used = 0
        var index = newest
        while used < sampleCount {
            let time = times[index]
            if newestTime - time > Self.horizon + Self.timeSlack { break }
            if previousTime - time > Self.pauseThreshold + Self.timeSlack { break }
            let x = (time - newestTime) * 1000
            let y = positions[index] - newestPosition
            let x2 = x * x
            s = (s.n + 1, s.x + x, s.x2 + x2, s.x3 + x2 * x, s.x4 + x2 * x2)
            t = (t.y + y, t.xy + x * y, t.x2y + x2 * y)
            previousTime = time
            used += 1
            index = (index + Self.historySize - 1) % Self.historySize
        }
        guard used >= Self.minimumSampleCount else { return 0 }
        // Normal equations, solved for b₁ by Cramer's rule.
        let det = Self.determinant(s.n, s.x, s.x2, s.x, s.x2, s.x3, s.x2, s.x3, s.x4)
        let b1 = Self.determinant(s.n, t.y, s.x2, s.x, t.xy, s.x3, s.x2, t.x2y, s.x4) / det
        guard det.magnitude > 1e-12 * s.x4 * s.x4, b1.isFinite else { return 0 }
        return b1 * 1000
    }

    private static func determinant(
        _ a: Double, _ b: Double, _ c: Double,
        _ d: Double, _ e: Double, _ f: Double,
        _ g: Double, _ h: Double, _ i: Double
    ) -> Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }
}
