/// How a ``TerminalRenderer`` writes colours.
public enum TerminalColorMode: String, Hashable, Sendable, CaseIterable {
    /// 24-bit colour (`ESC[38;2;r;g;bm`): every colour exactly, to 8 bits per channel.
    case trueColor
    /// The xterm 256-colour palette (`ESC[38;5;nm`): each colour becomes the nearest entry of
    /// the 6×6×6 colour cube or the 24-step grey ramp.
    case palette256

    /// The mode a terminal announces through its environment, as most terminal programs
    /// decide: `COLORTERM` of `truecolor` or `24bit`, or a `TERM` ending in `-direct`, gives
    /// ``trueColor``; anything else, including no variables at all, gives ``palette256``.
    ///
    /// - Parameter environment: The process environment, such as
    ///   `ProcessInfo.processInfo.environment`.
    /// - Returns: The announced mode.
    public static func detect(environment: [String: String]) -> TerminalColorMode {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if environment["TERM"]?.hasSuffix("-direct") == true { return .trueColor }
        return .palette256
    }
}
