import CardDeckMotion
import CardDeckTesting
import Foundation
import Testing

@testable import CardDeckViews

@Suite("Scroll axis motion in closed form", .isolatedDiagnostics)
struct ScrollAxisMotionTests {
    nonisolated static let limits = ScrollAxisMotion.Limits(
        lower: 0, upper: 1156, bounces: true, rate: .normal)

    @Test(
        "A coast follows x₀ + v/k·(1 − e^(−kt)) with k = v / (target − x₀) and ends on the target")
    @MainActor
    func coastClosedForm() {
        let motion = ScrollAxisMotion.deceleration(
            from: 200, velocity: 1000, coastingTo: 699, at: 10, limits: Self.limits)
        let k = 1000.0 / 499
        for t in [0.0, 0.1, 0.5, 1, 2, 4] {
            let expected = 200 + 1000 / k * (1 - exp(-k * t))
            #expect(abs(motion.position(at: 10 + t) - expected) < 1e-9)
            #expect(abs(motion.velocity(at: 10 + t) - 1000 * exp(-k * t)) < 1e-9)
        }
        #expect(motion.restPosition == 699)
        #expect(motion.position(at: .infinity) == 699)
        #expect(motion.isSettled(at: 20, tolerance: 1 / 6, speedTolerance: 10))
        #expect(!motion.isSettled(at: 12, tolerance: 1 / 6, speedTolerance: 10))
    }

    @Test(
        "At the edge the coast hands over to the bounce spring with the same position and velocity")
    @MainActor
    func handOverIsContinuous() {
        var motion = ScrollAxisMotion.deceleration(
            from: 1000, velocity: 1000, coastingTo: 1499, at: 0, limits: Self.limits)
        let crossing = motion.handOverTime
        // x(τ) = 1156 ⇔ 1 − e^(−kτ) = 156/499.
        #expect(abs(crossing - -log(1 - 156.0 / 499) / (1000.0 / 499)) < 1e-12)
        let before = (motion.position(at: crossing), motion.velocity(at: crossing))
        motion.advance(to: crossing)
        guard case .springing(let spring, true) = motion.phase else {
            Issue.record("expected the bounce spring, got \(motion.phase)")
            return
        }
        #expect(spring.spring == ScrollView.bounceSpring)
        #expect(abs(motion.position(at: crossing) - before.0) < 1e-9)
        #expect(abs(motion.position(at: crossing) - 1156) < 1e-9)
        #expect(abs(motion.velocity(at: crossing) - before.1) < 1e-9)
        #expect(motion.restPosition == 1156)
        // Critically damped from the edge: peak overshoot v/(ω·e) at τ = 1/ω.
        let omega = ScrollView.bounceSpring.angularFrequency
        let peak = motion.position(at: crossing + 1 / omega) - 1156
        #expect(abs(peak - before.1 / (omega * exp(1))) < 1e-9)
    }

    @Test("Thrown back from past the edge, the spring crosses the edge once and coasts on")
    @MainActor
    func springBackIntoContent() {
        var motion = ScrollAxisMotion.deceleration(
            from: -50, velocity: 2000, coastingTo: 0, at: 0, limits: Self.limits)
        let omega = ScrollView.bounceSpring.angularFrequency
        let crossing = 50 / (2000 - omega * 50)  // τ = −a/b for a = −50, b = v + ωa
        #expect(abs(motion.handOverTime - crossing) < 1e-12)
        let velocity = motion.velocity(at: crossing)
        motion.advance(to: crossing + 1e-9)
        guard case .coasting(let start, let v0, let rest) = motion.phase else {
            Issue.record("expected a coast, got \(motion.phase)")
            return
        }
        #expect(start == 0)
        #expect(abs(v0 - velocity) < 1e-9)
        #expect(abs(rest - DecelerationRate.normal.projectedDistance(initialVelocity: v0)) < 1e-9)
    }

    nonisolated static let springCases: [(String, Double, Double, Double)] = [
        ("zero velocity, target elsewhere", 500, 0, 300),
        ("target behind the release", 500, 800, 300),
        ("released past the top at rest", -40, 0, 0),
    ]

    @Test("Zero velocity or a target behind the release springs there", arguments: springCases)
    @MainActor
    func springsToTarget(name: String, start: Double, velocity: Double, target: Double) {
        let motion = ScrollAxisMotion.deceleration(
            from: start, velocity: velocity, coastingTo: target, at: 0, limits: Self.limits)
        guard case .springing(let spring, _) = motion.phase else {
            Issue.record("expected a spring, got \(motion.phase)")
            return
        }
        #expect(spring.end == target)
        #expect(spring.initialVelocity == velocity)
        #expect(motion.handOverTime == .infinity)
    }

    @Test("Rebasing keeps the coast's velocity and friction from the new position")
    @MainActor
    func rebaseContinues() {
        var motion = ScrollAxisMotion.deceleration(
            from: 200, velocity: 1000, coastingTo: 699, at: 0, limits: Self.limits)
        let velocity = motion.velocity(at: 0.5)
        let remaining = 699 - motion.position(at: 0.5)
        motion.rebase(to: 100, at: 0.5, limits: Self.limits)
        #expect(motion.position(at: 0.5) == 100)
        #expect(abs(motion.velocity(at: 0.5) - velocity) < 1e-9)
        #expect(abs(motion.restPosition - (100 + remaining)) < 1e-9)
    }
}
