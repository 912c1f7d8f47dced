import CardDeckTesting
import CardDeckViews

extension SessionTimeline {
    /// The span shown as a recording: the inputs from the start to the moment shown (to now
    /// while live), with the end state a replay of it reaches as its expectations, so that a
    /// test replaying it (what `--test-from` prints for it) passes.
    ///
    /// The end state is found the way that test finds it: a fresh root in a new window like
    /// the recorded one, `Window.replay(_:settle:)` with its default settling.
    ///
    /// - Returns: The recording of the span.
    public func exportedRecording() -> InputRecording {
        var span = recording.truncated(at: time)
        let window = span.makeWindow()
        let made = makeFreshRoot()
        window.rootViewController = made.root
        window.replay(span)
        span.expectations = SessionState(window: window).lines
        withExtendedLifetime(made.owner) {}
        return span
    }
}
