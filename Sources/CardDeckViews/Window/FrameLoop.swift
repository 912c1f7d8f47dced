/// A window's frame loop, as a display link runs one: the frame grid (frame *k* at
/// `k / frameRate` seconds after the rate was set, or after the latest input frame of
/// ``runInputFrame(at:)``, which restarts it), stepping whole frames or pacing live ones, and
/// the tickers moved in every frame's motion phase. Reached as ``Window/frameLoop``; each
/// frame it runs is the window's (see ``Window``).
@MainActor
public final class FrameLoop {
    /// The most frames one `advance` runs, 240. A longer jump runs the frames in which
    /// something happens (input waiting, an animation or ticker moving, a recognizer's timer
    /// firing) up to this many, skips the idle ones, and ends on the final frame (animations
    /// evaluate in closed form, so they land exactly where they should).
    public static let maximumFramesPerAdvance = 240

    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    /// The window whose frames the loop runs; held weakly, so a loop kept past its window
    /// does nothing rather than trap.
    @exclusivity(unchecked) private weak var window: Window?
    /// The time of the latest frame, in seconds on the clock's time base.
    @exclusivity(unchecked) public private(set) var time: Double
    /// How many frames have run.
    @exclusivity(unchecked) public private(set) var frameCount = 0
    /// How many frames ``advanceSkippingMissedFrames(to:)`` skipped because the host fell
    /// behind (a display link's dropped frames), ≥ 0; frames ``advance(to:)`` skips past
    /// ``maximumFramesPerAdvance`` are not counted.
    @exclusivity(unchecked) public private(set) var skippedFrameCount = 0
    /// The time frame numbering starts from, and the frames run since; frame *k* is at
    /// `frameOrigin + k / frameRate`.
    @exclusivity(unchecked) private var frameOrigin: Double
    @exclusivity(unchecked) private var framesSinceOrigin = 0
    /// The time of ``runInputFrame(at:)``'s latest frame, or −∞ before the first: input frames
    /// keep half a frame interval from each other, not from the grid frames between them.
    @exclusivity(unchecked) private var latestInputFrameTime = -Double.infinity
    /// Objects moved in the motion phase of every frame, in the order they were added.
    @exclusivity(unchecked) private(set) var tickers = FrameTickerList()

    init(window: Window, time: Double) {
        self.window = window
        self.time = time
        frameOrigin = time
    }

    /// Frames per second, 1…1000; default 120. Finite values outside are clamped; NaN is
    /// ignored with a warning. Changing the rate restarts frame numbering at the current time.
    public var frameRate: Double {
        get { rate }
        set {
            var rate = newValue
            if rate.isNaN {
                Diagnostics.warn("Window: ignored frameRate NaN; kept \(self.rate)")
                rate = self.rate
            }
            self.rate = min(max(rate, 1), 1_000)
            restartGrid(at: time)
        }
    }
    /// The stored ``frameRate``: private, so the compiler drops the runtime's exclusivity
    /// checks on the per-frame reads.
    private var rate: Double = 120

    /// Steps forward by `interval` seconds, running every whole frame due.
    ///
    /// - Parameter interval: Seconds, ≥ 0. Negative, NaN or infinite intervals are ignored
    ///   with a warning.
    public func advance(by interval: Double) {
        guard interval >= 0, interval.isFinite else {
            Diagnostics.warn("Window: ignored advance(by: \(interval))")
            return
        }
        advance(to: max(time, window?.clock.now ?? time) + interval)
    }

    /// Runs every frame due up to `target` on the clock's time base, moving a ``ManualClock``
    /// there.
    ///
    /// A jump of more than ``maximumFramesPerAdvance`` frames (a session that paused) keeps
    /// what the frames in it would do: the loop runs every frame while something happens in
    /// it — a pointer event waiting for its frame, an animation or ticker moving, a gesture
    /// recognizer's timer coming due — and skips the idle frames, in which nothing would
    /// change, so the window ends in the state a frame-by-frame run reaches; only after
    /// ``maximumFramesPerAdvance`` such frames does it skip straight to the final frame.
    /// Pointer input that ``runInputFrame(at:)`` held back runs first, in an input frame at
    /// ``heldInputFrameTime``, as it does live. A jump so long that its frames cannot be
    /// numbered (2⁵² frames, ages at any rate) runs the same way and then restarts the frame
    /// grid at `target`, as changing ``frameRate`` restarts it, with the final frame there.
    ///
    /// - Parameter target: A time in seconds. A time earlier than the latest frame (a clock that
    ///   went backwards) or a non-finite time is ignored with a warning.
    public func advance(to target: Double) {
        advance(to: target, maximumFrames: Self.maximumFramesPerAdvance, caller: "advance(to:)")
    }

    /// Runs at most one frame, as a display link does: the latest frame due at `time`, skipping
    /// the frames missed since the previous one. For live hosts, which call it with the clock's
    /// current time whenever they wake.
    ///
    /// ``advance(to:)`` runs every frame due, so a host whose frames cost more than a frame
    /// interval falls further and further behind. A live host calls this instead: the frames
    /// it missed are skipped, never queued, so a 0.5 s animation takes 0.5 s of wall time
    /// whatever a frame costs; animations evaluate in closed form at each frame's time, so
    /// they land exactly where they would have. Pointer events keep their own timestamps and
    /// are delivered, in order, in the first frame at or after them: a slow frame lowers the
    /// frame rate and never changes what a gesture means. Frames stay on the grid, as
    /// `CADisplayLink.timestamp` is the latest vsync, except the frame for input that
    /// ``runInputFrame(at:)`` held back, which runs at ``heldInputFrameTime`` when the grid's
    /// next tick is not yet due; tests keep calling ``advance(to:)`` on a
    /// `ManualClock`, whose frames are bit-identical whatever the live rate was.
    ///
    /// - Parameter time: The current time on the clock's time base, in seconds. A time before
    ///   the latest frame or a non-finite time is ignored with a warning. Any jump forward,
    ///   even of minutes, runs one frame.
    /// - Returns: Whether a frame ran: `false` when the next frame is not yet due.
    @discardableResult
    public func advanceSkippingMissedFrames(to time: Double) -> Bool {
        let before = frameCount
        skippedFrameCount += advance(
            to: time, maximumFrames: 1, caller: "advanceSkippingMissedFrames(to:)")
        return frameCount > before
    }

    /// Runs a frame at `time` for pointer input that has just arrived, when half a frame
    /// interval has passed since the latest input frame, and restarts the frame grid there:
    /// the frame that answers a finger runs when the finger's event is read, not at the next
    /// tick of a grid whose phase has nothing to do with the finger. A live host calls it
    /// after handing the window the input it read, and ``advanceSkippingMissedFrames(to:)``
    /// when it returns `false`.
    ///
    /// Input held back by the spacing gets a frame of its own as soon as the spacing allows,
    /// half a frame interval after the latest input frame (``heldInputFrameTime``), not at the
    /// grid's next tick a whole interval after it: ``nextWakeTime`` wakes a live host then,
    /// and ``advance(to:)`` and ``advanceSkippingMissedFrames(to:)`` run that frame, so a
    /// replay on a `ManualClock` runs it at the same time.
    ///
    /// Answering at once takes one grid phase (up to a whole frame interval, half of one on
    /// average) out of the time from a finger to the pixels it moves. Input frames run at most
    /// at twice ``frameRate``, so a pointer sending a thousand moves a second does not make
    /// the window run a thousand frames; the spacing is kept between input frames only, so a
    /// grid frame that just ran (an animation or ticker moving during a drag) does not hold
    /// the next move back, and all frames together still average at most twice ``frameRate``
    /// (the grid restarts at each input frame). Frames stay one frame interval apart from the
    /// input frame on, as a display link's do after it is restarted. What a gesture means does
    /// not change: pointer events keep their own timestamps, and animations evaluate in closed
    /// form at each frame's time, so a replay on the grid (``advance(to:)``) ends where the
    /// live session did.
    ///
    /// - Parameter time: The current time on the clock's time base, in seconds. A time less
    ///   than half a frame interval after the latest input frame, not after the latest frame,
    ///   or non-finite runs nothing.
    /// - Returns: Whether a frame ran: `false` when no pointer event waits for a frame or the
    ///   latest input frame is too recent.
    @discardableResult
    public func runInputFrame(at time: Double) -> Bool {
        guard let window, window.input.hasPendingEvents, time.isFinite, time > self.time,
            time - latestInputFrameTime >= 0.5 / rate
        else { return false }
        if let manual = window.clock as? ManualClock, time > manual.now { manual.set(to: time) }
        // Grid frames that were due are replaced by this one, as a display link's are.
        if let due = dueFrame(at: time) { skippedFrameCount += max(due - framesSinceOrigin - 1, 0) }
        runInputFrame(of: window, restartingGridAt: time)
        return true
    }

    /// When pointer input the spacing of ``runInputFrame(at:)`` held back gets its frame, in
    /// seconds on the clock's time base: half a frame interval after the latest input frame,
    /// before the grid's next tick. `nil` when no event waits that was due by then, or no
    /// input frame has run since the latest frame.
    public var heldInputFrameTime: Double? {
        guard let window else { return nil }
        return heldInputFrameTime(in: window)
    }

    /// ``heldInputFrameTime`` for the loop's window, already loaded: the frame path reads it
    /// every frame, and a second load of the weak reference costs more than the rest.
    private func heldInputFrameTime(in window: Window) -> Double? {
        let held = latestInputFrameTime + 0.5 / rate
        guard held > time, let earliest = window.input.earliestPendingTimestamp, earliest <= held
        else { return nil }
        return held
    }

    /// Restarts the frame grid at `time` and runs an input frame there.
    private func runInputFrame(of window: Window, restartingGridAt time: Double) {
        restartGrid(at: time)
        latestInputFrameTime = time
        runFrame(of: window, at: time)
    }

    /// Makes `time` the grid's origin: the next grid frame is one interval after it.
    private func restartGrid(at time: Double) {
        frameOrigin = time
        framesSinceOrigin = 0
    }

    /// The time of the next frame on the grid, in seconds on the clock's time base: one frame
    /// interval after the latest frame. A live host waits until then while not ``isIdle``.
    public var nextFrameTime: Double {
        frameOrigin + Double(framesSinceOrigin + 1) / frameRate
    }

    /// Whether the window has nothing to do until input arrives or ``nextTimerDeadline``
    /// passes: no animation runs (a paused one does not count), no ticker moves, no pointer
    /// event waits, and nothing waits to be laid out or committed. A live host sleeps while
    /// the window is idle, as a paused display link does.
    public var isIdle: Bool {
        guard let window else { return true }
        return tickers.isEmpty && !window.motion.hasRunningAnimators
            && !window.input.hasPendingEvents && window.layout.isEmpty && window.commits.isEmpty
    }

    /// The earliest time a gesture recognizer's timer fires (a tap waiting for a second tap,
    /// for example), in seconds on the clock's time base, or `nil` when no timer is set.
    public var nextTimerDeadline: Double? { window?.input.nextTimerDeadline }

    /// When a live host must wake next with no input: at ``heldInputFrameTime`` while input
    /// waits for it, else at ``nextFrameTime`` while the window has something to do, else at
    /// ``nextTimerDeadline``, else never (`.infinity`).
    public var nextWakeTime: Double {
        if isIdle { return nextTimerDeadline ?? .infinity }
        guard let held = heldInputFrameTime else { return nextFrameTime }
        return min(held, nextFrameTime)
    }

    /// What a live host calls when it wakes from sleep, before it hands the window its input:
    /// an idle window's latest frame may be seconds old, and what the input starts would start
    /// from it; so the loop first runs the frame before the clock's now (it has nothing to
    /// draw). Does nothing unless the window is idle.
    public func catchUpAfterIdle() {
        guard isIdle, let window else { return }
        let previousFrame = window.clock.now - 1 / frameRate
        if previousFrame > time { advanceSkippingMissedFrames(to: previousFrame) }
    }

    /// Runs the frames due up to `target`. With `maximumFrames` of 1 (live pacing) a jump runs
    /// the final frame only; otherwise a jump past `maximumFrames` runs the busy frames, up to
    /// that many, skips the idle ones, and runs the final frame.
    ///
    /// - Returns: How many frames were due and skipped.
    @discardableResult
    private func advance(to target: Double, maximumFrames: Int, caller: String) -> Int {
        guard let window else { return 0 }
        guard target.isFinite, target >= time else {
            Diagnostics.warn(
                "Window: ignored \(caller) to \(target); the latest frame is at \(time)")
            return 0
        }
        if let manual = window.clock as? ManualClock, target > manual.now { manual.set(to: target) }
        // Input held back by the spacing runs first, as the live host's wake-up runs it; a
        // live host that woke too late for it runs the grid frame due instead.
        if let held = heldInputFrameTime(in: window), held <= target,
            maximumFrames > 1 || target < nextFrameTime
        {
            runInputFrame(of: window, restartingGridAt: held)
        }
        // A target too far ahead to number its frames runs as a jump past the budget whose
        // final frame restarts the grid at the target.
        let farDue = dueFrame(at: target)
        let due = farDue ?? framesSinceOrigin + maximumFrames + 1
        let pending = due - framesSinceOrigin
        guard pending > 0 else { return 0 }
        if pending <= maximumFrames {
            for _ in 0..<pending { runNextFrame(of: window) }
            return 0
        }
        var skipped = 0
        var budget = maximumFrames - 1
        while framesSinceOrigin < due - 1 {
            if budget <= 0 || isIdle {
                let resume = budget > 0 ? frameBeforeNextTimer(before: due - 1) : due - 1
                skipped += resume - framesSinceOrigin
                framesSinceOrigin = resume
                if resume == due - 1 { break }
            }
            runNextFrame(of: window)
            budget -= 1
        }
        if farDue == nil {
            restartGrid(at: target)
            runFrame(of: window, at: target)
        } else {
            runNextFrame(of: window)
        }
        return skipped
    }

    /// The number of the latest grid frame due at `time`, or `nil` when `time` is so far ahead
    /// (a clock that jumped by ages) that the number would not fit an `Int`, nor would the
    /// grid's frame times there tell one frame from the next.
    private func dueFrame(at time: Double) -> Int? {
        // A tiny slack keeps a frame whose time rounds just past the target from being lost.
        let frames = ((time - frameOrigin) * rate + 1e-9).rounded(.down)
        return frames < Self.farthestFrame ? Int(frames) : nil
    }

    /// 2⁵²: frame numbers below it are exact in a `Double` and fit an `Int`.
    private static let farthestFrame = Double(1 << 52)

    /// The frame just before the first one at or after the next recognizer timer's deadline,
    /// not past `limit` nor before the latest frame: where an idle run resumes.
    private func frameBeforeNextTimer(before limit: Int) -> Int {
        guard let deadline = nextTimerDeadline, deadline.isFinite else { return limit }
        // Clamped before it becomes an `Int`: a deadline ages away (a pointer event stamped so)
        // must not trap.
        let firing = ((deadline - frameOrigin) * frameRate - 1e-9).rounded(.up)
        let bounded = min(max(firing, Double(framesSinceOrigin)), Double(limit) + 1)
        return min(max(Int(bounded) - 1, framesSinceOrigin), limit)
    }

    /// Runs the next frame on the grid.
    private func runNextFrame(of window: Window) {
        framesSinceOrigin += 1
        runFrame(of: window, at: frameOrigin + Double(framesSinceOrigin) / frameRate)
    }

    /// Runs a frame at `time`, on the grid or off it.
    private func runFrame(of window: Window, at time: Double) {
        self.time = time
        frameCount += 1
        window.runFrame()
    }

    /// Adds a ticker; adding one that is already there has no effect. The loop holds it
    /// strongly until it is removed, as a display link holds its target.
    func addTicker(_ ticker: any FrameTicking) { tickers.add(ticker) }

    /// Removes a ticker; one that is not there is ignored.
    func removeTicker(_ ticker: any FrameTicking) { tickers.remove(ticker) }

    /// Whether `ticker` runs in the motion phase.
    func hasTicker(_ ticker: any FrameTicking) -> Bool { tickers.contains(ticker) }

    /// Ticks every ticker at the frame's time, in the order they were added, before the
    /// animators move (or, with `afterMotion`, tells them the animators moved). Tickers added
    /// during the run take part in it; removed ones do not again.
    func runTickers(afterMotion: Bool) {
        guard !tickers.entries.isEmpty else { return }
        tickers.isRunning = true
        var index = 0
        while index < tickers.entries.count {
            // Read the slot, then let go of the list before the ticker can change it.
            if let ticker = tickers.entries[index] {
                if afterMotion { ticker.didRunMotion(at: time) } else { ticker.tick(at: time) }
            }
            index += 1
        }
        tickers.isRunning = false
    }
}
