/// One thing a terminal reported: a key or a mouse report.
public enum TerminalInputEvent: Hashable, Sendable {
    /// A mouse report, in cells.
    case mouse(TerminalMouseEvent)
    /// A key.
    case key(TerminalKey)
}
