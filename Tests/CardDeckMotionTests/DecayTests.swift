import Foundation
import Testing

@testable import CardDeckMotion

@Suite("Deceleration and decay")
struct DecayTests {
    @Test(
        "Projection is (v/1000)·r/(1−r)",
        arguments: [
            (DecelerationRate.normal, 1_000.0, 499.0),
            (.normal, -2_500, -1_247.5),
            (.normal, 300, 149.7),
            (.fast, 1_000, 99),
            (.fast, -2_500, -247.5),
            (.fast, 300, 29.7),
        ])
    func projection(_ rate: DecelerationRate, _ velocity: Double, _ distance: Double) {
        #expect(abs(rate.projectedDistance(initialVelocity: velocity) - distance) < 1e-9)
    }

    @Test("The named rates are UIKit's")
    func namedRates() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
    }

    /// Flutter's FrictionSimulation(drag: 0.135, x: 0, v: 1000), whose drag per second is
    /// r¹⁰⁰⁰ for r = 0.135^(1/1000) per millisecond.
    static let friction = DecaySimulation(
        start: 0,
        initialVelocity: 1_000,
        rate: DecelerationRate(rawValue: pow(0.135, 0.001))
    )

    @Test(
        "Matches Flutter's friction simulation",
        arguments: [
            (0.1, 90.62375783, 818.5276921),
            (0.25, 196.6787434, 606.1546514),
            (0.5, 315.8964786, 367.4234614),
            (1.0, 431.9642562, 135),
            (2.0, 490.2794308, 18.225),
        ])
    func friction(_ time: Double, _ position: Double, _ velocity: Double) {
        #expect(abs(Self.friction.position(at: time) - position) < 1e-6)
        #expect(abs(Self.friction.velocity(at: time) - velocity) < 1e-6)
    }

    @Test("Final position, time at a position and time at a speed")
    func derivedTimes() throws {
        #expect(abs(Self.friction.finalPosition - 499.380643) < 1e-6)
        #expect(abs(try #require(Self.friction.time(atPosition: 400)) - 0.8062057332) < 1e-9)
        #expect(abs(try #require(Self.friction.time(atPosition: 499)) - 3.585184429) < 1e-8)
        let speed = 1 / (0.05 * 3)
        #expect(abs(try #require(Self.friction.time(atSpeed: speed)) - 2.502214275) < 1e-8)
        #expect(Self.friction.time(atPosition: 0) == 0)
        #expect(Self.friction.time(atPosition: -1) == nil)
        #expect(Self.friction.time(atPosition: 600) == nil)
        #expect(Self.friction.time(atSpeed: 2_000) == 0)
        #expect(Self.friction.time(atSpeed: 0) == nil)
    }

    @Test("At the normal rate the motion is the continuous form of the projection")
    func continuousAgainstProjection() {
        let decay = DecaySimulation(start: 10, initialVelocity: 1_000)
        // v·(−1/(1000·ln r)): 0.4995 of v, against 0.499 for the discrete projection.
        #expect(abs(decay.finalPosition - 10 - 499.499833166) < 1e-6)
        #expect(abs(decay.velocity(at: 1) - 1_000 * pow(0.998, 1_000)) < 1e-9)
        #expect(!decay.isDone(at: 3))
        #expect(decay.isDone(at: 3.5))  // below 1 pt/s after ln(1000)/(−1000·ln 0.998) ≈ 3.45 s
    }

    @Test("Negative velocities coast backwards symmetrically")
    func negativeVelocity() throws {
        let forward = DecaySimulation(start: 0, initialVelocity: 800, rate: .fast)
        let backward = DecaySimulation(start: 0, initialVelocity: -800, rate: .fast)
        for t in [0.01, 0.1, 0.5] {
            #expect(forward.position(at: t) == -backward.position(at: t))
        }
        let there = try #require(backward.time(atPosition: -50))
        #expect(abs(backward.position(at: there) + 50) < 1e-9)
    }

    @Test("Bad rates and inputs fall back as documented")
    func badInput() {
        #expect(DecelerationRate(rawValue: .nan) == .normal)
        #expect(DecelerationRate(rawValue: 1).rawValue == DecelerationRate.maximumRawValue)
        #expect(DecelerationRate(rawValue: -3).rawValue == 0)
        #expect(DecelerationRate.normal.projectedDistance(initialVelocity: .infinity) == 0)
        #expect(DecelerationRate(rawValue: 5).projectedDistance(initialVelocity: 1).isFinite)

        let stopped = DecaySimulation(
            start: 3, initialVelocity: 500, rate: DecelerationRate(rawValue: 0))
        #expect(stopped.finalPosition == 3)
        #expect(stopped.position(at: 0.1) == 3)
        #expect(stopped.velocity(at: 0.1) == 0)

        let nan = DecaySimulation(start: .nan, initialVelocity: .infinity, restingSpeed: -1)
        #expect(nan.start == 0 && nan.initialVelocity == 0 && nan.restingSpeed == 1)
        #expect(nan.isDone(at: 0))
        let decay = DecaySimulation(start: 0, initialVelocity: 100)
        #expect(decay.position(at: -5) == 0 && decay.position(at: .nan) == 0)
        #expect(decay.position(at: .infinity) == decay.finalPosition)
        #expect(decay.time(atPosition: .nan) == nil)
    }
}
