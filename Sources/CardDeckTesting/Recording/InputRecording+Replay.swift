import CardDeckViews

extension InputRecording {
    /// Plays the recording into `window` on its clock: every input at its time (relative to
    /// the clock now), the frames between them, and the frames up to the recording's end and
    /// `settle` seconds more.
    ///
    /// Use it on a window like the recorded one (``makeWindow()``) on a `ManualClock`, with the
    /// scenario installed: pointer events are queued with their shifted timestamps and
    /// answered as a live host answers them, by an input frame at their time
    /// (`FrameLoop.runInputFrame(at:)`: at once, unless the latest input frame is less than
    /// half a frame interval old or a frame ran at that very time, when the next frame on the
    /// grid delivers them); key presses and resizes take effect at their time. Since a
    /// gesture's outcome depends on its events' timestamps and never on the frame rate, the
    /// replay ends in the state the live session ended in, whatever frames that session
    /// managed; with the live host's input frames, a finger that catches a moving card also
    /// catches it where the live session's finger did.
    ///
    /// - Parameters:
    ///   - window: The window to play into.
    ///   - settle: Seconds to run after the recording's end, ≥ 0; default 1 (long enough for
    ///     the cards' springs to come to rest). Negative or non-finite values count as 0.
    @MainActor
    public func play(into window: Window, settle: Double = 1) {
        let origin = max(window.time, window.clock.now)
        for event in events {
            let at = origin + event.time
            if at > window.time { window.advance(to: at) }
            switch event.shifted(by: origin) {
            case .pointer(let pointer):
                window.send(pointer)
                window.frameLoop.runInputFrame(at: at)
            case .key(let press, _): window.send(press)
            case .resize(let size, let insets, _): window.resize(to: size, safeAreaInsets: insets)
            }
        }
        window.advance(to: max(origin + duration, window.time))
        let extra = settle.isFinite ? max(settle, 0) : 0
        if extra > 0 { window.advance(by: extra) }
    }

    /// Plays the recording into a new window like the recorded one (``makeWindow()``, on a
    /// `ManualClock`) that shows `rootViewController`, and returns the window: how an app
    /// replays its own sessions, with no scenario catalogue. The root is laid out before the
    /// first input.
    ///
    /// ```swift
    /// let recording = try InputRecording(parsing: text)
    /// let window = recording.replay(rootViewController: InboxViewController())
    /// let expected = try SessionState(lines: recording.expectations)
    /// #expect(SessionState(window: window).differences(from: expected) == [])
    /// ```
    ///
    /// - Parameters:
    ///   - rootViewController: A fresh copy of the root the session started with, in the
    ///     state it started in.
    ///   - settle: Seconds to run after the recording's end, ≥ 0; default 1.
    /// - Returns: The window, at the recording's end plus `settle`.
    @MainActor
    public func replay(rootViewController: ViewController, settle: Double = 1) -> Window {
        let window = makeWindow()
        window.rootViewController = rootViewController
        // Laid out before the first input, as a live window shows its root before anyone can
        // touch it: a tap in the recording's first instant finds the views where they are.
        window.root.layoutIfNeeded()
        play(into: window, settle: settle)
        return window
    }
}
