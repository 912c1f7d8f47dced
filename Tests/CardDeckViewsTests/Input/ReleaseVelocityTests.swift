import CardDeckTesting
import CardDeckViews
import Testing

/// A pointer stream as real devices report it: samples `(milliseconds, y)` after a press at
/// time 0, then a lift at `liftMilliseconds` at `liftY` (default the last sample's y).
struct PointerStream: Sendable, CustomTestStringConvertible {
    let name: String
    let samples: [(ms: Double, y: Double)]
    let liftMilliseconds: Double
    let liftY: Double?
    /// The release velocity the pan must report, in points per second, and how far off it may be.
    let expected: Double
    let tolerance: Double

    var testDescription: String { name }

    /// A touch screen: `count` samples at `hertz`, `step` points apart, from y = 300.
    static func touch(hertz: Double, count: Int, step: Double) -> [(ms: Double, y: Double)] {
        (1...count).map { index in
            let n = Double(index)
            return (ms: n * 1_000 / hertz, y: 300 + step * n)
        }
    }

    /// A terminal mouse: whole 16-point rows, one report every `intervals` milliseconds in
    /// turn, one row per report, and the lift `liftDelay` ms after the last report at the same
    /// cell. The speed is one row per mean interval.
    static func terminalMouse(
        _ name: String, rows: Int, intervals: [Double], liftDelay: Double, rowsPerReport: Int = 1
    ) -> PointerStream {
        var time = 0.0
        var samples: [(Double, Double)] = []
        for index in 1...rows {
            time += intervals[index % intervals.count]
            samples.append((time, 8 + 16 * Double(index * rowsPerReport)))
        }
        let window = samples.suffix(8)
        let mean =
            (window.last!.1 - window.first!.1) / ((window.last!.0 - window.first!.0) / 1_000)
        return PointerStream(
            name: name, samples: samples, liftMilliseconds: time + liftDelay, liftY: nil,
            expected: mean, tolerance: 0.2 * mean)
    }
}

@MainActor
@Suite("Release velocity from real pointer streams", .isolatedDiagnostics)
struct ReleaseVelocityTests {
    nonisolated static let flicks: [PointerStream] = [
        .terminalMouse(
            "terminal, 10 ms reports, lift 4 ms later", rows: 12, intervals: [10],
            liftDelay: 4),
        .terminalMouse(
            "terminal, 10–20 ms reports, lift 12 ms later", rows: 12,
            intervals: [10, 17, 13, 20, 11, 15], liftDelay: 12),
        .terminalMouse(
            "terminal, 15 ms reports, lift 25 ms later", rows: 10, intervals: [15],
            liftDelay: 25),
        .terminalMouse(
            "terminal, 20 ms reports skipping rows, lift 8 ms later", rows: 8,
            intervals: [20, 18], liftDelay: 8, rowsPerReport: 2),
        PointerStream(
            name: "touch screen at 120 Hz, lift 8 ms on at a new place",
            samples: PointerStream.touch(hertz: 120, count: 20, step: 10),
            liftMilliseconds: 21 * 1_000 / 120.0, liftY: 510, expected: 1_200, tolerance: 1e-6),
        PointerStream(
            name: "touch screen at 60 Hz, lift 5 ms on at the last place",
            samples: PointerStream.touch(hertz: 60, count: 12, step: 15),
            liftMilliseconds: 12 * 1_000 / 60.0 + 5, liftY: nil, expected: 900, tolerance: 1e-6),
    ]

    @Test("A lift at the last motion's place keeps the motion's velocity", arguments: flicks)
    func liftKeepsVelocity(stream: PointerStream) {
        let velocity = releaseVelocity(of: stream)
        #expect(abs(velocity - stream.expected) <= stream.tolerance, "\(velocity) pt/s")
    }

    nonisolated static let stops: [PointerStream] = [
        .terminalMouse(
            "terminal, a 41 ms rest before the lift", rows: 12, intervals: [12],
            liftDelay: 41),
        .terminalMouse(
            "terminal, a 200 ms rest before the lift", rows: 12, intervals: [15],
            liftDelay: 200),
        PointerStream(
            name: "touch screen, a 60 ms rest then a lift 1 pt further",
            samples: PointerStream.touch(hertz: 120, count: 20, step: 10),
            liftMilliseconds: 20 * 1_000 / 120.0 + 60, liftY: 501, expected: 0, tolerance: 0),
    ]

    /// A real pause is still a stop: 40 ms without motion, as the tracker documents.
    @Test("A rest longer than 40 ms before the lift releases at 0", arguments: stops)
    func restIsStop(stream: PointerStream) {
        #expect(releaseVelocity(of: stream) == 0)
    }

    @Test("A slow drag lifted where it last moved is still slow")
    func slowDragStaysSlow() {
        // 96 pt over 600 ms, one 16 pt row per 100 ms: 160 pt/s, a stop between reports.
        let stream = PointerStream.terminalMouse(
            "slow", rows: 6, intervals: [100], liftDelay: 10)
        #expect(releaseVelocity(of: stream) == 0, "each report rests longer than 40 ms")
    }

    private func releaseVelocity(of stream: PointerStream) -> Double {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        let pan = PanGestureRecognizer()
        var released: Double?
        pan.addTarget { recognizer in
            if recognizer.state == .ended {
                released = (recognizer as? PanGestureRecognizer)?.velocity(in: nil).y
            }
        }
        node.addGestureRecognizer(pan)
        let x = 100.0
        let start = 1.0
        window.send(PointerEvent(phase: .began, location: Point(x: x, y: 8), timestamp: start))
        for sample in stream.samples {
            window.send(
                PointerEvent(
                    phase: .moved, location: Point(x: x, y: sample.y),
                    timestamp: start + sample.ms / 1_000))
        }
        let liftY = stream.liftY ?? stream.samples.last!.y
        window.send(
            PointerEvent(
                phase: .ended, location: Point(x: x, y: liftY),
                timestamp: start + stream.liftMilliseconds / 1_000))
        window.advance(to: start + stream.liftMilliseconds / 1_000 + 0.1)
        return released ?? .nan
    }
}
