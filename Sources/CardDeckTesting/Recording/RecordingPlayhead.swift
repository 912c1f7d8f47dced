import CardDeckViews

/// Plays a recording into a window a piece at a time: to any later moment, in as many calls
/// as it takes, with the same frames as one call would run. What a timeline steps, seeks and
/// rebuilds its checkpoints with.
///
/// Inputs are delivered as ``InputRecording/play(into:settle:)`` delivers them: each at its
/// time, a pointer event answered by an input frame. Between inputs the playhead runs the
/// frames due on the window's grid, at most ``framesPerStep`` at a time while something
/// moves, so `FrameLoop`'s skipping of long jumps never starts; while the window is idle it
/// skips straight to the next input, timer or target, as nothing would change in those frames.
/// Hence playing to *a* and then to *b* shows at *b* the very tree one play to *b* shows (only
/// `Window.frameCount` may differ, by the idle frames a stop ran), which is what makes seeking
/// from a checkpoint exact.
///
/// The recording is passed to each call rather than kept, so that a recording that grows (a
/// live session's) can be followed; the inputs already played must stay as they were.
@MainActor
public final class RecordingPlayhead {
    /// Frames run at a time while the window is busy: 120, below `Window.maximumFramesPerAdvance`.
    public static let framesPerStep = 120

    /// The window played into.
    public let window: Window
    /// The time on the window's clock at which the recording starts, in seconds.
    public let origin: Double
    /// How far the recording has been played, in seconds from its start; starts at 0.
    public private(set) var position = 0.0
    /// The index of the next input to deliver in the recording's ``InputRecording/events``.
    public private(set) var nextEventIndex = 0

    /// Creates a playhead for a window like the recorded one, its root installed and laid out;
    /// the recording starts at the window's time now.
    ///
    /// A window on a `ManualClock` or a ``ReplayClock`` replays exactly; the playhead sets a
    /// ``ReplayClock`` as `FrameLoop` sets a `ManualClock`.
    ///
    /// - Parameter window: The window.
    public init(window: Window) {
        self.window = window
        origin = max(window.time, window.clock.now)
    }

    /// Plays the inputs up to `target` (those at `target` included) and runs the frames up to
    /// it, or stops early once `frameBudget` frames have run.
    ///
    /// - Parameters:
    ///   - recording: The recording; the inputs before ``nextEventIndex`` must be the ones
    ///     already played.
    ///   - target: Seconds from the recording's start. A target at or before ``position``, or
    ///     a non-finite one, does nothing.
    ///   - frameBudget: Frames this call may run before it stops at the next input or step;
    ///     default no limit. At least one input or step is always played.
    /// - Returns: Whether the playhead reached `target`.
    @discardableResult
    public func play(_ recording: InputRecording, to target: Double, frameBudget: Int = .max)
        -> Bool
    {
        guard target.isFinite, target > position else { return target.isFinite }
        let start = window.frameCount
        let events = recording.events
        while position < target {
            if nextEventIndex < events.count, events[nextEventIndex].time <= target {
                let event = events[nextEventIndex]
                if event.time > position { run(to: event.time) }
                deliver(event)
                nextEventIndex += 1
            } else {
                run(to: target)
            }
            if window.frameCount - start >= frameBudget { return position >= target }
        }
        return true
    }

    /// Runs frames to `time` (seconds from the start), in steps; sets ``position``.
    private func run(to time: Double) {
        let absolute = origin + time
        let interval = 1 / window.frameRate
        while true {
            var step = absolute
            if window.isIdle {
                // The frame at or after a recognizer's timer runs; the idle ones before it need not.
                if let deadline = window.nextTimerDeadline, deadline + interval < absolute {
                    step = max(deadline, window.time) + interval
                }
            } else {
                step = min(absolute, window.time + Double(Self.framesPerStep) * interval)
            }
            // Ages ahead a step can round to the time already reached; the rest goes in one.
            if step <= window.time { step = absolute }
            advance(to: step)
            if step >= absolute { break }
        }
        position = max(position, time)
    }

    /// One input at its time, as ``InputRecording/play(into:settle:)`` delivers it.
    private func deliver(_ event: WindowInput) {
        let at = origin + event.time
        if at > window.time { advance(to: at) }
        position = max(position, event.time)
        (window.clock as? ReplayClock)?.set(to: at)
        switch event.shifted(by: origin) {
        case .pointer(let pointer):
            window.send(pointer)
            window.frameLoop.runInputFrame(at: at)
        case .key(let press, _): window.send(press)
        case .resize(let size, let insets, _): window.resize(to: size, safeAreaInsets: insets)
        }
    }

    private func advance(to absolute: Double) {
        (window.clock as? ReplayClock)?.set(to: absolute)
        window.advance(to: absolute)
    }
}
