import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

/// A recording whose times lie ages ahead parses (a jump forward, however long, is kept), so
/// replaying it must neither trap nor hang, in one play or with a playhead, and must deliver
/// every input. (That far out a frame interval no longer registers on the clock, so what the
/// inputs start cannot move: the model values are checked, not the presented ones.)
@MainActor
@Suite("Recordings with times ages ahead", .isolatedDiagnostics)
struct FarRecordingTimeTests {
    /// A window whose tap starts a second-long animation, so it is busy after the tap.
    static func window(for recording: InputRecording) -> (Window, ViewNode) {
        let window = recording.makeWindow()
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.root.addSubview(node)
        window.root.addGestureRecognizer(
            TapGestureRecognizer { _ in
                PropertyAnimator(duration: 1, curve: .linear) { node.center = Point(x: 80, y: 80) }
                    .startAnimation()
            })
        window.root.layoutIfNeeded()
        return (window, node)
    }

    /// A tap and a key at `start`, the end at twice that.
    static func recording(at start: Double) throws -> InputRecording {
        try InputRecording(
            parsing: """
                carddeck-recording 1
                window 100 100 safe 0 0 0 0 ltr
                \(start) down 0 20 20
                \(start) up 0 20 20
                \(start) key char "x"
                end \(start * 2)
                """)
    }

    @Test("one play delivers every input and ends after the recording", arguments: [1e17, 1e300])
    func play(start: Double) throws {
        let recording = try Self.recording(at: start)
        let (window, node) = Self.window(for: recording)
        window.replay(recording)
        #expect(window.time >= recording.duration)
        #expect(node.center == Point(x: 80, y: 80))
    }

    @Test("a playhead delivers every input and reaches the end", arguments: [1e17, 1e300])
    func playhead(start: Double) throws {
        let recording = try Self.recording(at: start)
        let (window, node) = Self.window(for: recording)
        let playhead = RecordingPlayhead(window: window)
        #expect(playhead.play(recording, to: recording.duration))
        #expect(playhead.nextEventIndex == recording.events.count)
        #expect(node.center == Point(x: 80, y: 80))
    }
}
