/// The physical parameters of a damped spring: mass, stiffness and damping.
///
/// Three equivalent descriptions are supported, each convertible to the others:
/// - physical: ``init(mass:stiffness:damping:)``;
/// - response and damping ratio, as in SwiftUI's `.spring(response:dampingFraction:)` and the
///   WWDC "Designing Fluid Interfaces" talk: ``init(response:dampingRatio:)``;
/// - perceptual duration and bounce, as in SwiftUI's `Spring(duration:bounce:)`:
///   ``init(duration:bounce:)``.
///
/// The spring pulls with force −stiffness · displacement and resists with
/// −damping · velocity, so with mass m, stiffness k and damping c the undamped angular
/// frequency is √(k/m), the damping ratio c / (2√(km)) and the response 2π√(m/k).
///
/// Bad input never traps: each initializer documents how non-finite, zero or negative values
/// are replaced, and every stored parameter is finite and positive (damping non-negative).
public struct Spring: Hashable, Sendable {
    /// The moving mass, in arbitrary mass units; finite and greater than 0. Default 1.
    public let mass: Double
    /// The spring constant, in force units per unit of displacement; finite and greater than 0.
    public let stiffness: Double
    /// The damping coefficient, in force units per unit of velocity; finite and at least 0.
    public let damping: Double

    /// The spring used when no other is given: response 0.5 s, damping ratio 1 (no bounce).
    public static let `default` = Spring(response: 0.5, dampingRatio: 1)

    /// The range responses and durations are clamped into, in seconds.
    public static let responseRange: ClosedRange<Double> = 0.001...100

    /// The range damping ratios are clamped into, unitless.
    public static let dampingRatioRange: ClosedRange<Double> = 0...1_000

    /// The range bounces are clamped into, unitless.
    public static let bounceRange: ClosedRange<Double> = -0.999...1

    /// Creates a spring from its physical parameters.
    ///
    /// - Parameters:
    ///   - mass: The mass; default 1. NaN, infinite, zero or negative values become 1.
    ///   - stiffness: The spring constant; NaN, infinite, zero or negative values fall back to
    ///     the stiffness of ``default`` (about 157.9).
    ///   - damping: The damping coefficient; 0 gives an undamped spring that never settles.
    ///     NaN, infinite or negative values become critical damping (2√(k·m)).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let stiffness =
            stiffness.isFinite && stiffness > 0 ? stiffness : Self.stiffness(forResponse: 0.5)
        self.mass = mass
        self.stiffness = stiffness
        self.damping =
            damping.isFinite && damping >= 0 ? damping : 2 * (stiffness * mass).squareRoot()
    }

    /// Creates a spring of mass 1 from a response and a damping ratio.
    ///
    /// Stiffness is (2π / response)² and damping 4π · dampingRatio / response.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped oscillation, in seconds; valid 0.001…100, finite
    ///     values outside are clamped (so 0 and negatives mean 0.001 s, nearly instant); NaN
    ///     falls back to 0.5 s.
    ///   - dampingRatio: The damping ratio, unitless: 0 never settles, below 1 bounces, 1 is
    ///     critically damped, above 1 is overdamped. Clamped into 0…1000; NaN becomes 1.
    public init(response: Double, dampingRatio: Double) {
        let response = Self.clamp(response, into: Self.responseRange, nanValue: 0.5)
        let ratio = Self.clamp(dampingRatio, into: Self.dampingRatioRange, nanValue: 1)
        self.mass = 1
        self.stiffness = Self.stiffness(forResponse: response)
        self.damping = 4 * Double.pi * ratio / response
    }

    /// Creates a spring of mass 1 from a perceptual duration and a bounce.
    ///
    /// Stiffness is (2π / duration)²; the damping ratio is 1 − bounce for a bounce of 0 or more
    /// and 1 / (1 + bounce) below 0. Apple's examples hold: duration 0.5, bounce 0.3 gives
    /// stiffness 157.914 and damping 17.593.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (equal to the response), in seconds; default 0.5;
    ///     clamped into 0.001…100; NaN falls back to 0.5.
    ///   - bounce: How much the spring overshoots, unitless; default 0; 0 is critically damped,
    ///     up to 1 bounces more, below 0 is overdamped. Clamped into −0.999…1; NaN becomes 0.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let bounce = Self.clamp(bounce, into: Self.bounceRange, nanValue: 0)
        self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// The undamped angular frequency √(k/m), in radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio c / (2√(k·m)), unitless; 1 is critical damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The period of the undamped oscillation 2π√(m/k), in seconds.
    public var response: Double { 2 * Double.pi / angularFrequency }

    /// The perceptual duration, in seconds; the same as ``response``.
    public var duration: Double { response }

    /// The bounce, unitless: 1 − dampingRatio when the ratio is at most 1, else
    /// 1 / dampingRatio − 1 (negative for an overdamped spring).
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The time after which a motion from rest stays within 0.001 of its distance, in seconds.
    ///
    /// Computed exactly for a move from 0 to 1 starting at rest (see
    /// ``SpringSimulation/settlingTime(tolerance:)``); `.infinity` for an undamped spring.
    public var settlingDuration: Double {
        SpringSimulation(spring: self, start: 0, end: 1, initialVelocity: 0)
            .settlingTime(tolerance: 0.001)
    }

    static func stiffness(forResponse response: Double) -> Double {
        let omega = 2 * Double.pi / response
        return omega * omega
    }

    static func clamp(
        _ value: Double,
        into range: ClosedRange<Double>,
        nanValue: Double
    ) -> Double {
        value.isNaN ? nanValue : min(max(value, range.lowerBound), range.upperBound)
    }
}
