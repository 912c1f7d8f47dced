import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Window: input frames answer a finger at once", .isolatedDiagnostics)
struct WindowInputFrameTests {
    /// A window at 120 Hz whose latest frame is the grid's frame 12 (0.1 s), with a node
    /// filling it.
    private func makeWindow() -> (Window, ViewNode) {
        let window = Window(size: Size(width: 100, height: 100))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        window.advance(to: 0.1)
        return (window, node)
    }

    private func press(at time: Double) -> PointerEvent {
        PointerEvent(phase: .began, location: Point(x: 50, y: 50), timestamp: time)
    }

    @Test("A pointer event gets its frame at the time it is read, and the grid restarts there")
    func answersAtOnce() {
        let (window, node) = makeWindow()
        window.send(press(at: 0.1049))
        #expect(window.frameLoop.runInputFrame(at: 0.105))
        #expect(window.time == 0.105)
        #expect(window.activeTouches.count == 1)
        #expect(window.frameCount == 13)
        #expect(window.skippedFrameCount == 0)
        #expect(window.nextFrameTime == 0.105 + 1.0 / 120)
        // Grid frames follow from the input frame on.
        ViewNode.animate(withDuration: 0.5) { node.alpha = 0 }
        window.advance(to: 0.105 + 2.0 / 120)
        #expect(window.frameCount == 15)
        #expect(window.time == 0.105 + 2.0 / 120)
    }

    @Test(
        "Nothing to answer, no time after the latest frame, or a bad time: no frame",
        arguments: [
            (pending: false, at: 0.106),
            (pending: true, at: 0.1),
            (pending: true, at: 0.05),
            (pending: true, at: .nan),
            (pending: true, at: .infinity),
        ])
    func declines(pending: Bool, at time: Double) {
        let (window, _) = makeWindow()
        if pending { window.send(press(at: 0.1)) }
        #expect(!window.frameLoop.runInputFrame(at: time))
        #expect(window.frameCount == 12 && window.time == 0.1)
        #expect(window.activeTouches.isEmpty)
        #expect(window.nextFrameTime == 13.0 / 120)
    }

    /// A move `frames` frame intervals after an input frame, with or without a grid frame
    /// (one interval after the input frame) between, and whether it gets an input frame.
    nonisolated private static let spacingCases: [(gridFrame: Bool, frames: Double, runs: Bool)] = [
        (false, 0.49, false),
        (false, 0.51, true),
        (true, 1.1, true),
        (true, 1.0, false),
    ]

    @Test(
        "Input frames keep half an interval from each other; a grid frame between holds none back",
        arguments: spacingCases)
    func spacing(gridFrame: Bool, frames: Double, runs: Bool) {
        let after = frames / 120
        let (window, node) = makeWindow()
        window.send(press(at: 0.105))
        #expect(window.frameLoop.runInputFrame(at: 0.105))
        if gridFrame {
            ViewNode.animate(withDuration: 0.5) { node.alpha = 0 }
            window.advance(to: 0.105 + 1.0 / 120)
            #expect(window.frameCount == 14)
        }
        let framesBefore = window.frameCount
        window.send(
            PointerEvent(
                phase: .moved, location: Point(x: 50, y: 60), timestamp: 0.105 + after))
        #expect(window.frameLoop.runInputFrame(at: 0.105 + after) == runs)
        #expect(window.frameCount == framesBefore + (runs ? 1 : 0))
    }

    /// Where a move held back by the spacing is answered, and how the window is woken for it:
    /// `target` frame intervals after the input frame, through `advance(to:)` or, as a live
    /// host, through `advanceSkippingMissedFrames(to:)`; the frame's time in intervals after
    /// the input frame.
    nonisolated private static let heldCases:
        [(live: Bool, target: Double, frameAt: Double, touchMoved: Bool)] = [
            (false, 0.6, 0.5, true),
            (true, 0.6, 0.5, true),
            // Not yet due: nothing runs.
            (true, 0.4, 0, false),
            (false, 0.4, 0, false),
            // A live host that woke too late runs the grid's frame instead of both.
            (true, 1.2, 1, true),
            // A replay runs both, the held frame first.
            (false, 1.6, 1.5, true),
        ]

    @Test(
        "Input the spacing holds back gets its frame half an interval after the input frame",
        arguments: heldCases)
    func heldInput(live: Bool, target: Double, frameAt: Double, touchMoved: Bool) {
        let interval = 1.0 / 120
        let (window, _) = makeWindow()
        window.send(press(at: 0.105))
        #expect(window.frameLoop.runInputFrame(at: 0.105))
        let moved = Point(x: 50, y: 70)
        window.send(PointerEvent(phase: .moved, location: moved, timestamp: 0.105 + interval / 5))
        #expect(!window.frameLoop.runInputFrame(at: 0.105 + interval / 5))
        let held = 0.105 + interval / 2
        #expect(window.frameLoop.heldInputFrameTime == held)
        #expect(window.nextWakeTime == held)
        if live {
            window.advanceSkippingMissedFrames(to: 0.105 + target * interval)
        } else {
            window.advance(to: 0.105 + target * interval)
        }
        #expect(abs(window.time - (0.105 + frameAt * interval)) < 1e-12)
        let expected = touchMoved ? moved : Point(x: 50, y: 50)
        #expect(window.activeTouches.first?.locationInWindow == expected)
        #expect(window.frameLoop.heldInputFrameTime == (touchMoved ? nil : held))
    }

    @Test("An event stamped after the held frame's time waits for its own time, not the held frame")
    func futureEventIsNotHeld() {
        let (window, _) = makeWindow()
        window.send(press(at: 0.105))
        #expect(window.frameLoop.runInputFrame(at: 0.105))
        window.send(
            PointerEvent(phase: .moved, location: Point(x: 50, y: 70), timestamp: 0.105 + 0.8 / 120)
        )
        #expect(window.frameLoop.heldInputFrameTime == nil)
        #expect(window.nextWakeTime == window.nextFrameTime)
    }

    @Test("Grid frames an input frame replaces are counted as skipped")
    func countsReplacedFrames() {
        let (window, _) = makeWindow()
        window.send(press(at: 0.13))
        #expect(window.frameLoop.runInputFrame(at: 0.131))
        // Frames 13, 14 and 15 (0.108, 0.117, 0.125) were due; the input frame ran instead.
        #expect(window.skippedFrameCount == 2)
    }

    @Test("A drag answered by input frames off the grid means what it means on the grid")
    func sameGesture() {
        /// Drags 192 points down in 8 moves 12 ms apart and releases, giving the window a frame
        /// per event at `delay` after it (input frames) or every grid frame.
        func drag(inputFrames: Bool, delay: Double) -> (velocity: Point, translation: Point) {
            let window = Window(size: Size(width: 390, height: 844))
            let node = ViewNode(frame: window.bounds)
            window.root.addSubview(node)
            window.advance(to: 1)
            let pan = PanGestureRecognizer()
            var ended: (Point, Point)?
            pan.addTarget { recognizer in
                guard recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer
                else { return }
                ended = (pan.velocity(in: nil), pan.translation(in: nil))
            }
            node.addGestureRecognizer(pan)
            var events = [
                PointerEvent(phase: .began, location: Point(x: 100, y: 100), timestamp: 1)
            ]
            for step in 1...8 {
                events.append(
                    PointerEvent(
                        phase: .moved, location: Point(x: 100, y: 100 + 24 * Double(step)),
                        timestamp: 1 + Double(step) * 0.012))
            }
            events.append(
                PointerEvent(phase: .ended, location: Point(x: 100, y: 292), timestamp: 1.1))
            for event in events {
                if !inputFrames { window.advance(to: event.timestamp) }
                window.send(event)
                if inputFrames { window.frameLoop.runInputFrame(at: event.timestamp + delay) }
            }
            window.advance(to: 1.2)
            return ended ?? (.zero, .zero)
        }
        let grid = drag(inputFrames: false, delay: 0)
        #expect(grid.velocity.y > 1_900)
        for delay in [0, 0.0007, 0.003] {
            let answered = drag(inputFrames: true, delay: delay)
            #expect(answered == grid, "delay \(delay)")
        }
    }
}
