/// One thing a terminal reported: a key, a mouse report or pasted text.
public enum TerminalInputEvent: Hashable, Sendable {
    /// A mouse report, in cells.
    case mouse(TerminalMouseEvent)
    /// A key.
    case key(TerminalKey)
    /// Text pasted while bracketed paste was on (`ESC [ 200 ~` … `ESC [ 201 ~`): never keys.
    ///
    /// Line breaks (CR, LF, CR LF) arrive as `"\n"` and tabs as `"\t"`; other control
    /// characters, ESC included, are removed; bytes that are not UTF-8 become U+FFFD. At most
    /// ``TerminalInputParser/maximumPasteLength`` bytes are kept.
    case paste(String)
}
