import Testing

@testable import CardDeckMotion

@Suite("Spring simulation")
struct SpringSimulationTests {
    @Test("Matches the reference position and velocity within 1e-9", arguments: springVectors)
    func referenceVector(_ vector: SpringVector) {
        let motion = SpringSimulation(
            spring: vector.spring,
            start: 0,
            end: 1,
            initialVelocity: vector.initialVelocity
        )
        #expect(abs(motion.position(at: vector.time) - vector.position) <= 1e-9)
        #expect(abs(motion.velocity(at: vector.time) - vector.velocity) <= 1e-9)
    }

    @Test(
        "Velocity is the derivative of position in every regime",
        arguments: [0.0, 0.3, 0.999_999_5, 1.0, 1.000_000_5, 1.7, 40])
    func velocityIsDerivative(_ ratio: Double) {
        let motion = SpringSimulation(
            spring: Spring(response: 0.4, dampingRatio: ratio),
            start: 120,
            end: -30,
            initialVelocity: -900
        )
        let h = 1e-6
        for t in stride(from: 0.01, through: 0.6, by: 0.037) {
            let numeric = (motion.position(at: t + h) - motion.position(at: t - h)) / (2 * h)
            #expect(abs(motion.velocity(at: t) - numeric) < 1e-5 * max(1, abs(numeric)))
        }
    }

    @Test("Results stay continuous as the damping ratio crosses 1")
    func continuousAcrossCritical() {
        let ratios = [1 - 1e-4, 1 - 1e-6, 1, 1 + 1e-6, 1 + 1e-4]
        let motions = ratios.map {
            SpringSimulation(
                spring: Spring(response: 0.5, dampingRatio: $0),
                start: 0,
                end: 1,
                initialVelocity: 3
            )
        }
        for t in [0.02, 0.1, 0.25, 0.6] {
            let critical = motions[2]
            for motion in motions {
                // A change of 1e-4 in the ratio moves the curve by far less than 1e-3.
                #expect(abs(motion.position(at: t) - critical.position(at: t)) < 1e-4)
                #expect(abs(motion.velocity(at: t) - critical.velocity(at: t)) < 1e-3)
            }
        }
    }

    @Test("Starts at start with the initial velocity and rests at end")
    func boundaryValues() {
        let motion = SpringSimulation(
            spring: Spring(response: 0.3, dampingRatio: 0.6),
            start: 200,
            end: 500,
            initialVelocity: -1_000
        )
        #expect(motion.position(at: 0) == 200)
        #expect(abs(motion.velocity(at: 0) + 1_000) < 1e-9)
        #expect(motion.position(at: .infinity) == 500)
        #expect(motion.velocity(at: .infinity) == 0)
        #expect(abs(motion.position(at: 10) - 500) < 1e-9)
    }

    @Test("isDone turns true at the settling time, for an absolute tolerance")
    func isDone() {
        let motion = SpringSimulation(
            spring: Spring(response: 0.44, dampingRatio: 0.8),
            start: 0,
            end: 800,
            initialVelocity: 2_000,
            tolerance: 0.5
        )
        let settle = motion.settlingTime
        #expect(!motion.isDone(at: settle - 1e-3))
        #expect(motion.isDone(at: settle))
        #expect(abs(motion.position(at: settle) - 800) <= 0.5 + 1e-9)
        #expect(motion.settlingTime(tolerance: 0.5) == settle)
        #expect(motion.settlingTime(tolerance: 5) < settle)
    }

    @Test("A motion that starts at rest on its end is done at once")
    func alreadyAtRest() {
        let motion = SpringSimulation(spring: .default, start: 5, end: 5)
        #expect(motion.settlingTime == 0)
        #expect(motion.isDone(at: 0))
        #expect(motion.position(at: 0.2) == 5)
    }

    @Test("An initial velocity away from the end is included in the settling time")
    func settlingWithOvershootFromVelocity() {
        // Critically damped but thrown away from the target: one turn, then a monotone return.
        let motion = SpringSimulation(
            spring: Spring(response: 0.5, dampingRatio: 1),
            start: 0,
            end: 1,
            initialVelocity: -20
        )
        let settle = motion.settlingTime
        #expect(abs(abs(motion.position(at: settle) - 1) - 0.001) < 1e-9)
        for step in 1...400 {
            let t = settle * (1 + Double(step) / 100)
            #expect(abs(motion.position(at: t) - 1) <= 0.001 + 1e-12)
        }
    }

    @Test("UIKit's relative velocity is scaled by the distance")
    func relativeVelocity() {
        let motion = SpringSimulation(
            spring: .default,
            start: 100,
            end: 300,
            relativeInitialVelocity: 2
        )
        #expect(motion.initialVelocity == 400)
        #expect(SpringSimulation.relativeVelocity(400, start: 100, end: 300) == 2)
        #expect(SpringSimulation.relativeVelocity(400, start: 10, end: 10) == 0)
        let still = SpringSimulation(spring: .default, start: 3, end: 3, relativeInitialVelocity: 5)
        #expect(still.initialVelocity == 0)
    }

    @Test("Bad times and values never produce NaN")
    func badInput() {
        let motion = SpringSimulation(
            spring: Spring(response: 0.4, dampingRatio: 0.7),
            start: 0,
            end: 10,
            initialVelocity: 5
        )
        #expect(motion.position(at: -1) == 0)
        #expect(motion.position(at: .nan) == 0)
        #expect(motion.velocity(at: -.infinity) == 5)
        #expect(motion.position(at: 1e300).isFinite)

        let nanStart = SpringSimulation(
            spring: .default, start: .nan, end: 4, initialVelocity: .nan)
        #expect(nanStart.start == 4 && nanStart.initialVelocity == 0)
        let nanEnd = SpringSimulation(spring: .default, start: 2, end: .infinity)
        #expect(nanEnd.end == 2)
        let both = SpringSimulation(spring: .default, start: .nan, end: .nan, tolerance: -1)
        #expect(both.start == 0 && both.end == 0 && both.tolerance == 0.001)
    }

    @Test("An undamped spring oscillates forever and is never done")
    func undampedMotion() {
        let motion = SpringSimulation(
            spring: Spring(response: 1, dampingRatio: 0), start: 0, end: 1)
        #expect(abs(motion.position(at: 1) - 0) < 1e-9)  // back at the start after one period
        #expect(abs(motion.position(at: 0.5) - 2) < 1e-9)
        #expect(!motion.isDone(at: 1e9))
    }
}
