/// Which run-length codes a ``TerminalRenderer`` may write for runs of like cells.
///
/// REP (`CSI n b`) repeats the last character written; ECH (`CSI n X`) erases characters in
/// the current background colour without moving the cursor. A run of 40 blank cells costs 5
/// bytes instead of 40, and a run of half blocks 6 instead of 120. Not every terminal has them,
/// and some repeat only ASCII characters (tmux 3.3a ignores REP after `▀`), so the renderer
/// uses what the configuration allows; ``TerminalEnvironment`` decides for a live session.
public enum TerminalRunLengthCodes: String, Hashable, Sendable, CaseIterable {
    /// Every cell is written out.
    case none
    /// Runs of blanks only: REP after a space, and ECH for blanks that reach the end of the
    /// row.
    case blanks
    /// REP after any character (half blocks included) and ECH.
    case all
}
