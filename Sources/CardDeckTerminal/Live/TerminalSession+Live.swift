import CardDeckViews
import Foundation

extension TerminalSession {
    /// Runs a window live in the terminal the program was started in, until `q`, Ctrl-D or
    /// Ctrl-C (or what `onKey` decides), and restores the terminal on every way out.
    ///
    /// It makes a session with ``live(window:configuration:)`` and runs it. The window must be
    /// driven by a `SystemClock`, so that frames follow real time and pointer timestamps share
    /// the window's time base.
    ///
    /// - Parameters:
    ///   - window: The window, created with `clock: SystemClock()`.
    ///   - configuration: The cell size and backdrop; default 8 × 16 points per cell.
    ///   - onKey: Called with each key; default ``TerminalSession/KeyResponse/default``.
    /// - Throws: ``TerminalError/windowClockNotLive(clockType:)`` when the window's clock is
    ///   not a `SystemClock`, ``TerminalError/notATerminal(stream:)`` when standard input or
    ///   output is not a terminal, and what ``run(onKey:)`` throws.
    public static func runLive(
        window: Window,
        configuration: TerminalConfiguration = TerminalConfiguration(),
        onKey: (TerminalKey) throws -> KeyResponse = { _ in .default }
    ) throws {
        try live(window: window, configuration: configuration).run(onKey: onKey)
    }

    /// A session on the terminal the program was started in, ready to ``run(onKey:)``: set its
    /// ``windowSizing`` and its renderer's ``TerminalRenderer/statusLine`` first if you like.
    ///
    /// It opens a ``PosixTerminal`` on standard input and output, stamping input on the
    /// window's clock, and creates a ``TerminalRenderer`` writing there with what the
    /// environment announces (``TerminalEnvironment``): the colour mode and the run-length codes
    /// replace the configuration's.
    ///
    /// - Parameters:
    ///   - window: The window, created with `clock: SystemClock()`.
    ///   - configuration: The cell size and backdrop; default 8 × 16 points per cell.
    /// - Returns: The session, not yet running.
    /// - Throws: ``TerminalError/windowClockNotLive(clockType:)`` when the window's clock is
    ///   not a `SystemClock`, ``TerminalError/notATerminal(stream:)`` when standard input or
    ///   output is not a terminal.
    public static func live(
        window: Window, configuration: TerminalConfiguration = TerminalConfiguration()
    ) throws -> TerminalSession {
        guard let clock = window.clock as? SystemClock else {
            throw TerminalError.windowClockNotLive(
                clockType: String(describing: type(of: window.clock)))
        }
        let terminal = try PosixTerminal(clock: clock)
        let environment = TerminalEnvironment(ProcessInfo.processInfo.environment)
        var configuration = configuration
        configuration.colorMode = environment.colorMode
        configuration.runLengthCodes = environment.runLengthCodes
        let renderer = TerminalRenderer(configuration: configuration, output: terminal.output)
        return TerminalSession(window: window, renderer: renderer, device: terminal)
    }
}
