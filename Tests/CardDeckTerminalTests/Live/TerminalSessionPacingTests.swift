import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

/// The session's display-link pacing, with a fake terminal whose output costs clock time.
@Suite("Terminal session: live pacing", .isolatedDiagnostics)
@MainActor
struct TerminalSessionPacingTests {
    typealias Step = FakeTerminalDevice.Step

    /// The window's bounds once the session fits it to the fake's 80 × 24 cells.
    static let terminalBounds = Rect(x: 0, y: 0, width: 640, height: 384)

    /// A session on a manual clock in which every committed frame costs `frameCost` seconds,
    /// as drawing it in a debug build does.
    static func session(_ script: [Step], frameCost: Double) -> (
        TerminalSession, FakeTerminalDevice
    ) {
        let clock = ManualClock()
        let window = Window(size: Size(width: 10, height: 10), clock: clock)
        window.attach(SlowHost(clock: clock, cost: frameCost))
        let device = FakeTerminalDevice(clock: clock, script: script)
        let renderer = TerminalRenderer(output: device.output)
        return (TerminalSession(window: window, renderer: renderer, device: device), device)
    }

    /// A box that fades out over 0.5 s when `a` is pressed, recording when it finished.
    static func fadeOnKey(in session: TerminalSession) -> (TerminalKey) ->
        TerminalSession
        .KeyResponse
    {
        let window = session.window
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 320, height: 160))
        node.backgroundColor = .white
        window.root.addSubview(node)
        return { key in
            guard key == .character("a") else { return .default }
            // The animation starts at the latest frame's time, caught up to the frame before now.
            let start = window.time
            ViewNode.animate(withDuration: 0.5) {
                node.alpha = 0
            } completion: { _ in
                FadeLog.shared.record(
                    start: start, end: window.clock.now, frames: window.frameCount)
            }
            FadeLog.shared.framesAtStart = window.frameCount
            return .continue
        }
    }

    @Test(
        "A terminal that takes 15 or 40 ms per frame still fades in 0.5 s, at a lower rate",
        arguments: [0.015, 0.04])
    func slowFramesKeepRealTime(frameCost: Double) throws {
        FadeLog.shared.reset()
        let (session, _) = Self.session(
            [.text("a")] + Step.idle(200) + [.text("q")], frameCost: frameCost)
        try session.run(onKey: Self.fadeOnKey(in: session))
        let fade = try #require(FadeLog.shared.fade)
        // It ends half a second after the key, give or take one frame's cost and interval.
        #expect(fade.end - fade.start >= 0.5)
        #expect(fade.end - fade.start <= 0.5 + frameCost + 1.0 / 120 + 1e-9)
        // Every frame cost its time, so there were only as many as fit, far fewer than the
        // 60 of 120 Hz.
        let frames = fade.frames - FadeLog.shared.framesAtStart
        #expect(frames <= Int(0.5 / frameCost) + 4)
        #expect(frames < 50)
        #expect(session.window.skippedFrameCount > 0)
    }

    @Test("A process stalled for a minute skips to the present in one frame")
    func stalledProcess() throws {
        FadeLog.shared.reset()
        let (session, _) = Self.session(
            [.text("a")] + Step.idle(3) + [.stall(60)] + Step.idle(3) + [.text("q")],
            frameCost: 0.001)
        try session.run(onKey: Self.fadeOnKey(in: session))
        let fade = try #require(FadeLog.shared.fade)
        #expect(fade.frames - FadeLog.shared.framesAtStart <= 5)
        #expect(session.window.skippedFrameCount >= 60 * 120 - 10)
        #expect(session.window.isIdle)
    }

    @Test("A drag read late, in one batch, means what it meant when it happened")
    func batchedInputKeepsItsTimes() throws {
        /// A press, eight reports 12 ms and one row apart, the release at the last cell: as
        /// the reader thread stamps them, whenever the session gets them.
        func chunks(from start: Double) -> [TerminalInputChunk] {
            var chunks = [
                TerminalInputChunk(
                    bytes: TerminalSessionTests.report(0, 5, 2), timestamp: start)
            ]
            for step in 1...8 {
                chunks.append(
                    TerminalInputChunk(
                        bytes: TerminalSessionTests.report(32, 5, 2 + step),
                        timestamp: start + 0.012 * Double(step)))
            }
            chunks.append(
                TerminalInputChunk(
                    bytes: Array("\u{1B}[<0;6;11m".utf8), timestamp: start + 0.1))
            return chunks
        }
        func velocity(batched: Bool, frameCost: Double) throws -> Double {
            // The first idle wait lasts a second, so the reports carry times from 1.0 on.
            let reports = chunks(from: 1.0)
            let script: [Step] =
                batched
                ? [.stall(0.3), .chunks(reports)] + Step.idle(3) + [.text("q")]
                : reports.map { .chunks([$0]) } + Step.idle(3) + [.text("q")]
            let (session, _) = Self.session(script, frameCost: frameCost)
            let node = ViewNode(frame: Self.terminalBounds)
            session.window.root.addSubview(node)
            var released: Double?
            node.addGestureRecognizer(
                PanGestureRecognizer { pan in
                    if pan.state == .ended { released = pan.velocity(in: nil).y }
                })
            try session.run()
            return try #require(released)
        }
        let onTime = try velocity(batched: false, frameCost: 0.001)
        let late = try velocity(batched: true, frameCost: 0.05)
        // Eight rows of 16 pt in 96 ms: about 1,333 pt/s, whenever the frames ran.
        #expect(abs(onTime - 16 / 0.012) < 100)
        #expect(late == onTime)
    }

    @Test("A pending double tap wakes the idle session at its deadline, not before")
    func timerWakesTheSession() throws {
        let (session, device) = Self.session(
            [.mouse(0, 2, 2), .mouse(0, 2, 2, release: true)] + Step.idle(4) + [.text("q")],
            frameCost: 0)
        let node = ViewNode(frame: Self.terminalBounds)
        session.window.root.addSubview(node)
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        node.addGestureRecognizer(doubleTap)
        try session.run()
        // After the tap the window waits for a second one: a finite wait, once, then sleep.
        let finite = device.timeouts.dropFirst(2).filter { $0 != .infinity }
        #expect(finite.count >= 1)
        #expect(finite.allSatisfy { $0 > 0 && $0 <= doubleTap.maximumTapInterval + 1e-9 })
        #expect(device.timeouts.last == .infinity)
    }
}

/// What the fade in ``TerminalSessionPacingTests`` recorded: one instance, reset per test.
@MainActor
final class FadeLog {
    static let shared = FadeLog()
    var fade: (start: Double, end: Double, frames: Int)?
    var framesAtStart = 0

    func reset() {
        fade = nil
        framesAtStart = 0
    }

    func record(start: Double, end: Double, frames: Int) {
        fade = (start, end, frames)
    }
}
