extension Window {
    /// The most frames one `advance` runs; ``FrameLoop/maximumFramesPerAdvance``.
    public static let maximumFramesPerAdvance = FrameLoop.maximumFramesPerAdvance

    /// The time of the latest frame, in seconds on the clock's time base.
    public var time: Double { frameLoop.time }

    /// How many frames have run.
    public var frameCount: Int { frameLoop.frameCount }

    /// Frames skipped by live pacing, ≥ 0; ``FrameLoop/skippedFrameCount``.
    public var skippedFrameCount: Int { frameLoop.skippedFrameCount }

    /// Frames per second, 1…1000; default 120. See ``FrameLoop/frameRate``.
    public var frameRate: Double {
        get { frameLoop.frameRate }
        set { frameLoop.frameRate = newValue }
    }

    /// Steps forward by `interval` seconds; ``FrameLoop/advance(by:)``.
    ///
    /// - Parameter interval: Seconds, ≥ 0; other values are ignored with a warning.
    public func advance(by interval: Double) { frameLoop.advance(by: interval) }

    /// Runs every frame due up to `target`; ``FrameLoop/advance(to:)``.
    ///
    /// - Parameter target: A time in seconds on the clock's time base.
    public func advance(to target: Double) { frameLoop.advance(to: target) }

    /// Runs at most one frame, skipping missed ones; ``FrameLoop/advanceSkippingMissedFrames(to:)``.
    ///
    /// - Parameter time: The current time on the clock's time base, in seconds.
    /// - Returns: Whether a frame ran.
    @discardableResult
    public func advanceSkippingMissedFrames(to time: Double) -> Bool {
        frameLoop.advanceSkippingMissedFrames(to: time)
    }

    /// The time of the next frame on the grid, in seconds; ``FrameLoop/nextFrameTime``.
    public var nextFrameTime: Double { frameLoop.nextFrameTime }

    /// Whether the window has nothing to do until input or a timer; ``FrameLoop/isIdle``.
    public var isIdle: Bool { frameLoop.isIdle }

    /// The earliest recognizer timer, in seconds, or `nil`; ``FrameLoop/nextTimerDeadline``.
    public var nextTimerDeadline: Double? { frameLoop.nextTimerDeadline }

    /// When a live host must wake next with no input, in seconds; ``FrameLoop/nextWakeTime``.
    public var nextWakeTime: Double { frameLoop.nextWakeTime }

    /// Runs the frame before now after an idle sleep; ``FrameLoop/catchUpAfterIdle()``.
    public func catchUpAfterIdle() { frameLoop.catchUpAfterIdle() }

    /// The animators attached to the window, for tests; see `MotionPhase`.
    var animators: [PropertyAnimator] { motion.animators }

    /// The tickers, for tests; see `FrameLoop`.
    var tickers: FrameTickerList { frameLoop.tickers }

    /// Adds a ticker to the motion phase, held strongly; adding it twice has no effect.
    ///
    /// - Parameter ticker: The ticker.
    package func addTicker(_ ticker: any FrameTicking) { frameLoop.addTicker(ticker) }

    /// Removes a ticker; one that is not there is ignored.
    ///
    /// - Parameter ticker: The ticker.
    package func removeTicker(_ ticker: any FrameTicking) { frameLoop.removeTicker(ticker) }

    /// Whether `ticker` runs in this window's motion phase.
    ///
    /// - Parameter ticker: The ticker.
    /// - Returns: `true` between ``addTicker(_:)`` and ``removeTicker(_:)``.
    package func hasTicker(_ ticker: any FrameTicking) -> Bool { frameLoop.hasTicker(ticker) }

    /// Adds an observer told at the end of every layout phase, held strongly; adding it twice
    /// has no effect.
    ///
    /// - Parameter observer: The observer.
    package func addLayoutObserver(_ observer: any LayoutObserving) {
        layout.addObserver(observer)
    }

    /// Removes a layout observer; one that is not there is ignored.
    ///
    /// - Parameter observer: The observer.
    package func removeLayoutObserver(_ observer: any LayoutObserving) {
        layout.removeObserver(observer)
    }
}
