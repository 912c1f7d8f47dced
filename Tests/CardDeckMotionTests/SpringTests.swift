import Foundation
import Testing

@testable import CardDeckMotion

@Suite("Spring parameters")
struct SpringTests {
    @Test("Apple's example: duration 0.5, bounce 0.3 is stiffness 157.914, damping 17.593")
    func durationBounceToPhysical() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.mass - 1) < 1e-12)
        #expect(abs(spring.stiffness - 157.914) < 5e-4)
        #expect(abs(spring.damping - 17.593) < 5e-4)
    }

    @Test("Apple's example: stiffness 100, damping 10 is duration 0.628, bounce 0.5")
    func physicalToDurationBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.duration - 0.628) < 5e-4)
        #expect(abs(spring.bounce - 0.5) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    }

    @Test(
        "Response and damping ratio set stiffness (2π/r)² and damping 4πζ/r",
        arguments: [(0.5, 0.8), (0.3, 1.0), (0.44, 0.8), (1.2, 2.5), (0.1, 0)])
    func responseDampingRatio(_ response: Double, _ ratio: Double) {
        let spring = Spring(response: response, dampingRatio: ratio)
        let omega = 2 * Double.pi / response
        #expect(abs(spring.stiffness - omega * omega) < 1e-9 * omega * omega)
        #expect(abs(spring.damping - 4 * Double.pi * ratio / response) < 1e-9)
        #expect(abs(spring.response - response) < 1e-12)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
    }

    @Test(
        "Bounce maps to the damping ratio both ways",
        arguments: [(0.3, 0.7), (0.0, 1.0), (1.0, 0.0), (-0.3, 1 / 0.7), (-0.5, 2.0)])
    func bounceRoundTrip(_ bounce: Double, _ ratio: Double) {
        let spring = Spring(duration: 0.4, bounce: bounce)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        #expect(abs(spring.bounce - bounce) < 1e-12)
        #expect(abs(spring.duration - 0.4) < 1e-12)
    }

    @Test("A spring with mass other than 1 converts through the same formulas")
    func heavySpring() {
        let spring = Spring(mass: 4, stiffness: 400, damping: 40)
        #expect(abs(spring.angularFrequency - 10) < 1e-12)
        #expect(abs(spring.response - 2 * Double.pi / 10) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
        let same = Spring(response: spring.response, dampingRatio: spring.dampingRatio)
        let a = SpringSimulation(spring: spring, start: 0, end: 1)
        let b = SpringSimulation(spring: same, start: 0, end: 1)
        for t in [0.05, 0.2, 0.7] {
            #expect(abs(a.position(at: t) - b.position(at: t)) < 1e-12)
        }
    }

    @Test(
        "settlingDuration is the last exit from the 0.001 band",
        arguments: [
            Spring(response: 0.5, dampingRatio: 0.8), Spring(response: 0.3, dampingRatio: 1),
            Spring(mass: 1, stiffness: 300, damping: 10), Spring(duration: 0.5, bounce: -0.3),
            Spring(response: 0.44, dampingRatio: 0.8), Spring(duration: 0.5, bounce: 0.9),
        ])
    func settlingDuration(_ spring: Spring) {
        let settle = spring.settlingDuration
        let motion = SpringSimulation(spring: spring, start: 0, end: 1)
        #expect(settle > 0 && settle.isFinite)
        // Just before, the motion is outside the band; from then on it never leaves it.
        #expect(abs(motion.position(at: settle - 1e-6) - 1) > 0.001)
        var t = settle
        while t < settle * 4 {
            #expect(abs(motion.position(at: t) - 1) <= 0.001 + 1e-12, "left the band at \(t)")
            t += settle / 2_000
        }
    }

    @Test("settlingDuration of the default spring matches its closed form")
    func criticalSettling() {
        // Critically damped from rest: (1 + ωt)·e^(−ωt) = 0.001, ω = 4π.
        let settle = Spring.default.settlingDuration
        let omega = 4 * Double.pi
        #expect(abs((1 + omega * settle) * Foundation.exp(-omega * settle) - 0.001) < 1e-12)
    }

    @Test("An undamped spring never settles")
    func undamped() {
        #expect(Spring(response: 0.5, dampingRatio: 0).settlingDuration == .infinity)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    }

    /// (mass, stiffness, damping) → (mass, stiffness, damping ratio)
    static let badPhysicalRows: [(Double, Double, Double, Double, Double, Double)] = [
        (.nan, 100.0, 10.0, 1.0, 100.0, 0.5),
        (0, 100, 10, 1, 100, 0.5),
        (-3, 100, 10, 1, 100, 0.5),
        (.infinity, 100, 10, 1, 100, 0.5),
        (1, .nan, 0, 1, 157.91367041742973, 0),
        (1, 0, 0, 1, 157.91367041742973, 0),
        (1, -5, 0, 1, 157.91367041742973, 0),
        (1, 100, .nan, 1, 100, 1),
        (1, 100, -4, 1, 100, 1),
        (1, 100, .infinity, 1, 100, 1),
    ]

    @Test("Bad physical parameters fall back as documented", arguments: badPhysicalRows)
    func badPhysical(
        _ mass: Double, _ stiffness: Double, _ damping: Double,
        _ expectedMass: Double, _ expectedStiffness: Double, _ expectedRatio: Double
    ) {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        #expect(spring.mass == expectedMass)
        #expect(abs(spring.stiffness - expectedStiffness) < 1e-9)
        #expect(abs(spring.dampingRatio - expectedRatio) < 1e-12)
        let motion = SpringSimulation(spring: spring, start: 0, end: 1)
        #expect(motion.position(at: 0.3).isFinite && motion.velocity(at: 0.3).isFinite)
    }

    /// (response, ratio) → (response, ratio)
    static let badResponseRows: [(Double, Double, Double, Double)] = [
        (0.0, 0.8, 0.001, 0.8),
        (-1, 0.8, 0.001, 0.8),
        (.nan, 0.8, 0.5, 0.8),
        (.infinity, 0.8, 100, 0.8),
        (0.5, .nan, 0.5, 1),
        (0.5, -2, 0.5, 0),
        (0.5, .infinity, 0.5, 1_000),
    ]

    @Test("Bad response and damping ratio are clamped as documented", arguments: badResponseRows)
    func badResponse(_ response: Double, _ ratio: Double, _ r: Double, _ z: Double) {
        let spring = Spring(response: response, dampingRatio: ratio)
        #expect(abs(spring.response - r) < 1e-12 * max(1, r))
        #expect(abs(spring.dampingRatio - z) < 1e-9 * max(1, z))
        let motion = SpringSimulation(spring: spring, start: 0, end: 100, initialVelocity: 50)
        for t in [0, 1e-4, 0.01, 1, 1e6] {
            #expect(motion.position(at: t).isFinite && motion.velocity(at: t).isFinite)
        }
        #expect(!spring.settlingDuration.isNaN)
    }

    @Test(
        "Bad bounce is clamped into −0.999…1 and NaN means no bounce",
        arguments: [(2.0, 0.0), (-1, 1 / 0.001), (-5, 1 / 0.001), (.nan, 1)])
    func badBounce(_ bounce: Double, _ ratio: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        #expect(abs(spring.dampingRatio - ratio) < 1e-9 * max(1, ratio))
    }
}
