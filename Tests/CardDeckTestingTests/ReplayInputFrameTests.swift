import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

/// A replay answers pointer input with input frames, as the live hosts do, so a finger that
/// catches something moving catches it where the live session's finger did.
@MainActor
@Suite("Replay: pointer input answered as a live host answers it", .isolatedDiagnostics)
struct ReplayInputFrameTests {
    /// Where a pan saw the sliding node when it began: the frame's time and the node's shown
    /// position.
    private final class Catch {
        var time: Double?
        var y: Double?
    }

    /// A window whose node slides down 600 pt in 1 s at constant speed from the first frame,
    /// with a pan that notes the frame and the node's position when it begins.
    private func makeWindow(_ caught: Catch) -> Window {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 390, height: 200))
        window.root.addSubview(node)
        // Weak: the node holds the recognizer, which holds this closure.
        let pan = PanGestureRecognizer { [weak window, weak node] recognizer in
            guard recognizer.state == .began, let window, let node else { return }
            caught.time = window.time
            caught.y = node.presentation.frame.minY
        }
        node.addGestureRecognizer(pan)
        ViewNode.animate(withDuration: 1, curve: .linear) { node.frame.origin.y = 600 }
        return window
    }

    /// A press and three moves 10 ms apart, off the 120 Hz grid, and the release.
    private let events: [PointerEvent] = [
        PointerEvent(phase: .began, location: Point(x: 100, y: 150), timestamp: 0.2037),
        PointerEvent(phase: .moved, location: Point(x: 100, y: 170), timestamp: 0.2137),
        PointerEvent(phase: .moved, location: Point(x: 100, y: 190), timestamp: 0.2237),
        PointerEvent(phase: .moved, location: Point(x: 100, y: 210), timestamp: 0.2337),
        PointerEvent(phase: .ended, location: Point(x: 100, y: 210), timestamp: 0.2437),
    ]

    @Test("The replay's pan begins in the frame and at the position the live one did")
    func catchesWhereLiveCaught() throws {
        let live = Catch()
        let window = makeWindow(live)
        let recorder = InputRecorder(window: window)
        recorder.start()
        // The live host's loop: grid frames while nothing comes, each event answered at once.
        for event in events {
            window.advance(to: event.timestamp)
            window.send(event)
            window.frameLoop.runInputFrame(at: event.timestamp)
        }
        window.advance(to: 0.5)
        let recording = recorder.stop()

        let replayed = Catch()
        makeWindow(replayed).replay(recording, settle: 0)
        let time = try #require(live.time)
        #expect(time == 0.2137, "the first move, past the pan's slop, began it at once")
        #expect(replayed.time == time)
        #expect(replayed.y == live.y)
    }
}
