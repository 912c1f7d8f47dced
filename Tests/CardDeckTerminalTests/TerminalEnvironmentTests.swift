import CardDeckTesting
import Testing

@testable import CardDeckTerminal

/// One environment and what it must give.
struct EnvironmentRow: Sendable, CustomTestStringConvertible {
    let name: String
    let variables: [String: String]
    let colorMode: TerminalColorMode
    let runLengthCodes: TerminalRunLengthCodes
    var testDescription: String { name }

    init(
        _ name: String, _ variables: [String: String], _ colorMode: TerminalColorMode,
        _ runLengthCodes: TerminalRunLengthCodes
    ) {
        self.name = name
        self.variables = variables
        self.colorMode = colorMode
        self.runLengthCodes = runLengthCodes
    }
}

@Suite("Terminal environment: colours and run-length codes", .isolatedDiagnostics)
struct TerminalEnvironmentTests {
    static let rows: [EnvironmentRow] = [
        EnvironmentRow("nothing set", [:], .palette256, .none),
        EnvironmentRow(
            "xterm-256color alone says little", ["TERM": "xterm-256color"], .palette256, .none),
        EnvironmentRow("COLORTERM truecolor", ["COLORTERM": "truecolor"], .trueColor, .none),
        EnvironmentRow("COLORTERM 24BIT, any case", ["COLORTERM": "24BIT"], .trueColor, .none),
        EnvironmentRow("a -direct TERM", ["TERM": "xterm-direct"], .trueColor, .none),
        EnvironmentRow("kitty", ["TERM": "xterm-kitty"], .trueColor, .all),
        EnvironmentRow("alacritty", ["TERM": "alacritty"], .trueColor, .all),
        EnvironmentRow(
            "iTerm2", ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .trueColor, .all),
        EnvironmentRow(
            "VS Code", ["TERM": "xterm-256color", "TERM_PROGRAM": "vscode"], .trueColor, .all),
        EnvironmentRow(
            "GNOME Terminal (VTE 0.72)", ["TERM": "xterm-256color", "VTE_VERSION": "7200"],
            .trueColor, .all),
        EnvironmentRow(
            "an old VTE", ["TERM": "xterm-256color", "VTE_VERSION": "4000"], .trueColor, .none),
        EnvironmentRow("Windows Terminal", ["WT_SESSION": "x"], .trueColor, .all),
        EnvironmentRow("xterm itself", ["XTERM_VERSION": "XTerm(390)"], .palette256, .all),
        EnvironmentRow(
            "Apple's Terminal", ["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"],
            .palette256, .none),
        EnvironmentRow(
            "tmux without COLORTERM: REP only after blanks",
            ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux"],
            .palette256, .blanks),
        EnvironmentRow(
            "tmux in a true-colour terminal",
            ["TERM": "screen-256color", "TMUX": "/tmp/x", "COLORTERM": "truecolor"], .trueColor,
            .blanks),
        EnvironmentRow(
            "overrides",
            [
                "CARDDECK_COLOR": "256", "CARDDECK_RUN_LENGTH": "all",
                "COLORTERM": "truecolor",
            ], .palette256, .all),
        EnvironmentRow(
            "overrides the other way",
            ["CARDDECK_COLOR": "truecolor", "CARDDECK_RUN_LENGTH": "none", "TMUX": "/tmp/x"],
            .trueColor, .none),
        EnvironmentRow(
            "an unknown override is ignored", ["CARDDECK_RUN_LENGTH": "yes", "TMUX": "/tmp/x"],
            .palette256, .blanks),
    ]

    @Test(arguments: rows)
    func detects(row: EnvironmentRow) {
        let environment = TerminalEnvironment(row.variables)
        #expect(environment.colorMode == row.colorMode)
        #expect(environment.runLengthCodes == row.runLengthCodes)
        #expect(TerminalColorMode.detect(environment: row.variables) == row.colorMode)
    }
}
