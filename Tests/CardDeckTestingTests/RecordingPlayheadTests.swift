import CardDeckTesting
import CardDeckViews
import Testing

/// The playhead plays a recording in pieces with the frames one play runs; the replay clock
/// is set by it and goes on from where it was left; a truncated recording keeps its start.
@MainActor
@Suite("Recording playhead, replay clock, truncation")
struct RecordingPlayheadTests {
    /// A drag that moves a view with a spring after it, two seconds idle, and a tap.
    static func session() -> (Window, InputRecording) {
        let window = Window(size: Size(width: 200, height: 400))
        let recorder = InputRecorder(window: window)
        recorder.start()
        window.drag(from: Point(x: 50, y: 100), to: Point(x: 50, y: 300), duration: 0.3)
        window.advance(by: 2)
        window.tap(at: Point(x: 20, y: 20))
        window.advance(by: 0.5)
        return (window, recorder.stop())
    }

    @Test(
        "playing in pieces runs what one play runs",
        arguments: [[0.1, 0.2, 2.8], [1.5], [0.016, 0.05, 0.4, 0.41, 2.85], [2.6, 2.6, 2.61]])
    func pieces(stops: [Double]) {
        let (_, recording) = Self.session()
        let whole = recording.makeWindow()
        RecordingPlayhead(window: whole).play(recording, to: recording.duration)
        let pieces = Window(size: recording.windowSize, clock: ReplayClock())
        let playhead = RecordingPlayhead(window: pieces)
        for stop in stops { playhead.play(recording, to: stop) }
        playhead.play(recording, to: recording.duration)
        #expect(playhead.position == recording.duration)
        #expect(playhead.nextEventIndex == recording.events.count)
        #expect(pieces.time == whole.time)
        #expect(pieces.clock.now == recording.duration)
        #expect(pieces.activeTouches.isEmpty)
    }

    @Test("a frame budget stops a play early; the next one goes on")
    func budget() {
        let (_, recording) = Self.session()
        let window = recording.makeWindow()
        let playhead = RecordingPlayhead(window: window)
        #expect(!playhead.play(recording, to: recording.duration, frameBudget: 10))
        #expect(playhead.position < recording.duration)
        #expect(playhead.play(recording, to: recording.duration))
    }

    @Test("a replay clock is set forward only, then runs on from its time")
    func replayClock() {
        let clock = ReplayClock(now: 2)
        clock.set(to: 1)
        #expect(clock.now == 2)
        clock.set(to: .nan)
        clock.set(to: 3)
        #expect(clock.now == 3)
        #expect(clock.uptimeMapping == nil)
        clock.goLive()
        clock.set(to: 100)
        #expect(clock.isLive)
        #expect(clock.now >= 3 && clock.now < 100)
        let mapping = clock.uptimeMapping
        #expect(mapping?(clock.liveSinceUptimeNanoseconds ?? 0) == 3)
    }

    @Test(
        "a truncated recording keeps the inputs up to its end",
        arguments: [(-1.0, 0), (0.0, 0), (0.2, 2), (1e9, 99)])
    func truncated(at time: Double, expectedShare: Int) {
        let (_, recording) = Self.session()
        let cut = recording.truncated(at: time)
        let end = min(max(time, 0), recording.duration)
        #expect(cut.duration == end)
        #expect(cut.events == recording.events.filter { $0.time <= end })
        #expect(cut.expectations.isEmpty)
        if expectedShare == 99 { #expect(cut.events == recording.events) }
        if expectedShare == 2 {
            #expect(!cut.events.isEmpty && cut.events.count < recording.events.count)
        }
    }
}
