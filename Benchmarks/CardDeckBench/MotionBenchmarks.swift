import CardDeckMotion

/// The cost of the motion math that every animated frame evaluates.
enum MotionBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "motion.bezier.ease.value", unit: "ns") { n in
            curveValues(.default, n)
        },
        Benchmark(name: "motion.bezier.steep.value", unit: "ns") { n in
            curveValues(CubicBezierCurve(x1: 0.9, y1: 0, x2: 0.1, y2: 1), n)
        },
        Benchmark(name: "motion.spring.underdamped.position", unit: "ns") { n in
            springPositions(Spring(response: 0.44, dampingRatio: 0.8), n)
        },
        Benchmark(name: "motion.spring.critical.position", unit: "ns") { n in
            springPositions(Spring(response: 0.44, dampingRatio: 1), n)
        },
        Benchmark(name: "motion.spring.simulation.init", unit: "ns") { n in
            var sum = 0.0
            for i in 0..<n {
                let motion = SpringSimulation(
                    spring: Spring(response: 0.44, dampingRatio: 0.8),
                    start: Double(i & 1023),
                    end: 0,
                    initialVelocity: 500
                )
                sum += motion.settlingTime
            }
            return sum
        },
        Benchmark(name: "motion.decay.position", unit: "ns") { n in
            let decay = DecaySimulation(start: 0, initialVelocity: 2_000)
            var sum = 0.0
            for i in 0..<n { sum += decay.position(at: Double(i & 1023) / 512) }
            return sum
        },
        Benchmark(name: "motion.velocity_tracker.velocity", unit: "ns") { n in
            var tracker = VelocityTracker()
            for i in 0..<20 { tracker.addSample(time: Double(i) * 0.008, position: Double(i * i)) }
            var sum = 0.0
            for i in 0..<n {
                tracker.addSample(time: 0.16 + Double(i) * 0.008, position: Double(i))
                sum += tracker.velocity
            }
            return sum
        },
    ]

    private static func curveValues(_ curve: CubicBezierCurve, _ n: Int) -> Double {
        var sum = 0.0
        for i in 0..<n { sum += curve.value(at: Double(i & 1023) / 1023) }
        return sum
    }

    private static func springPositions(_ spring: Spring, _ n: Int) -> Double {
        let motion = SpringSimulation(spring: spring, start: 0, end: 300, initialVelocity: 900)
        var sum = 0.0
        for i in 0..<n { sum += motion.position(at: Double(i & 1023) / 1024) }
        return sum
    }
}
