import CardDeckTesting
import Foundation

/// The examples' command line: parses the options, prints help or a usage error, and plays the
/// scripted tour of the given scenarios.
///
/// Each executable's `main.swift` is one call:
///
/// ```swift
/// exit(DemoCommand.run(name: "carddeck-demo", scenarios: ScenarioCatalog.all))
/// ```
@MainActor
public enum DemoCommand {

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - name: The executable's name, for messages.
    ///   - scenarios: The scenarios to play, in order.
    ///   - arguments: The arguments without the program's name; default the process's.
    ///   - console: The streams; default the process's.
    ///   - live: Runs the live demo; default ``LiveDemo/run(scenarios:options:)``. Called instead of
    ///     the scripted tour when standard input and output are a terminal and neither
    ///     `--script`, `--quiet` nor `--svg` was given.
    ///   - web: Serves the live demo to a browser; default
    ///     ``WebDemo/run(scenarios:options:console:)``. Called for `--web`.
    /// - Returns: The exit code: 0 on success and for `--help`, 64 for a usage error, 1 when
    ///   the tour fails, an SVG file cannot be written, or the live demo fails.
    public static func run(
        name: String, scenarios: [ScenarioDescriptor],
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        console: DemoConsole = .standard,
        live: @MainActor ([ScenarioDescriptor], DemoOptions) throws -> Void = LiveDemo.run(
            scenarios:options:),
        web: @MainActor ([ScenarioDescriptor], DemoOptions, DemoConsole) throws -> Void = WebDemo
            .run(scenarios:options:console:)
    ) -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions(arguments: arguments)
        } catch {
            console.writeError("\(name): \(error.message)\n\(usage(name: name))")
            return DemoUsageError.exitCode
        }
        if options.showsHelp {
            console.write(help(name: name, scenarios: scenarios))
            return 0
        }
        if let path = options.testFromPath {
            return printTest(from: path, name: name, console: console)
        }
        if options.servesWeb {
            do {
                try web(scenarios, options, console)
                return 0
            } catch {
                console.writeError("\(name): \(error)\n")
                return 1
            }
        }
        if options.runsLive(interactive: console.isInteractive) {
            do {
                try live(scenarios, options)
                return 0
            } catch {
                console.writeError("\(name): \(error)\n")
                return 1
            }
        }
        let paced = console.outputIsTerminal && !options.isQuiet
        let demo = ScriptedDemo(
            options: options, style: paced ? .inPlace : .plain,
            pacer: paced ? FramePacer(timeScale: options.timeScale) : nil,
            write: console.write)
        do {
            try demo.run(scenarios)
            return 0
        } catch {
            console.writeError("\(name): \(error)\n")
            return 1
        }
    }

    /// Prints the Swift Testing test that replays the recording at `path`.
    ///
    /// - Returns: 0, or 65 (data error) with a message naming the file and line when the
    ///   recording cannot be read or names no scenario of the demo.
    static func printTest(from path: String, name: String, console: DemoConsole) -> Int32 {
        do {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let recording = try InputRecording(parsing: text)
            console.write(try RecordedTestWriter.source(for: recording))
            return 0
        } catch let error as InputRecordingError {
            console.writeError("\(name): \(path): \(error)\n")
        } catch {
            console.writeError("\(name): \(path): cannot read it (\(error.localizedDescription))\n")
        }
        return 65
    }

    /// The usage lines.
    ///
    /// - Parameter name: The executable's name.
    /// - Returns: The text, ending with a line break.
    public static func usage(name: String) -> String {
        let indent = String(repeating: " ", count: name.count + 8)
        return """
            usage: \(name) [--script] [--quiet] [--svg DIR] [--size WxH]
            \(indent)[--frames-per-second N] [--slow] [--record FILE] [--help]
                   \(name) --web [--port N] [--bind ADDRESS] [--size WxH]
            \(indent)[--record FILE] [--inspect]
                   \(name) --test-from FILE

            """
    }

    /// The help text: usage, what the command does, every option and the live keys.
    ///
    /// - Parameters:
    ///   - name: The executable's name.
    ///   - scenarios: The scenarios it plays.
    /// - Returns: The text, ending with a line break.
    public static func help(name: String, scenarios: [ScenarioDescriptor]) -> String {
        var text = usage(name: name) + "\n"
        text += "Plays a scripted tour of CardDeck's "
        text += scenarios.count == 1 ? "\(scenarios[0].title.lowercased())" : "showcase"
        text += " in a virtual window and prints\nwhat happens: each step's caption, the frames "
        text += "as terminal text, and the final state.\n\nScenarios:\n"
        for scenario in scenarios {
            text += "  \(scenario.key)  \(scenario.identifier): \(scenario.title), "
            text += "\(scenario.tagline)\n"
        }
        text += """

            Options:
              --script                  play the scripted tour even in a terminal (without a
                                        terminal it always plays)
              --quiet                   print only the captions and each scenario's final state
              --svg DIR                 write every printed frame to DIR/<scenario>/frame-NNNN.svg
                                        and the tour's key frames to DIR/<scenario>-filmstrip.svg
              --size WxH                the window's size in points, live and scripted
                                        (default 390x844; each side 100 to 4000)
              --frames-per-second N     frames printed per second of the tour (default 60; 1 to
                                        240)
              --slow                    slow motion: every duration lasts ten times as long
              --web                     serve the live demo to a web browser and print its URL
              --port N                  with --web: the port (default 8390, or the next free)
              --inspect                 with --web: show the inspector beside the phone window
                                        (the view tree, a pick mode; read-only on pages that
                                        watch); the window keeps --size (default 390x844)
              --bind ADDRESS            with --web: the address to listen on (default 127.0.0.1,
                                        this machine only). Any other address lets other devices
                                        connect (0.0.0.0: every interface, for a phone on your
                                        network); the demo then prints the addresses that reach
                                        it, and the token in its URLs is the only key (plain
                                        HTTP: anyone watching the network can read it)
              --record FILE             live: record the session (each scenario played) to FILE;
                                        in the live demo, s starts and stops a recording too,
                                        saved without --record in $XDG_STATE_HOME/carddeck/
                                        recordings (default ~/.local/state/carddeck/recordings),
                                        never in the working directory; printed at start
              --test-from FILE          print a Swift Testing test that replays the recording
              --help                    show this help

            In a terminal, without --script, --quiet or --svg, the demo runs live, the window
            centred on the terminal: drag and tap with the mouse; keys 1-6 choose a scenario,
            r restarts it, m shows the menu, q quits; while a text field edits, keys type into
            it; Tab moves the focus ring, Enter activates, Esc dismisses the front card.
            CARDDECK_COLOR=truecolor|256 and CARDDECK_RUN_LENGTH=none|blanks|all override what
            the terminal announces.
            With --web the window follows the browser's size (or keeps --size, centred); drag
            and tap with a mouse, pen or finger; the keys are the terminal's but q: a page
            cannot stop the server; Ctrl-C in this terminal does.
            With --script the frames of the tour play in real time, drawn in place.
            Exit status: 0 on success, 64 for a bad command line, 1 when the tour fails.

            """
        return text
    }
}
