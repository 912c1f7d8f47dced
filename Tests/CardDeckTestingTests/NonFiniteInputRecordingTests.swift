import CardDeckTesting
import CardDeckViews
import Testing

/// A pointer event with a non-finite location or timestamp is bad input the window survives
/// (it ignores the event, ends the touch where it was, or takes it at its own time); a
/// recording of the session must still read back from its text and replay to the same end.
@MainActor
@Suite("Input recordings of non-finite pointer events", .isolatedDiagnostics)
struct NonFiniteInputRecordingTests {
    enum BadEvent: CaseIterable {
        case extraBeganAtNaN, extraMovedToInfinity, endedAtNaN, endedAtMinusInfinity
        case movedAtNaNTime, extraEndedAtNaNWithNoTouch
    }

    /// A pan on the window's root that notes where it ends, and its velocity there.
    static func pan(on window: Window) -> () -> [Point] {
        final class Ends { var points: [Point] = [] }
        let ends = Ends()
        let pan = PanGestureRecognizer()
        _ = pan.addTarget { recognizer in
            guard recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer
            else { return }
            ends.points += [pan.location(in: nil), pan.velocity(in: nil)]
        }
        window.root.addGestureRecognizer(pan)
        return { ends.points }
    }

    /// A drag with one bad event in it.
    static func record(_ bad: BadEvent) -> (InputRecording, [Point]) {
        let window = Window(size: Size(width: 200, height: 400))
        let ends = pan(on: window)
        let recorder = InputRecorder(window: window)
        recorder.start()
        func send(_ phase: PointerEvent.Phase, _ y: Double, timestamp: Double? = nil) {
            window.send(
                PointerEvent(
                    phase: phase, location: Point(x: 50, y: y),
                    timestamp: timestamp ?? window.time))
            window.advance(by: 1 / 60)
        }
        if bad == .extraEndedAtNaNWithNoTouch { send(.ended, .nan) }
        if bad == .extraBeganAtNaN { send(.began, .nan) }
        send(.began, 100)
        send(.moved, 130)
        if bad == .extraMovedToInfinity { send(.moved, .infinity) }
        send(.moved, 160, timestamp: bad == .movedAtNaNTime ? .nan : nil)
        let end =
            switch bad {
            case .endedAtNaN: Double.nan
            case .endedAtMinusInfinity: -Double.infinity
            default: 190.0
            }
        send(.ended, end)
        window.advance(by: 0.5)
        return (recorder.stop(), ends())
    }

    @Test(
        "the recording reads back and replays to where the session ended",
        arguments: BadEvent.allCases)
    func readsBack(bad: BadEvent) throws {
        let (recording, liveEnds) = Self.record(bad)
        #expect(liveEnds.count == 2)
        let read = try InputRecording(parsing: recording.text)
        #expect(read == recording)
        let window = read.makeWindow()
        let ends = Self.pan(on: window)
        window.replay(read)
        // Where it ended exactly; its velocity within what the recording's microsecond grid
        // of times changes.
        let replayed = ends()
        #expect(replayed.count == 2)
        #expect(replayed.first == liveEnds.first)
        if replayed.count == 2, liveEnds.count == 2 {
            #expect(abs(replayed[1].y - liveEnds[1].y) < 1, "\(replayed[1]) \(liveEnds[1])")
        }
    }
}
