import CardDeckTesting
import CardDeckViews
import Testing

/// The held input frame where time is awkward: hours of uptime, a rate changed between input
/// frames, an event stamped exactly at the latest frame.
@MainActor
@Suite("Window: the held input frame at awkward times", .isolatedDiagnostics)
struct HeldInputFrameEdgeTests {
    private func event(_ phase: PointerEvent.Phase, y: Double, at time: Double) -> PointerEvent {
        PointerEvent(phase: phase, location: Point(x: 50, y: y), timestamp: time)
    }

    /// A press answered by an input frame at `start`, the rate then set to `rate`, and a move
    /// stamped `offset` after the press that the spacing holds back: the host wakes at
    /// `nextWakeTime`, which is the held frame's time, and that frame delivers the move, live
    /// (`advanceSkippingMissedFrames`) and in a replay (`advance(to:)`) alike.
    @Test(
        "A held move gets its frame at the held time, live and in a replay",
        arguments: [
            (start: 0.1, rate: 120.0, offset: 0.0, live: true),
            (start: 0.1, rate: 120.0, offset: 0.001, live: false),
            (start: 100_000.1, rate: 120.0, offset: 0.0, live: true),
            (start: 100_000.1, rate: 120.0, offset: 0.003, live: false),
            (start: 100_000.1, rate: 30.0, offset: 0.01, live: true),
            (start: 100_000.1, rate: 1_000.0, offset: 0.0002, live: false),
        ])
    func heldMove(start: Double, rate: Double, offset: Double, live: Bool) {
        let clock = ManualClock(now: start - 1)
        let window = Window(size: Size(width: 100, height: 100), clock: clock)
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        var moves = 0
        node.addGestureRecognizer(
            PanGestureRecognizer { if $0.state == .changed || $0.state == .began { moves += 1 } })
        window.advance(to: start - 0.5)
        window.send(event(.began, y: 10, at: start))
        #expect(window.frameLoop.runInputFrame(at: start))
        window.frameRate = rate
        window.send(event(.moved, y: 60, at: start + offset))
        #expect(!window.frameLoop.runInputFrame(at: start + offset) || offset >= 0.5 / rate)
        let held = window.frameLoop.heldInputFrameTime
        #expect(held == start + 0.5 / rate)
        #expect(window.nextWakeTime == held)
        #expect(window.nextWakeTime < window.nextFrameTime)
        guard let held else { return }
        if live {
            #expect(window.advanceSkippingMissedFrames(to: held))
        } else {
            window.advance(to: held + 0.5 / rate)
        }
        #expect(window.time == held)
        #expect(!window.hasPendingPointerEvents)
        #expect(moves == 1)
        #expect(window.frameLoop.heldInputFrameTime == nil)
    }
}
