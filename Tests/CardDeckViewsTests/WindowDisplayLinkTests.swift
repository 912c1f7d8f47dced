import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Window: live pacing like a display link", .isolatedDiagnostics)
struct WindowDisplayLinkTests {
    @Test("One frame at most, at the latest grid time; missed frames are skipped and counted")
    func oneFrameAtTheLatestGridTime() {
        let window = Window(size: Size(width: 100, height: 100))
        #expect(window.advanceSkippingMissedFrames(to: 0.1))
        #expect(window.frameCount == 1)
        #expect(window.time == 12.0 / 120)
        #expect(window.skippedFrameCount == 11)
        #expect(window.nextFrameTime == 13.0 / 120)
        // Not yet due: nothing runs.
        #expect(!window.advanceSkippingMissedFrames(to: 0.105))
        #expect(window.frameCount == 1)
        // Exactly due: one frame, nothing skipped.
        #expect(window.advanceSkippingMissedFrames(to: 13.0 / 120))
        #expect(window.frameCount == 2 && window.skippedFrameCount == 11)
    }

    @Test("A 0.5 s animation takes 0.5 s of clock time however long frames take to draw")
    func animationsKeepRealTime() throws {
        /// Runs a 0.5 s fade with a host whose frames cost 30 ms of clock time each, until the
        /// clock passes 0.75 s: live (skipping missed frames) or running every frame due.
        func fade(live: Bool) -> (frames: Int, doneAt: Double?) {
            let clock = ManualClock()
            let window = Window(size: Size(width: 100, height: 100), clock: clock)
            let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            window.root.addSubview(node)
            window.advance(by: 1.0 / 120)
            var doneAt: Double?
            ViewNode.animate(withDuration: 0.5) {
                node.alpha = 0
            } completion: { _ in
                doneAt = clock.now
            }
            while clock.now < 0.75 {
                if live {
                    window.advanceSkippingMissedFrames(to: clock.now)
                } else {
                    window.advance(to: window.nextFrameTime)
                }
                clock.advance(by: 0.03)
            }
            return (window.frameCount, doneAt)
        }
        let live = fade(live: true)
        let everyFrame = fade(live: false)
        // Live, the fade ends 0.5 s after it began, give or take a frame's cost; every frame
        // due, it is still running: 30 ms per 8.3 ms frame plays it 3.6 times too slowly.
        let doneAt = try #require(live.doneAt)
        #expect(doneAt - 1.0 / 120 >= 0.5 && doneAt - 1.0 / 120 <= 0.5 + 0.03)
        #expect(everyFrame.doneAt == nil)
        #expect(live.frames <= Int(0.75 / 0.03) + 2)
    }

    @Test("Presented values at a frame equal every-frame stepping's at that time")
    func bitIdenticalAtSharedTimes() {
        func alpha(at time: Double, skipping: Bool) -> Double {
            let window = Window(size: Size(width: 100, height: 100))
            let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            window.root.addSubview(node)
            ViewNode.animate(with: Spring(response: 0.4, dampingRatio: 0.6)) { node.alpha = 0.2 }
            if skipping {
                window.advanceSkippingMissedFrames(to: time)
            } else {
                window.advance(to: time)
            }
            return node.presentation.alpha
        }
        for time in [0.05, 37.0 / 120, 0.5] {
            #expect(alpha(at: time, skipping: true) == alpha(at: time, skipping: false))
        }
    }

    @Test("Pointer events keep their times: a late frame reads the same release velocity")
    func lateFramesKeepGestures() {
        func release(frames: [Double]) -> (velocity: Point, translation: Point) {
            let window = Window(size: Size(width: 390, height: 844))
            let node = ViewNode(frame: window.bounds)
            window.root.addSubview(node)
            let pan = PanGestureRecognizer()
            var ended: (Point, Point)?
            pan.addTarget { recognizer in
                guard recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer
                else { return }
                ended = (pan.velocity(in: nil), pan.translation(in: nil))
            }
            node.addGestureRecognizer(pan)
            window.send(PointerEvent(phase: .began, location: Point(x: 100, y: 100), timestamp: 1))
            for step in 1...8 {
                let time = 1 + Double(step) * 0.012
                let y = 100 + 24 * Double(step)
                window.send(
                    PointerEvent(phase: .moved, location: Point(x: 100, y: y), timestamp: time))
            }
            window.send(
                PointerEvent(phase: .ended, location: Point(x: 100, y: 292), timestamp: 1.1))
            for frame in frames { window.advanceSkippingMissedFrames(to: frame) }
            return ended ?? (.zero, .zero)
        }
        // Every 120 Hz frame, against two frames 60 ms apart and one frame long after.
        let everyFrame = release(frames: stride(from: 1.0, through: 1.2, by: 1.0 / 120).map { $0 })
        let slow = release(frames: [1.05, 1.11])
        let stalled = release(frames: [3])
        #expect(everyFrame.velocity.y > 1_900)
        #expect(slow == everyFrame && stalled == everyFrame)
    }

    @Test("A clock that jumps a minute runs one frame; one that goes back is ignored")
    func jumps() {
        let window = Window(size: Size(width: 100, height: 100))
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.root.addSubview(node)
        ViewNode.animate(withDuration: 0.5) { node.alpha = 0 }
        window.advanceSkippingMissedFrames(to: 0.1)
        window.advanceSkippingMissedFrames(to: 60.1)
        #expect(window.frameCount == 2)
        #expect(node.presentation.alpha == 0 && window.isIdle)
        let warnings = Diagnostics.warnings.count
        #expect(!window.advanceSkippingMissedFrames(to: 30))
        #expect(!window.advanceSkippingMissedFrames(to: .nan))
        #expect(Diagnostics.warnings.count == warnings + 2)
        #expect(window.frameCount == 2)
    }

    @Test("Idle: nothing animates, no input waits, nothing to lay out or commit")
    func idle() {
        let window = Window(size: Size(width: 100, height: 100))
        #expect(!window.isIdle, "the root's insert waits to be committed")
        window.advance(by: 1.0 / 120)
        #expect(window.isIdle && window.nextTimerDeadline == nil)
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.root.addSubview(node)
        #expect(!window.isIdle)
        window.advance(by: 1.0 / 120)
        #expect(window.isIdle)
        node.backgroundColor = .white
        #expect(!window.isIdle, "a change waits to be committed")
        window.advance(by: 1.0 / 120)
        ViewNode.animate(withDuration: 0.2) { node.alpha = 0.5 }
        #expect(!window.isIdle)
        window.advance(by: 0.3)
        #expect(window.isIdle)
        window.send(PointerEvent(phase: .began, location: Point(x: 5, y: 5), timestamp: 1))
        #expect(!window.isIdle, "an event waits to be delivered")
    }

    @Test("A recognizer's timer gives the idle window its next deadline")
    func timerDeadline() {
        let window = Window(size: Size(width: 100, height: 100))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        node.addGestureRecognizer(doubleTap)
        window.tap(at: Point(x: 50, y: 50))
        #expect(window.isIdle)
        let deadline = window.nextTimerDeadline
        #expect(deadline.map { $0 > window.time && $0 <= window.time + 0.35 } == true)
        window.advanceSkippingMissedFrames(to: (deadline ?? 0) + 0.001)
        #expect(window.nextTimerDeadline == nil && doubleTap.state == .possible)
    }
}
