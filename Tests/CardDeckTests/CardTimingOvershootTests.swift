import CardDeckMotion
import CardDeckTesting
import Testing

@testable import CardDeck

/// The release velocity a card's spring may keep so it does not overshoot past a limit.
@Suite("Card timing: overshoot limit", .isolatedDiagnostics)
struct CardTimingOvershootTests {
    /// The largest distance past the target a spring from 0 to `distance` reaches.
    func overshoot(_ spring: Spring, distance: Double, velocity: Double) -> Double {
        let simulation = SpringSimulation(
            spring: spring, start: 0, end: distance, initialVelocity: velocity)
        return (1...4_000).map {
            simulation.position(at: simulation.settlingTime * Double($0) / 4_000) - distance
        }.max() ?? 0
    }

    @Test("a hard flick is trimmed to the speed that overshoots by the limit, no more")
    func trimmed() {
        let spring = Spring(response: 0.44, dampingRatio: 1)
        let timing = CardTiming.spring(spring)
        // 100 pt to go at 8,000 pt/s: untrimmed, the card would fly far past the target.
        #expect(overshoot(spring, distance: 100, velocity: 8_000) > 100)
        let kept = timing.velocity(8_000, travelling: 100, overshootingAtMost: 20)
        #expect(kept > 0 && kept < 8_000)
        let reached = overshoot(spring, distance: 100, velocity: kept)
        #expect(reached <= 20.5 && reached > 18)
        // The same upwards (negative distance and velocity).
        #expect(timing.velocity(-8_000, travelling: -100, overshootingAtMost: 20) == -kept)
    }

    @Test("a gentle release, a release away from the target and a curve keep their velocity")
    func kept() {
        let timing = CardTiming.spring(Spring(response: 0.44, dampingRatio: 1))
        #expect(timing.velocity(200, travelling: 100, overshootingAtMost: 20) == 200)
        #expect(timing.velocity(-3_000, travelling: 100, overshootingAtMost: 0) == -3_000)
        let curve = CardTiming.curve(.easeOut, duration: 0.25)
        #expect(curve.velocity(9_000, travelling: 100, overshootingAtMost: 0) == 9_000)
    }

    @Test("a spring that overshoots the limit even from rest gets no velocity")
    func tooBouncy() {
        let timing = CardTiming.spring(Spring(response: 0.44, dampingRatio: 0.2))
        #expect(timing.velocity(1_000, travelling: 400, overshootingAtMost: 10) == 0)
    }
}
