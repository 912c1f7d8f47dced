/// How a ``TerminalRenderer`` writes colours.
public enum TerminalColorMode: String, Hashable, Sendable, CaseIterable {
    /// 24-bit colour (`ESC[38;2;r;g;bm`): every colour exactly, to 8 bits per channel.
    case trueColor
    /// The xterm 256-colour palette (`ESC[38;5;nm`): each colour becomes the nearest entry of
    /// the 6×6×6 colour cube or the 24-step grey ramp.
    case palette256

    /// The mode a terminal announces through its environment: see ``TerminalEnvironment``.
    ///
    /// - Parameter environment: The process environment, such as
    ///   `ProcessInfo.processInfo.environment`.
    /// - Returns: The announced mode.
    public static func detect(environment: [String: String]) -> TerminalColorMode {
        TerminalEnvironment(environment).colorMode
    }
}
