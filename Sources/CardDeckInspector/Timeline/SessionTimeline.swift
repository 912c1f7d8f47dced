import CardDeckTesting
import CardDeckViews

/// A live session's own recording, and the moments of it rebuilt on demand: what the
/// timeline section shows, steps, resumes from and exports.
///
/// The timeline records every input that reaches the live window (an `InputRecorder`, at
/// most ``maximumEventCount`` inputs) and keeps ``TimelineCheckpoints`` built from it. A
/// seek rebuilds the moment asked for by deterministic replay: the shown replica itself when
/// the moment is after it, else the latest checkpoint before it; replay from a checkpoint
/// equals replay from the start, frame for frame (`RecordingPlayhead`).
///
/// The live window is never touched by a seek: while a past moment is shown it waits, and
/// ``returnToLive()`` shows it again. ``resumeLive()`` instead makes the moment shown the live
/// session: its replica's clock goes on at real pace, and the recording branches there.
@MainActor
public final class SessionTimeline {
    /// The most inputs the recording holds: 200,000 (64 bytes each, about 13 MB: some 28
    /// minutes of a finger moving at 120 Hz); it then stops taking inputs and ``isFull`` says
    /// so.
    public static let maximumEventCount = 200_000

    /// The live window: the one recorded, or the replica ``resumeLive()`` made live.
    public private(set) var liveWindow: Window
    /// The scenario's (or app's) identifier, written into the recording.
    public let scenario: String?
    /// The checkpoints.
    public let checkpoints: TimelineCheckpoints
    /// The replica showing the past, or `nil` while the live window shows.
    public private(set) var shown: TimelineReplica?
    /// The frames the latest seek or step replayed: what it cost.
    public private(set) var lastSeekFrameCount = 0
    private var recorder: InputRecorder
    /// The replica ``resumeLive()`` made live: it keeps the app's owner alive.
    private var liveReplica: TimelineReplica?
    private let makeRoot: TimelineRootFactory

    /// Starts recording a live window whose root `makeRoot` has just made: call it as the app
    /// installs its root, before any input.
    ///
    /// - Parameters:
    ///   - window: The live window.
    ///   - scenario: The scenario's identifier, for the recording and the exported test;
    ///     default `nil`.
    ///   - makeRoot: Makes a fresh copy of the root the window started with.
    ///   - framesPerCheckpoint: See ``TimelineCheckpoints``; default 200.
    ///   - maximumCheckpoints: See ``TimelineCheckpoints``; default 96.
    public init(
        window: Window, scenario: String? = nil, makeRoot: @escaping TimelineRootFactory,
        framesPerCheckpoint: Int = 200, maximumCheckpoints: Int = 96
    ) {
        liveWindow = window
        self.scenario = scenario
        self.makeRoot = makeRoot
        checkpoints = TimelineCheckpoints(
            makeRoot: makeRoot, framesPerCheckpoint: framesPerCheckpoint,
            maximumCheckpoints: maximumCheckpoints)
        recorder = InputRecorder(window: window)
        recorder.maximumEventCount = Self.maximumEventCount
        recorder.start(scenario: scenario)
    }

    /// The recording so far, up to now.
    public var recording: InputRecording { recorder.recordingSoFar }
    /// Whether the recording holds ``maximumEventCount`` inputs and takes no more.
    public var isFull: Bool { recorder.isFull }
    /// Whether the live window shows (no past moment is shown).
    public var isLive: Bool { shown == nil }
    /// The window to show: the replica of the moment shown, or the live window.
    public var window: Window { shown?.window ?? liveWindow }
    /// The moment shown, in seconds from the recording's start: the shown replica's, or the
    /// recording's end while live.
    public var time: Double { shown?.position ?? recording.duration }
    /// The replay's frame interval in seconds: a step's length.
    public var frameInterval: Double { 1 / window.frameRate }

    /// Shows the moment `time`, rebuilt by replay, and returns its window.
    ///
    /// - Parameter time: Seconds from the recording's start; clamped to 0…duration.
    /// - Returns: The window of the moment.
    @discardableResult
    public func seek(to time: Double) -> Window {
        let recording = recording
        let target = time.isFinite ? min(max(time, 0), recording.duration) : recording.duration
        let replica: TimelineReplica
        // The replica shown goes on forward unless a checkpoint is closer to the target; when
        // it does not, it stays as a checkpoint where it stands.
        if let shown, shown.position <= target,
            shown.position >= checkpoints.start(atOrBefore: target)
        {
            replica = shown
        } else {
            replica = checkpoints.take(atOrBefore: target, of: recording)
            if let shown { checkpoints.give(shown) }
        }
        let before = replica.window.frameCount
        replica.playhead.play(recording, to: target)
        lastSeekFrameCount = replica.window.frameCount - before
        shown = replica
        return replica.window
    }

    /// Steps the moment shown by whole frames; from live, steps back from the end.
    ///
    /// - Parameter frames: Frames forward (positive) or back (negative).
    /// - Returns: The window of the moment.
    @discardableResult
    public func step(by frames: Int) -> Window {
        seek(to: time + Double(frames) / (shown?.window.frameRate ?? 120))
    }

    /// Shows the live window again; the moment shown stays as a checkpoint.
    ///
    /// - Returns: The live window.
    @discardableResult
    public func returnToLive() -> Window {
        if let shown { checkpoints.give(shown) }
        shown = nil
        return liveWindow
    }

    /// Makes the moment shown the live session: its replica's clock goes on at real pace from
    /// its time, the recording keeps the inputs up to it and records on from there (the later
    /// inputs are dropped: a branch), and the old live window is let go of.
    ///
    /// - Returns: The new live window; the live window when no past moment is shown.
    @discardableResult
    public func resumeLive() -> Window {
        guard let shown else { return liveWindow }
        let recording = recorder.stop()
        let time = shown.position
        checkpoints.branch(at: time)
        shown.clock.goLive()
        let next = InputRecorder(window: shown.window)
        next.maximumEventCount = Self.maximumEventCount
        next.start(continuing: recording, at: time)
        recorder = next
        liveWindow = shown.window
        liveReplica = shown
        self.shown = nil
        return liveWindow
    }

    /// A fresh copy of the app's root, as replicas start from.
    func makeFreshRoot() -> (root: ViewController, owner: AnyObject?) { makeRoot() }

    /// Builds checkpoints for up to `frameBudget` frames of replay; see
    /// ``TimelineCheckpoints/work(on:frameBudget:focus:)``.
    ///
    /// - Parameter frameBudget: Frames to replay at most.
    /// - Returns: Whether there is more to do now.
    @discardableResult
    public func work(frameBudget: Int) -> Bool {
        checkpoints.work(on: recording, frameBudget: frameBudget, focus: time)
    }
}
