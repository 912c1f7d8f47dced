import CardDeckViews

extension Window {
    /// Plays a recording into the window on its clock: every input at its time (relative to
    /// the clock now), the frames between them, and the frames up to the recording's end and
    /// `settle` seconds more.
    ///
    /// Use it on a window like the recorded one (``InputRecording/makeWindow()``) on a
    /// `ManualClock`, with the scenario installed: pointer events are queued with their
    /// shifted timestamps and delivered by the next frame, as in the live session; key presses
    /// and resizes take effect at their time. Since a gesture's outcome depends on its
    /// events' timestamps and never on the frame rate, the replay ends in the state the live
    /// session ended in, whatever frames that session managed.
    ///
    /// - Parameters:
    ///   - recording: The recording.
    ///   - settle: Seconds to run after the recording's end, ≥ 0; default 1 (long enough for
    ///     the cards' springs to come to rest). Negative or non-finite values count as 0.
    public func replay(_ recording: InputRecording, settle: Double = 1) {
        let origin = max(time, clock.now)
        for event in recording.events {
            let at = origin + event.time
            if at > time { advance(to: at) }
            switch event.shifted(by: origin) {
            case .pointer(let pointer): send(pointer)
            case .key(let press, _): send(press)
            case .resize(let size, let insets, _): resize(to: size, safeAreaInsets: insets)
            }
        }
        advance(to: max(origin + recording.duration, time))
        let extra = settle.isFinite ? max(settle, 0) : 0
        if extra > 0 { advance(by: extra) }
    }
}
