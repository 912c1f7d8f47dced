/// A key a terminal reported, as ``TerminalInputParser`` reads it from raw-mode input.
///
/// In raw mode the terminal sends bytes rather than signals, so Ctrl-C arrives as
/// ``interrupt`` and Ctrl-D as ``endOfInput``, like any other key.
public enum TerminalKey: Hashable, Sendable {
    /// A printable character: letters, digits, punctuation, space, and any Unicode character
    /// (accented letters, CJK, emoji, including emoji made of several scalars when they arrive
    /// together).
    case character(Character)
    /// Return or Enter (carriage return or line feed).
    case enter
    /// The Escape key on its own, reported once no sequence followed it.
    case escape
    /// Backspace (DEL, `0x7F`, or BS, `0x08`).
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Forward delete (`ESC [ 3 ~`).
    case delete
    /// Home (`ESC [ H`, `ESC [ 1 ~`).
    case home
    /// End (`ESC [ F`, `ESC [ 4 ~`).
    case end
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Ctrl-C (`0x03`).
    case interrupt
    /// Ctrl-D (`0x04`).
    case endOfInput
    /// Ctrl-Z (`0x1A`): in raw mode the terminal sends it as a byte instead of stopping the
    /// program, and the session stops it (``TerminalDevice/suspend()``).
    case suspend
}
