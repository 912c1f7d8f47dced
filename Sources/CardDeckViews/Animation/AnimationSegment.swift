import CardDeckMotion

/// One stretch of an animator's progress over time: from a progress value towards a target,
/// following a curve or a spring. Interruptions (reversing, continuing with new parameters)
/// start a new segment from the current progress and velocity, so progress never jumps.
enum AnimationSegment {
    /// progress = from + (to − from)·curve(s), with s = fraction0 + direction·(t − time0)/duration
    /// clamped into 0…1.
    case curve(
        any TimingCurve, from: Double, to: Double, duration: Double, fraction0: Double,
        time0: Double, direction: Double)
    /// progress = spring(t − time0).
    case spring(SpringSimulation, time0: Double)

    /// The elapsed fraction of a curve segment, 0…1.
    func fraction(at time: Double) -> Double {
        switch self {
        case .curve(_, _, _, let duration, let fraction0, let time0, let direction):
            guard duration > 0 else { return direction > 0 ? 1 : 0 }
            let elapsed = max(time - time0, 0)
            return min(max(fraction0 + direction * elapsed / duration, 0), 1)
        case .spring(let motion, let time0):
            return min(max(motion.position(at: time - time0), 0), 1)
        }
    }

    func progress(at time: Double) -> Double {
        switch self {
        case .curve(let curve, let from, let to, _, _, _, _):
            return from + (to - from) * curve.value(at: fraction(at: time))
        case .spring(let motion, let time0):
            return motion.position(at: time - time0)
        }
    }

    /// d progress / dt, per second.
    func velocity(at time: Double) -> Double {
        switch self {
        case .curve(let curve, let from, let to, let duration, _, let time0, let direction):
            let s = fraction(at: time)
            guard duration > 0, time >= time0, s > 0 || direction > 0, s < 1 || direction < 0
            else { return 0 }
            return (to - from) * curve.velocity(at: s) * direction / duration
        case .spring(let motion, let time0):
            return time >= time0 ? motion.velocity(at: time - time0) : 0
        }
    }

    func isFinished(at time: Double) -> Bool {
        switch self {
        case .curve(_, _, _, _, _, _, let direction):
            let s = fraction(at: time)
            return direction > 0 ? s >= 1 : s <= 0
        case .spring(let motion, let time0):
            return motion.isDone(at: time - time0)
        }
    }

    /// The progress the segment comes to rest at.
    var target: Double {
        switch self {
        case .curve(_, let from, let to, _, _, _, let direction): direction > 0 ? to : from
        case .spring(let motion, _): motion.end
        }
    }

    /// A segment from `progress` (moving at `velocity`) to `target` with `parameters`.
    static func starting(
        at time: Double,
        progress: Double,
        velocity: Double,
        target: Double,
        parameters: TimingParameters,
        durationFactor: Double
    ) -> AnimationSegment {
        switch parameters.kind {
        case .curve(let curve, let duration):
            return .curve(
                curve, from: progress, to: target, duration: duration * durationFactor,
                fraction0: 0, time0: time, direction: 1)
        case .spring(let spring, let relativeVelocity):
            // A relative velocity is a fraction of the remaining distance per second.
            let given = relativeVelocity * (target - progress)
            let motion = SpringSimulation(
                spring: spring, start: progress, end: target,
                initialVelocity: given != 0 ? given : velocity, tolerance: 0.0005)
            return .spring(motion, time0: time)
        }
    }
}
