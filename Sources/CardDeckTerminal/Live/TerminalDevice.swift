/// What a ``TerminalSession`` needs from a terminal: modes, input, size and an output.
///
/// ``PosixTerminal`` is the real one. Tests conform a fake that plays a script of input:
/// its ``read(timeout:)`` stands for the wait, so it advances the window's `ManualClock` by
/// the time it "waited" and returns the next scripted bytes, and the session runs without
/// sleeping or reading the wall clock.
@MainActor
public protocol TerminalDevice: AnyObject {
    /// Where the renderer writes frames.
    var output: any TerminalOutput { get }

    /// Switches the terminal to live mode: raw input, the alternate screen, a hidden cursor,
    /// mouse reporting and no autowrap.
    ///
    /// - Throws: When the terminal refuses; ``restore()`` then undoes whatever part succeeded.
    func enterLiveMode() throws

    /// Puts the terminal back as it was before ``enterLiveMode()``.
    ///
    /// Idempotent: safe to call many times, and when live mode was never entered or entering
    /// it failed half-way. Never throws: a terminal that cannot be restored has nothing left
    /// to tell.
    func restore()

    /// Returns the input that arrived, waiting for some up to `seconds`.
    ///
    /// - Parameter seconds: The longest wait, in seconds, ≥ 0; 0 only looks, and `.infinity`
    ///   waits until input arrives or the terminal is resized (the session asks for it while
    ///   the window is idle). Negative and NaN values count as 0.
    /// - Returns: The chunks read, in order, each stamped with when it arrived where the
    ///   device can tell; empty when the time ran out first or a resize or a signal
    ///   interrupted the wait.
    /// - Throws: ``TerminalError/inputClosed`` when input ended, which ends the session
    ///   normally; any other error ends the session with that error.
    func read(timeout seconds: Double) throws -> [TerminalInputChunk]

    /// The terminal's size in cells, or `nil` when it cannot tell (the session then assumes
    /// 80 × 24).
    func size() -> (columns: Int, rows: Int)?

    /// Whether the terminal was resized since the previous call (or since live mode began);
    /// asking clears the flag.
    func takeResize() -> Bool

    /// Stops the program as Ctrl-Z does in a shell, after putting the terminal back; when the
    /// program continues, the terminal is live again and reports a resize, so the session
    /// repaints. Default: does nothing.
    func suspend()
}

extension TerminalDevice {
    /// Does nothing: a device without job control ignores Ctrl-Z.
    public func suspend() {}
}
