import CardDeckInspector
import CardDeckTerminal
import CardDeckViews

/// The demo run live in a terminal: a menu of the scenarios, mouse drags and taps as touches,
/// and keys — each scenario's key chooses it, `r` restarts the one showing, `m` (or Escape)
/// goes back to the menu, `s` starts and stops a recording, `q` quits. Served to web pages
/// (``Mode/web``) the keys are the same but for `q`: a page never stops the server.
///
/// ``handle(_:)`` is the session's key handler; it and ``choose(_:)`` work on any window, so
/// tests drive them on a `ManualClock`. ``run(scenarios:)`` is the real thing.
@MainActor
public final class LiveDemo {
    /// Where the demo runs, which decides whether a key can end it.
    public enum Mode: Hashable, Sendable {
        /// In the terminal it was started in: `q` quits.
        case terminal
        /// Served to web pages: `q` does nothing, since whoever holds a page must not be able
        /// to stop the server; Ctrl-C in the server's terminal stops it.
        case web
    }

    /// The window the demo shows; the inspector's timeline replaces it when a page resumes
    /// live from a moment in the past (see ``adopt(_:)``).
    public private(set) var window: Window
    /// The scenarios it offers, in menu order.
    public let scenarios: [ScenarioDescriptor]
    /// The index of the scenario showing, or `nil` while the menu shows.
    public private(set) var currentIndex: Int?
    /// The scenario showing, or `nil` while the menu shows.
    public private(set) var current: (any Scenario)?
    /// The session's recordings (`--record`, the `s` key); a new one with each window adopted.
    public private(set) var recording: LiveRecording
    /// Where the demo runs; default ``Mode/terminal``.
    public let mode: Mode
    /// The inspector's timeline, started over with each scenario chosen; default `nil`.
    public var timeline: TimelineSection?

    /// Creates the demo and shows its first screen: the menu, or the only scenario.
    ///
    /// - Parameters:
    ///   - scenarios: The scenarios; at least one.
    ///   - window: The window to show them in.
    ///   - recordPath: `--record`'s file: every scenario played is recorded; default `nil`
    ///     (the `s` key still records).
    ///   - recordingDirectory: Where the `s` key's recordings go without `--record`; default
    ///     ``RecordingFolder/path(environment:temporaryDirectory:)``.
    ///   - mode: Where the demo runs; default ``Mode/terminal``.
    public init(
        scenarios: [ScenarioDescriptor], window: Window, recordPath: String? = nil,
        recordingDirectory: String = RecordingFolder.path(), mode: Mode = .terminal
    ) {
        self.scenarios = scenarios
        self.window = window
        self.mode = mode
        recording = LiveRecording(
            window: window, path: recordPath, directory: recordingDirectory)
        if scenarios.count == 1 { choose(0) } else { showMenu() }
    }

    /// Carries on in `newWindow`, which now shows the scenario: the timeline's "Resume live"
    /// made a replayed copy of the session the live one. A recording under way is saved (it
    /// recorded the old window), and the demo's keys act on the new window from now on.
    ///
    /// - Parameter newWindow: The window the session shows now.
    public func adopt(_ newWindow: Window) {
        guard newWindow !== window else { return }
        recording.finish()
        let saved = recording.savedPaths
        window = newWindow
        recording = LiveRecording(
            window: newWindow, path: recording.path, directory: recording.directory,
            savedBefore: saved)
        onStatusLineChange?(statusLine)
    }

    /// Shows the menu (with a single scenario, restarts it instead).
    public func showMenu() {
        guard scenarios.count > 1 else { return choose(0) }
        // The recording under way ends with the scenario still in the window.
        recording.scenarioDidStart(nil, nil)
        currentIndex = nil
        current = nil
        window.rootViewController = DemoMenuController(
            scenarios: scenarios, quits: mode == .terminal
        ) { [weak self] index in
            self?.choose(index)
        }
        onStatusLineChange?(statusLine)
    }

    /// Shows a scenario from its start, in a fresh copy; an index out of range is ignored.
    ///
    /// - Parameter index: The scenario's index in ``scenarios``.
    public func choose(_ index: Int) {
        guard scenarios.indices.contains(index) else { return }
        let scenario = scenarios[index].make()
        currentIndex = index
        current = scenario
        // The recording under way ends with its scenario still in the window; the next one
        // starts before the new scenario is installed (installing sends no input).
        recording.scenarioDidStart(scenarios[index], scenario)
        scenario.install(in: window)
        timeline?.start(scenarios[index], in: window)
        onStatusLineChange?(statusLine)
    }

    /// What the session does after a key.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: `.quit` for `q` in the terminal (and, by the session's rule, Ctrl-C and
    ///   Ctrl-D); `.continue` for `q` on the web and for every other key, after acting on the
    ///   demo's keys.
    public func handle(_ key: TerminalKey) -> TerminalSession.KeyResponse {
        switch key {
        case .escape:
            showMenu()
        case .character(let character):
            if character == "m" || character == "M" { showMenu() }
            switch DemoKeyCommand.command(for: character) {
            case .choose(let index): choose(index)
            case .replay: currentIndex.map(choose) ?? showMenu()
            case .record:
                recording.toggle()
                onStatusLineChange?(statusLine)
            case .quit: if mode == .terminal { return .quit }
            case nil: break
            }
        default:
            return .default
        }
        return .continue
    }

    /// The status line: what to tap and drag in the scenario showing (or how to choose one),
    /// and the keys.
    public var statusLine: String {
        let quit = mode == .terminal ? " · q quit" : ""
        let keys = "r restart · s record · m menu" + quit
        if let message = recording.message { return message + " · " + keys }
        guard let currentIndex else {
            return "Click a scenario or press \(ScenarioKeys.description(of: scenarios))" + quit
        }
        let hint = scenarios[currentIndex].hint
        return hint.isEmpty ? keys : "\(hint) · \(keys)"
    }

    /// Called with the new status line whenever it changes; the live session shows it.
    public var onStatusLineChange: ((String) -> Void)? {
        didSet { onStatusLineChange?(statusLine) }
    }

    /// Runs the demo live in the terminal the program was started in, until `q`, and restores
    /// the terminal on every way out.
    ///
    /// The window keeps the options' size (a 390 × 844 point phone by default) and is drawn
    /// centred on the terminal, its cells scaled up only when it would not fit; the bottom row
    /// tells what to do.
    ///
    /// - Parameters:
    ///   - scenarios: The scenarios to offer.
    ///   - options: The command line's options; their size and safe area are the window's.
    /// - Throws: `TerminalError.notATerminal` without a terminal, and what the session throws.
    public static func run(scenarios: [ScenarioDescriptor], options: DemoOptions = DemoOptions())
        throws
    {
        let window = Window(
            size: options.size, safeAreaInsets: options.safeAreaInsets, clock: SystemClock())
        let demo = LiveDemo(scenarios: scenarios, window: window, recordPath: options.recordPath)
        // Printed before the session takes the screen: it is there again when the demo ends.
        LineWriter.standardOutput.line(demo.recording.destinationLine(key: "s"))
        defer {
            // After the session restored the terminal: say where the recordings went.
            demo.recording.finish()
            for path in demo.recording.savedPaths {
                LineWriter.standardOutput.line("Recorded \(path)")
            }
        }
        let session = try TerminalSession.live(window: window)
        session.windowSizing = .centered
        demo.onStatusLineChange = { [renderer = session.renderer] in renderer.statusLine = $0 }
        try session.run { demo.handle($0) }
    }
}
