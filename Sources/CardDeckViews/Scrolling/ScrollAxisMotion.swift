import CardDeckMotion
import Foundation

/// One axis of a scroll view's motion on its own — a coast, a bounce, a spring to a target or
/// an animated scroll — evaluated in closed form at any time.
///
/// A motion is a chain of phases with analytic hand-over times, so where it is at a given time
/// does not depend on which frames were rendered before:
/// - **coasting**: x(τ) = x₀ + (R − x₀)·(1 − e^(−kτ)) with k = v₀ / (R − x₀), the continuous
///   decay that comes to rest exactly at R. When R lies past an edge (with bounces) the coast
///   hands over at the crossing, τ = −ln(1 − (E − x₀)/(R − x₀)) / k, to
/// - **springing** towards the edge with the velocity it had at the crossing (it overshoots,
///   then settles on the edge). A spring that starts past an edge and is thrown back into the
///   content hard enough crosses the edge once; there it hands over to a coast.
/// - **easing**: an animated scroll along ``ScrollView/scrollAnimationCurve``.
struct ScrollAxisMotion: Equatable {
    /// The edges and physics of the axis while it moves.
    struct Limits: Equatable {
        /// The smallest resting offset, in points.
        var lower: Double
        /// The largest resting offset, in points; ≥ ``lower``.
        var upper: Double
        /// Whether the motion may pass an edge and bounce back.
        var bounces: Bool
        /// The friction of coasts that follow a spring back into the content.
        var rate: DecelerationRate

        /// Whether `other` differs from these limits only by rounding (edges within 1e-6 pt),
        /// so a motion planned within them need not be re-planned.
        func isClose(to other: Limits) -> Bool {
            bounces == other.bounces && rate == other.rate
                && abs(lower - other.lower) <= 1e-6 && abs(upper - other.upper) <= 1e-6
        }

        /// `value` clamped into `lower...upper`.
        func clamped(_ value: Double) -> Double { min(max(value, lower), upper) }

        /// The edge `value` lies past, or `nil` when it lies within the edges.
        func edge(beyond value: Double) -> Double? {
            if value < lower { return lower }
            if value > upper { return upper }
            return nil
        }
    }

    /// What the axis is doing.
    enum Phase: Equatable {
        /// Not moving.
        case resting(at: Double)
        /// Decaying from `start` at `velocity` towards `rest`; `velocity` and `rest − start`
        /// have the same sign.
        case coasting(start: Double, velocity: Double, rest: Double)
        /// A spring towards an edge (`towardsEdge`) or a target.
        case springing(SpringSimulation, towardsEdge: Bool)
        /// An animated scroll from one offset to another.
        case easing(from: Double, to: Double, duration: Double)
    }

    private(set) var phase: Phase
    /// When the phase began, in seconds on the window clock's time base.
    private(set) var phaseStart: Double
    /// When the phase hands over to the next one; `.infinity` when it does not.
    private(set) var handOverTime = Double.infinity
    private(set) var limits: Limits

    /// An axis that stays where it is.
    static func resting(at position: Double, time: Double, limits: Limits) -> Self {
        Self(phase: .resting(at: position), phaseStart: time, limits: limits)
    }

    /// The motion after a release: a coast that comes to rest at `end` (bouncing at an edge it
    /// crosses), a spring back to the edge when `position` is past one, or a spring to `end`
    /// when the velocity is zero or points away from it.
    ///
    /// - Parameters:
    ///   - position: The offset at release, in points.
    ///   - velocity: The offset's velocity at release, in points per second.
    ///   - end: Where a coast comes to rest; clamped into the edges without bounces.
    ///   - time: The release time, in seconds.
    ///   - limits: The edges and physics.
    /// - Returns: The motion, in its first phase.
    static func deceleration(
        from position: Double, velocity: Double, coastingTo end: Double, at time: Double,
        limits: Limits
    ) -> Self {
        var motion = resting(at: position, time: time, limits: limits)
        motion.plan(from: position, velocity: velocity, coastingTo: end, at: time)
        return motion
    }

    /// An animated scroll from `start` to `end` over `duration` seconds.
    static func easing(
        from start: Double, to end: Double, duration: Double, at time: Double, limits: Limits
    ) -> Self {
        guard start != end, duration > 0 else {
            return resting(at: end, time: time, limits: limits)
        }
        return Self(
            phase: .easing(from: start, to: end, duration: duration), phaseStart: time,
            limits: limits)
    }

    /// Whether the axis has nothing to do.
    var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// Where the current phase comes to rest, in points.
    var restPosition: Double {
        switch phase {
        case .resting(let position): position
        case .coasting(_, _, let rest): rest
        case .springing(let spring, _): spring.end
        case .easing(_, let end, _): end
        }
    }

    /// Moves through every hand-over due by `time`, each at its own exact instant.
    mutating func advance(to time: Double) {
        var handOvers = 0
        // A chain has at most three phases (spring back, coast, bounce); the bound is a guard.
        while time >= handOverTime, handOvers < 4 {
            handOvers += 1
            let instant = handOverTime
            let velocity = self.velocity(at: instant)
            switch phase {
            case .coasting:
                let edge = velocity > 0 ? limits.upper : limits.lower
                startSpring(
                    from: edge, velocity: velocity, to: edge, towardsEdge: true, at: instant)
            case .springing(let spring, _):
                let edge = spring.end
                let end = edge + limits.rate.projectedDistance(initialVelocity: velocity)
                plan(from: edge, velocity: velocity, coastingTo: end, at: instant)
            case .resting, .easing:
                handOverTime = .infinity
            }
        }
    }

    /// The offset at `time` in the current phase, in points; call ``advance(to:)`` first.
    func position(at time: Double) -> Double {
        let elapsed = max(time - phaseStart, 0)
        switch phase {
        case .resting(let position):
            return position
        case .coasting(let start, let velocity, let rest):
            let friction = velocity / (rest - start)
            return start + (rest - start) * -expm1(-friction * elapsed)
        case .springing(let spring, _):
            return spring.position(at: elapsed)
        case .easing(let start, let end, let duration):
            let fraction = min(elapsed / duration, 1)
            return start + (end - start) * ScrollView.scrollAnimationCurve.value(at: fraction)
        }
    }

    /// The velocity at `time` in the current phase, in points per second.
    func velocity(at time: Double) -> Double {
        let elapsed = max(time - phaseStart, 0)
        switch phase {
        case .resting:
            return 0
        case .coasting(let start, let velocity, let rest):
            let friction = velocity / (rest - start)
            return velocity * exp(-friction * elapsed)
        case .springing(let spring, _):
            return spring.velocity(at: elapsed)
        case .easing(let start, let end, let duration):
            guard elapsed < duration else { return 0 }
            let slope = ScrollView.scrollAnimationCurve.velocity(at: elapsed / duration)
            return (end - start) / duration * slope
        }
    }

    /// Whether the axis has settled by `time`: no hand-over pending, within `tolerance` of its
    /// rest and slower than `speedTolerance` (an animated scroll: its duration has passed).
    func isSettled(at time: Double, tolerance: Double, speedTolerance: Double) -> Bool {
        switch phase {
        case .resting:
            return true
        case .easing(_, _, let duration):
            // Frame times are sums of binary fractions; a nanosecond of slack absorbs rounding.
            return time - phaseStart >= duration - 1e-9
        case .coasting, .springing:
            return handOverTime == .infinity
                && abs(position(at: time) - restPosition) <= tolerance
                && abs(velocity(at: time)) <= speedTolerance
        }
    }

    /// Continues from `position` at `time` with the velocity the motion has then, under new
    /// limits: someone moved the content (an observer pinning it) or its edges changed.
    ///
    /// A coast keeps its friction, so it travels as far from the new position as it had left to
    /// travel; a spring towards an edge becomes a fresh release; a spring towards a target or
    /// an animated scroll becomes a spring to the same target.
    mutating func rebase(to position: Double, at time: Double, limits newLimits: Limits) {
        advance(to: time)
        let velocity = self.velocity(at: time)
        limits = newLimits
        switch phase {
        case .resting:
            self = .resting(at: position, time: time, limits: newLimits)
        case .coasting(let start, let initialVelocity, let rest):
            let remaining = velocity * (rest - start) / initialVelocity
            plan(from: position, velocity: velocity, coastingTo: position + remaining, at: time)
        case .springing(let spring, let towardsEdge):
            if towardsEdge {
                let end = position + limits.rate.projectedDistance(initialVelocity: velocity)
                plan(from: position, velocity: velocity, coastingTo: end, at: time)
            } else {
                startSpring(
                    from: position, velocity: velocity, to: spring.end, towardsEdge: false, at: time
                )
            }
        case .easing(_, let end, _):
            startSpring(from: position, velocity: velocity, to: end, towardsEdge: false, at: time)
        }
    }

    /// Chooses the first phase of a release from `position`.
    private mutating func plan(
        from position: Double, velocity: Double, coastingTo end: Double, at time: Double
    ) {
        phaseStart = time
        handOverTime = .infinity
        if let edge = limits.edge(beyond: position) {
            startSpring(from: position, velocity: velocity, to: edge, towardsEdge: true, at: time)
            return
        }
        let end = limits.bounces ? end : limits.clamped(end)
        if end == position {
            // Without bounces an edge absorbs a push against it, as a wall would.
            let pushesEdge =
                !limits.bounces
                && (velocity > 0 ? position >= limits.upper : position <= limits.lower)
            if velocity == 0 || pushesEdge {
                phase = .resting(at: position)
                return
            }
        }
        if velocity == 0 || (end - position) * velocity <= 0 {
            startSpring(
                from: position, velocity: velocity, to: limits.clamped(end), towardsEdge: false,
                at: time)
            return
        }
        phase = .coasting(start: position, velocity: velocity, rest: end)
        let edge = velocity > 0 ? limits.upper : limits.lower
        if limits.bounces, (end - edge) * velocity > 0 {
            // The fraction of the coast's distance that lies before the edge, in [0, 1).
            let fraction = (edge - position) / (end - position)
            let friction = velocity / (end - position)
            handOverTime = time - log1p(-fraction) / friction
        }
    }

    /// Starts a spring (``ScrollView/bounceSpring``) and, for a spring that starts past an edge
    /// and is thrown back hard enough to cross it, schedules the hand-over at the crossing.
    private mutating func startSpring(
        from position: Double, velocity: Double, to end: Double, towardsEdge: Bool, at time: Double
    ) {
        let spring = ScrollView.bounceSpring
        phase = .springing(
            SpringSimulation(spring: spring, start: position, end: end, initialVelocity: velocity),
            towardsEdge: towardsEdge)
        phaseStart = time
        handOverTime = .infinity
        guard towardsEdge, abs(spring.dampingRatio - 1) <= 1e-6 else { return }
        // Critically damped: x − E = (a + b·τ)·e^(−ωτ), which is zero once, at τ = −a/b, when
        // a and b have opposite signs.
        let a = position - end
        let b = velocity + spring.angularFrequency * a
        if a * b < 0 { handOverTime = time - a / b }
    }
}
