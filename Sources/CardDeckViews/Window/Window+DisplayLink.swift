extension Window {
    /// Runs at most one frame, as a display link does: the latest frame due at `time`, skipping
    /// the frames missed since the previous one. For live hosts, which call it with the clock's
    /// current time whenever they wake.
    ///
    /// ``advance(to:)`` runs every frame due, so a host whose frames cost more than a frame
    /// interval falls further and further behind: a 0.5 s animation plays for as long as its
    /// frames take to draw. A live host calls this instead. When it falls behind, the frames it
    /// missed are skipped, never queued, so a 0.5 s animation takes 0.5 s of wall time whatever
    /// a frame costs; animations evaluate in closed form at each frame's time, so they land
    /// exactly where they would have. Pointer events keep their own timestamps and are
    /// delivered, in order, in the first frame at or after them: a slow frame lowers the frame
    /// rate and never changes what a gesture means.
    ///
    /// Frames stay on the window's grid: the frame run is at the latest multiple of
    /// 1 / ``frameRate`` (since the rate was set) that is not after `time`, as
    /// `CADisplayLink.timestamp` is the latest vsync. Tests keep calling ``advance(to:)`` on a
    /// `ManualClock`, whose frames are bit-identical whatever the live rate was.
    ///
    /// - Parameter time: The current time on the clock's time base, in seconds. A time before
    ///   the latest frame (a clock that went backwards) or a non-finite time is ignored with a
    ///   warning. Any jump forward, even of minutes, runs one frame.
    /// - Returns: Whether a frame ran: `false` when the next frame is not yet due.
    @discardableResult
    public func advanceSkippingMissedFrames(to time: Double) -> Bool {
        let before = frameCount
        skippedFrameCount += advance(
            to: time, maximumFrames: 1, caller: "advanceSkippingMissedFrames(to:)")
        return frameCount > before
    }

    /// The time of the next frame on the window's grid, in seconds on the clock's time base:
    /// one frame interval after the latest frame. A live host waits until then while the
    /// window is not ``isIdle``.
    public var nextFrameTime: Double {
        frameOrigin + Double(framesSinceOrigin + 1) / frameRate
    }

    /// Whether the window has nothing to do until input arrives or ``nextTimerDeadline``
    /// passes: no animation runs, nothing moves frame by frame (a decelerating scroll view, a
    /// transition in flight), no pointer event waits, and nothing waits to be laid out or
    /// committed. A live host sleeps while the window is idle, as a paused display link does.
    ///
    /// A paused animator (an interactive transition held still) does not count as running.
    public var isIdle: Bool {
        !animators.contains(where: \.isRunning) && tickers.isEmpty && !input.hasPendingEvents
            && commitQueue.isEmpty && layoutQueue.isEmpty && subtreeLayoutQueue.isEmpty
            && structuralMutations.isEmpty
    }

    /// The earliest time a gesture recognizer's timer fires (a tap waiting for a second tap,
    /// for example), in seconds on the clock's time base, or `nil` when no timer is set. An
    /// idle window needs a frame at that time.
    public var nextTimerDeadline: Double? { input.nextTimerDeadline }

    /// When a live host must wake next with no input: at ``nextFrameTime`` while the window
    /// has something to do, else at ``nextTimerDeadline``, else never (`.infinity`: it sleeps
    /// until input arrives). In seconds on the clock's time base.
    public var nextWakeTime: Double {
        isIdle ? (nextTimerDeadline ?? .infinity) : nextFrameTime
    }

    /// What a live host calls when it wakes from sleep, before it hands the window its input:
    /// an idle window's latest frame may be seconds old, and what the input starts (an
    /// animation) would start from it; so the window first runs the frame before the clock's
    /// now. That frame has nothing to draw; the frame due now, which delivers the input, runs
    /// after. Does nothing unless the window is idle.
    public func catchUpAfterIdle() {
        guard isIdle else { return }
        let previousFrame = clock.now - 1 / frameRate
        if previousFrame > time { advanceSkippingMissedFrames(to: previousFrame) }
    }
}
