import Foundation

/// The closed-form displacement d(t) = x(t) − end of a damped spring, for each damping regime.
enum SpringSolution: Hashable, Sendable {
    /// d = e^(−λt)·(a·cos ωt + b·sin ωt), damping ratio below 1 (λ = 0 when undamped).
    case underdamped(decay: Double, frequency: Double, a: Double, b: Double)
    /// d = (a + b·t)·e^(−ωt), damping ratio within 1e-6 of 1.
    case critical(omega: Double, a: Double, b: Double)
    /// d = a·e^(r₁t) + b·e^(r₂t) with r₂ < r₁ < 0, damping ratio above 1.
    case overdamped(slowRate: Double, fastRate: Double, a: Double, b: Double)

    init(spring: Spring, displacement x0: Double, velocity v0: Double) {
        let omega = spring.angularFrequency
        let ratio = spring.dampingRatio
        if abs(ratio - 1) <= 1e-6 {
            self = .critical(omega: omega, a: x0, b: v0 + omega * x0)
        } else if ratio < 1 {
            let decay = ratio * omega
            let frequency = omega * (1 - ratio * ratio).squareRoot()
            self = .underdamped(
                decay: decay,
                frequency: frequency,
                a: x0,
                b: (v0 + decay * x0) / frequency
            )
        } else {
            // r₁ = −ω(ζ − s) written as −ω/(ζ + s) avoids cancellation for large ratios.
            let s = (ratio * ratio - 1).squareRoot()
            let slow = -omega / (ratio + s)
            let fast = -omega * (ratio + s)
            let b = (v0 - slow * x0) / (fast - slow)
            self = .overdamped(slowRate: slow, fastRate: fast, a: x0 - b, b: b)
        }
    }

    func displacement(at t: Double) -> Double {
        switch self {
        case .underdamped(let decay, let frequency, let a, let b):
            let angle = frequency * t
            return exp(-decay * t) * (a * cos(angle) + b * sin(angle))
        case .critical(let omega, let a, let b):
            return (a + b * t) * exp(-omega * t)
        case .overdamped(let slow, let fast, let a, let b):
            return a * exp(slow * t) + b * exp(fast * t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch self {
        case .underdamped(let decay, let frequency, let a, let b):
            let angle = frequency * t
            let p = b * frequency - decay * a
            let q = a * frequency + decay * b
            return exp(-decay * t) * (p * cos(angle) - q * sin(angle))
        case .critical(let omega, let a, let b):
            return (b - omega * (a + b * t)) * exp(-omega * t)
        case .overdamped(let slow, let fast, let a, let b):
            return a * slow * exp(slow * t) + b * fast * exp(fast * t)
        }
    }

    /// The last time |d| exceeds `tolerance`, or 0 if it never does.
    ///
    /// Between two consecutive zeros of the velocity d is monotone, so the set of times where
    /// |d| > tolerance inside such an interval, when the interval's end is already inside the
    /// band, is a prefix of it. Finding the last velocity zero (or t = 0) still outside the band
    /// therefore reduces the problem to one bisection.
    func settlingTime(tolerance: Double) -> Double {
        let isOutside = { (t: Double) in abs(self.displacement(at: t)) > tolerance }
        switch self {
        case .underdamped(let decay, let frequency, let a, let b):
            if a == 0 && b == 0 { return 0 }
            if decay == 0 { return .infinity }
            let p = b * frequency - decay * a
            let q = a * frequency + decay * b
            var phase = atan2(p, q)
            if phase <= 0 { phase += .pi }
            let extremum = { (n: Double) in (phase + n * .pi) / frequency }
            let peak = abs(a * cos(phase) + b * sin(phase))
            guard peak > tolerance else {
                return isOutside(0) ? Self.bisect(0, extremum(0), isOutside) : 0
            }
            // |d| at the n-th velocity zero is peak·e^(−λ·tₙ); solve for the last n above the band.
            let limit = log(peak / tolerance) / decay
            var n = max(0, (limit * frequency - phase) / .pi).rounded(.up) - 1
            while n >= 0 && !isOutside(extremum(n)) { n -= 1 }
            while isOutside(extremum(n + 1)) { n += 1 }
            if n < 0 {
                return isOutside(0) ? Self.bisect(0, extremum(0), isOutside) : 0
            }
            return Self.bisect(extremum(n), extremum(n + 1), isOutside)
        case .critical(let omega, let a, let b):
            let turn = b != 0 ? 1 / omega - a / b : -1
            return Self.settle(turn: turn, scale: 1 / omega, isOutside)
        case .overdamped(let slow, let fast, let a, let b):
            let ratio = -(b * fast) / (a * slow)
            let turn = ratio > 0 && ratio.isFinite ? log(ratio) / (slow - fast) : -1
            return Self.settle(turn: turn, scale: -1 / slow, isOutside)
        }
    }

    /// Settling for motions with at most one velocity zero (`turn`, ignored unless positive).
    private static func settle(
        turn: Double,
        scale: Double,
        _ isOutside: (Double) -> Bool
    ) -> Double {
        let hasTurn = turn > 0 && turn.isFinite
        let from: Double
        if hasTurn && isOutside(turn) {
            from = turn
        } else if isOutside(0) {
            if hasTurn { return bisect(0, turn, isOutside) }
            from = 0
        } else {
            return 0
        }
        var step = scale
        var upper = from + step
        while isOutside(upper) && upper.isFinite {
            step *= 2
            upper = from + step
        }
        return bisect(from, upper, isOutside)
    }

    /// Bisects [outside, inside] to the boundary, returning the inside end (≈1e-12 s).
    private static func bisect(
        _ outside: Double,
        _ inside: Double,
        _ isOutside: (Double) -> Bool
    ) -> Double {
        var low = outside
        var high = inside
        for _ in 0..<200 where high - low > 1e-12 * max(1, high) {
            let mid = 0.5 * (low + high)
            if mid <= low || mid >= high { break }
            if isOutside(mid) { low = mid } else { high = mid }
        }
        return high
    }
}
