import CardDeckViews
import Foundation

extension TerminalSession {
    /// Runs a window live in the terminal the program was started in, until `q`, Ctrl-D or
    /// Ctrl-C (or what `onKey` decides), and restores the terminal on every way out.
    ///
    /// It opens a ``PosixTerminal`` on standard input and output, creates a
    /// ``TerminalRenderer`` writing there with the colour mode the environment announces
    /// (``TerminalColorMode/detect(environment:)`` replaces `configuration.colorMode`), and
    /// runs a session. The window must be driven by a `SystemClock`, so that frames follow
    /// real time and pointer timestamps share the window's time base.
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
        guard window.clock is SystemClock else {
            throw TerminalError.windowClockNotLive(
                clockType: String(describing: type(of: window.clock)))
        }
        let terminal = try PosixTerminal(clock: window.clock as? SystemClock)
        var configuration = configuration
        configuration.colorMode = TerminalColorMode.detect(
            environment: ProcessInfo.processInfo.environment)
        let renderer = TerminalRenderer(configuration: configuration, output: terminal.output)
        let session = TerminalSession(window: window, renderer: renderer, device: terminal)
        try session.run(onKey: onKey)
    }
}
