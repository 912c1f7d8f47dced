import CardDeckViews

extension InputRecording {
    /// The recording up to `time`: the inputs at or before it, a duration of `time` and no
    /// expectations (they described the end, which is gone). What a timeline exports for the
    /// span it shows, and where a branch starts.
    ///
    /// - Parameter time: Seconds from the start; clamped to 0…``duration``.
    /// - Returns: The shortened recording.
    public func truncated(at time: Double) -> InputRecording {
        let end = time.isFinite ? min(max(time, 0), duration) : duration
        var copy = self
        copy.events = events.prefix { $0.time <= end }.map { $0 }
        copy.duration = end
        copy.expectations = []
        return copy
    }
}
