import CardDeckViews

extension Window {
    /// Plays a recording into the window; ``InputRecording/play(into:settle:)``.
    ///
    /// - Parameters:
    ///   - recording: The recording.
    ///   - settle: Seconds to run after the recording's end, ≥ 0; default 1.
    public func replay(_ recording: InputRecording, settle: Double = 1) {
        recording.play(into: self, settle: settle)
    }
}
