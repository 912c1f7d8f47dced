import Glibc

/// Why a live terminal session could not start or go on.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input or output (named) is not a terminal: input is redirected or piped, or
    /// the program runs without one (CI, an IDE's output pane, a service).
    case notATerminal(stream: String)
    /// A terminal is already live in this process; only one at a time can own the screen and
    /// the signal handlers that restore it.
    case alreadyLive
    /// Input ended: the terminal hung up or the input descriptor reached end of file. A
    /// ``TerminalSession`` treats this as the end of the session, not as a failure.
    case inputClosed
    /// Writing to the terminal failed with this `errno`.
    case writeFailed(errno: Int32)
    /// A system call (named) failed with this `errno`.
    case systemCallFailed(String, errno: Int32)
    /// ``TerminalSession/runLive(window:configuration:onKey:)`` was given a window whose clock
    /// (type named) is not a `SystemClock`, so frames and pointer timestamps would not follow
    /// real time.
    case windowClockNotLive(clockType: String)

    /// A message that says what went wrong and what to do.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "CardDeckTerminal needs a terminal, but \(stream) is not one. Run the program "
                + "directly in a terminal (without redirecting or piping its input and "
                + "output), or render headless with TerminalRenderer and a "
                + "TerminalBufferOutput."
        case .alreadyLive:
            "A terminal is already live in this process; end that session before starting "
                + "another."
        case .inputClosed:
            "The terminal's input was closed."
        case .writeFailed(let code):
            "Writing to the terminal failed: \(Self.message(code)) (errno \(code))."
        case .systemCallFailed(let call, let code):
            "\(call) failed: \(Self.message(code)) (errno \(code))."
        case .windowClockNotLive(let clockType):
            "A live session needs a window driven by a SystemClock, but this window's clock "
                + "is a \(clockType), which does not follow real time. Create the window with "
                + "Window(size:clock: SystemClock())."
        }
    }

    private static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "unknown error" }
        return String(cString: text)
    }
}
