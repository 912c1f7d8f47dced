import CardDeckScenarios
import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Synchronization
import Testing

/// A console that keeps what is written, and says whether it is a terminal.
final class CapturedConsole: Sendable {
    private let output = Mutex("")
    private let errors = Mutex("")
    let isTerminal: Bool

    init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    var standardOutput: String { output.withLock { $0 } }
    var standardError: String { errors.withLock { $0 } }

    var console: DemoConsole {
        DemoConsole(
            inputIsTerminal: isTerminal, outputIsTerminal: isTerminal,
            write: { text in self.output.withLock { $0 += text } },
            writeError: { text in self.errors.withLock { $0 += text } })
    }
}

@MainActor
@Suite("DemoCommand: the examples' entry point", .isolatedDiagnostics)
struct DemoCommandTests {
    func run(_ arguments: [String], terminal: Bool = false) -> (Int32, CapturedConsole) {
        let captured = CapturedConsole(isTerminal: terminal)
        let status = DemoCommand.run(
            name: "carddeck-demo", scenarios: ScenarioCatalog.all, arguments: arguments,
            console: captured.console)
        return (status, captured)
    }

    @Test("a bad flag prints a clear error and the usage on standard error, and exits 64")
    func usageError() {
        let (status, captured) = run(["--script", "--frames-per-second", "0"])
        #expect(status == 64)
        #expect(captured.standardOutput.isEmpty)
        #expect(
            captured.standardError == """
                carddeck-demo: --frames-per-second must be between 1 and 240, not '0'
                usage: carddeck-demo [--script] [--quiet] [--svg DIR] [--size WxH]
                                     [--frames-per-second N] [--slow] [--record FILE] [--help]
                       carddeck-demo --web [--port N] [--bind ADDRESS] [--size WxH]
                                     [--record FILE] [--inspect]
                       carddeck-demo --test-from FILE

                """)
    }

    @Test("--help documents every flag and the scenarios on standard output, and exits 0")
    func help() {
        let (status, captured) = run(["--help"])
        #expect(status == 0)
        #expect(captured.standardError.isEmpty)
        let help = captured.standardOutput
        for flag in [
            "--script", "--quiet", "--svg DIR", "--size WxH", "--frames-per-second N", "--slow",
            "--help",
        ] {
            #expect(help.contains("  \(flag) "), "\(flag) is documented")
        }
        for scenario in ScenarioCatalog.all {
            #expect(help.contains("  \(scenario.key)  \(scenario.identifier): \(scenario.title)"))
        }
        #expect(help.contains("Exit status: 0 on success, 64 for a bad command line"))
    }

    @Test("--script --quiet prints the captions and every scenario's final state")
    func quietRun() {
        let (status, captured) = run(["--script", "--quiet"])
        #expect(status == 0)
        #expect(captured.standardError.isEmpty)
        let lines = captured.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("1/6 reactions-card: Reactions card, ") == true)
        #expect(lines.contains("  reactions: expanded, top 77, dimmer 0.7"))
        #expect(lines.contains("  sheet: height 498, content 420, navigation depth 2"))
        #expect(lines.contains("  stack: 3 cards, insets 16 32 48, alphas 0.8 0.64 0.51"))
        #expect(lines.contains("  reply: dismissed · 3 messages"))
        #expect(lines.last == "  mail: message (front x 0…131, top 63) · map: none")
        #expect(!captured.standardOutput.contains("-- frame"))
    }

    @Test("the demo runs live only in a terminal without --script, --quiet or --svg")
    func liveOnlyInATerminal() {
        for (arguments, terminal, live) in [
            ([String](), true, true), (["--slow"], true, true), (["--script"], true, false),
            (["--quiet"], true, false), (["--svg", "/tmp/x"], true, false), ([], false, false),
        ] {
            let captured = CapturedConsole(isTerminal: terminal)
            var ranLive: [String] = []
            var liveSize: Size?
            let status = DemoCommand.run(
                name: "carddeck-demo", scenarios: ScenarioCatalog.all,
                arguments: arguments + (live ? [] : ["--quiet"]), console: captured.console,
                live: { scenarios, options in
                    ranLive = scenarios.map(\.identifier)
                    liveSize = options.size
                })
            #expect(status == 0)
            #expect(
                ranLive == (live ? ScenarioCatalog.all.map(\.identifier) : []),
                "\(arguments), terminal \(terminal)")
            #expect(captured.standardOutput.isEmpty == live)
            #expect(liveSize == (live ? DemoOptions.defaultSize : nil))
        }
    }

    @Test("the live demo gets the window size from --size")
    func liveSize() {
        let captured = CapturedConsole(isTerminal: true)
        var liveSize: Size?
        let status = DemoCommand.run(
            name: "carddeck-demo", scenarios: ScenarioCatalog.all,
            arguments: ["--size", "375x667"],
            console: captured.console, live: { _, options in liveSize = options.size })
        #expect(status == 0 && liveSize == Size(width: 375, height: 667))
    }

    @Test("--web serves the demo, terminal or not; its failure exits 1")
    func web() {
        for terminal in [true, false] {
            let captured = CapturedConsole(isTerminal: terminal)
            var served: [String] = []
            let status = DemoCommand.run(
                name: "carddeck-demo", scenarios: ScenarioCatalog.all,
                arguments: ["--web", "--port", "8400"], console: captured.console,
                live: { _, _ in Issue.record("the terminal demo ran") },
                web: { scenarios, options, _ in
                    served = scenarios.map(\.identifier)
                    #expect(options.port == 8400)
                })
            #expect(status == 0)
            #expect(served == ScenarioCatalog.all.map(\.identifier))
        }
        let captured = CapturedConsole()
        let status = DemoCommand.run(
            name: "carddeck-demo", scenarios: ScenarioCatalog.all, arguments: ["--web"],
            console: captured.console,
            web: { _, _, _ in throw WebServerError.invalidBindAddress("nowhere") })
        #expect(status == 1)
        #expect(captured.standardError.hasPrefix("carddeck-demo: "))
    }

    @Test("a browser key stands for the terminal's key, so one handler serves both")
    func webKeys() {
        #expect(WebDemo.terminalKey(for: WebKey("Escape")) == .escape)
        #expect(WebDemo.terminalKey(for: WebKey("3")) == .character("3"))
        #expect(WebDemo.terminalKey(for: WebKey("ArrowUp")) == .up)
        #expect(WebDemo.terminalKey(for: WebKey("F5")) == nil)
    }

    @Test("a live demo that fails reports the error and exits 1")
    func liveFailure() {
        let captured = CapturedConsole(isTerminal: true)
        let status = DemoCommand.run(
            name: "carddeck-demo", scenarios: ScenarioCatalog.all, arguments: [],
            console: captured.console, live: { _, _ in throw DemoUsageError("no tty") })
        #expect(status == 1)
        #expect(captured.standardError.hasPrefix("carddeck-demo: "))
    }

    @Test("a single scenario's executable plays only that scenario")
    func singleScenario() {
        let captured = CapturedConsole()
        let status = DemoCommand.run(
            name: "music-stack", scenarios: [MusicStackScenario.descriptor],
            arguments: ["--quiet"], console: captured.console)
        #expect(status == 0)
        #expect(captured.standardOutput.hasPrefix("1/1 music-stack: Music stack, "))
        #expect(!captured.standardOutput.contains("reactions:"))
    }

    @Test("an SVG directory that cannot be made fails with exit code 1 and a message")
    func unwritableDirectory() {
        let (status, captured) = run(["--quiet", "--svg", "/dev/null/frames"])
        #expect(status == 1)
        #expect(captured.standardError.hasPrefix("carddeck-demo: "))
    }
}

@Suite("The live demo's hooks: scenarios and keys", .isolatedDiagnostics)
struct LiveHookTests {
    @Test("the catalog lists the scenarios in menu order, each with its key")
    func catalog() {
        #expect(
            ScenarioCatalog.all.map(\.identifier) == [
                "reactions-card", "resizable-sheet", "music-stack", "side-sheet", "compose-sheet",
                "two-stacks",
            ])
        #expect(ScenarioCatalog.all.map(\.key) == ["1", "2", "3", "4", "5", "6"])
        #expect(ScenarioCatalog.scenario(named: "music-stack")?.title == "Music stack")
        #expect(ScenarioCatalog.scenario(named: "nope") == nil)
    }

    @Test(
        "keys choose, replay and quit; others are ignored",
        arguments: [
            ("1", DemoKeyCommand.choose(0)), ("2", .choose(1)), ("3", .choose(2)),
            ("4", .choose(3)), ("5", .choose(4)), ("6", .choose(5)), ("r", .replay), ("R", .replay),
            ("q", .quit),
            ("Q", .quit),
        ] as [(Character, DemoKeyCommand)])
    func keys(key: Character, command: DemoKeyCommand) {
        #expect(DemoKeyCommand.command(for: key) == command)
    }

    @Test("unbound keys do nothing", arguments: ["7", "0", "x", " ", "\u{1B}"] as [Character])
    func unboundKeys(key: Character) {
        #expect(DemoKeyCommand.command(for: key) == nil)
    }

    @MainActor
    @Test("a scenario installs its root controller in a window")
    func install() {
        for descriptor in ScenarioCatalog.all {
            let window = ScriptedDemo.makeWindow(for: DemoOptions())
            let scenario = descriptor.make()
            scenario.install(in: window)
            #expect(window.rootViewController === scenario.rootViewController)
            #expect(!scenario.tour.isEmpty)
        }
    }
}
