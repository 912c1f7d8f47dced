/// What a terminal announces about itself through the environment, read as most terminal
/// programs read it: whether it shows 24-bit colour, and which run-length codes it
/// understands (``TerminalRunLengthCodes``).
///
/// ### Colour
/// 24-bit colour when the terminal says so:
/// - `COLORTERM` is `truecolor` or `24bit` (any case);
/// - `TERM` ends in `-direct`, or is `xterm-kitty`, `xterm-ghostty`, `alacritty`, `foot`,
///   `foot-extra`, `wezterm` or `contour`;
/// - `TERM_PROGRAM` is `iTerm.app`, `WezTerm`, `vscode`, `ghostty`, `Hyper`, `Tabby`,
///   `WarpTerminal` or `contour`;
/// - `VTE_VERSION` is 3600 or later (GNOME Terminal and other VTE terminals), or `WT_SESSION`
///   (Windows Terminal) or `KONSOLE_VERSION` is set.
///
/// Anything else, Apple's Terminal and tmux without `COLORTERM` among them, gets the 256-colour
/// palette.
///
/// ### Run-length codes
/// ``TerminalRunLengthCodes/all`` (REP after any character, and ECH) only where the terminal
/// is known to have both and to repeat any character: a `TERM_PROGRAM` of `iTerm.app`,
/// `WezTerm`, `vscode` or `ghostty`; a `TERM` of `xterm-kitty`, `xterm-ghostty`, `alacritty`,
/// `foot`, `foot-extra`, `wezterm` or `contour`; xterm itself (`XTERM_VERSION` set); VTE 0.52
/// or later (`VTE_VERSION` ≥ 5200); Konsole; Windows Terminal. Inside tmux (`TMUX` set, or a
/// `TERM` starting with `tmux`) ``TerminalRunLengthCodes/blanks``: tmux 3.3a repeats only an
/// ASCII character. Elsewhere ``TerminalRunLengthCodes/none`` (a `TERM` of `xterm-256color`
/// alone says little: many terminals claim it), and every cell is written out.
///
/// ### Overrides
/// `CARDDECK_COLOR=truecolor` or `=256` forces the colour mode, and
/// `CARDDECK_RUN_LENGTH=none`, `=blanks` or `=all` the run-length codes, for a terminal the
/// table gets wrong.
public struct TerminalEnvironment: Hashable, Sendable {
    /// The colour mode to write in.
    public let colorMode: TerminalColorMode
    /// Which run-length codes may be used.
    public let runLengthCodes: TerminalRunLengthCodes

    private static let trueColorTerms: Set<String> = [
        "xterm-kitty", "xterm-ghostty", "alacritty", "foot", "foot-extra", "wezterm", "contour",
    ]
    private static let trueColorPrograms: Set<String> = [
        "iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "Tabby", "WarpTerminal", "contour",
    ]
    private static let runLengthTerms: Set<String> = [
        "xterm-kitty", "xterm-ghostty", "alacritty", "foot", "foot-extra", "wezterm", "contour",
    ]
    private static let runLengthPrograms: Set<String> = [
        "iTerm.app", "WezTerm", "vscode", "ghostty",
    ]

    /// Reads an environment.
    ///
    /// - Parameter environment: The process environment, such as
    ///   `ProcessInfo.processInfo.environment`.
    public init(_ environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        let vte = Int(environment["VTE_VERSION"] ?? "") ?? 0
        let konsole = environment["KONSOLE_VERSION"] != nil
        let windowsTerminal = environment["WT_SESSION"] != nil
        switch environment["CARDDECK_COLOR"]?.lowercased() {
        case "truecolor", "24bit": colorMode = .trueColor
        case "256": colorMode = .palette256
        default:
            let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
            let announced =
                colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct")
                || Self.trueColorTerms.contains(term) || Self.trueColorPrograms.contains(program)
                || vte >= 3600 || konsole || windowsTerminal
            colorMode = announced ? .trueColor : .palette256
        }
        if let forced = environment["CARDDECK_RUN_LENGTH"].flatMap(TerminalRunLengthCodes.init) {
            runLengthCodes = forced
        } else if environment["TMUX"] != nil || term.hasPrefix("tmux") || program == "tmux" {
            runLengthCodes = .blanks
        } else if Self.runLengthPrograms.contains(program) || Self.runLengthTerms.contains(term)
            || environment["XTERM_VERSION"] != nil || vte >= 5200 || konsole || windowsTerminal
        {
            runLengthCodes = .all
        } else {
            runLengthCodes = .none
        }
    }
}
