import CardDeckInspector
import CardDeckTerminal
import CardDeckViews
import CardDeckWeb
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The live demo served to a web browser: the same menu, scenarios and keys as in the
/// terminal, drawn by the browser at full resolution and driven by its mouse, pen or touch.
@MainActor
public enum WebDemo {
    /// The port tried first when `--port` is not given: 8390 (then the next nine).
    public static let defaultPort: UInt16 = 8390

    /// Serves the demo until Ctrl-C (or SIGTERM, or the terminal closing); no key from a page
    /// stops it.
    ///
    /// Prints the page's URL (with its token), who else can reach it when bound beyond
    /// loopback, and where recordings go on standard output, and one line on standard error
    /// for each page that connects or leaves and each request refused.
    ///
    /// - Parameters:
    ///   - scenarios: The scenarios to offer.
    ///   - options: The command line's options: `--port`, `--bind`, `--size` and `--inspect`.
    ///   - console: Where to print.
    /// - Throws: `WebServerError` when no port could be bound.
    public static func run(
        scenarios: [ScenarioDescriptor], options: DemoOptions, console: DemoConsole
    ) throws {
        // Before the server's thread starts, so that it, and every later thread, inherits the
        // blocked signals and a Ctrl-C sent at once is kept for the stop.
        let signals = WebStopSignals(stopSignals)
        defer { signals.end() }
        // The inspector shows a phone-sized window beside its panel.
        // Its timeline replays the demo's scenarios and exports `--test-from`'s test.
        let timeline = TimelineSection.demo()
        let inspector =
            options.inspects
            ? WebInspector(
                sections: WebInspector.standardSections().map {
                    $0 is TimelineSection ? timeline : $0
                })
            : nil
        let fixed = options.hasExplicitSize || options.inspects
        let server = try bind(options, page: inspector?.page ?? WebPage.html)
        defer { server.stop() }
        let window = Window(
            size: options.size,
            safeAreaInsets: fixed ? options.safeAreaInsets : EdgeInsets(),
            clock: SystemClock())
        let demo = LiveDemo(
            scenarios: scenarios, window: window, recordPath: options.recordPath, mode: .web)
        if inspector != nil {
            demo.timeline = timeline
            timeline.onLiveWindowChange = { [weak demo] in demo?.adopt($0) }
            if let index = demo.currentIndex { timeline.start(scenarios[index], in: window) }
        }
        defer {
            demo.recording.finish()
            for path in demo.recording.savedPaths { console.write("Recorded \(path)\n") }
        }
        let session = WebSession(window: window, transport: server)
        session.sizing = fixed ? .fixed : .fillViewport
        session.inspector = inspector
        session.onLog = { console.writeError("\($0)\n") }
        demo.onStatusLineChange = { [weak session] in session?.statusLine = $0 }

        let stop = WebStopRequest { [server] in server.wake() }
        signals.watch(stop)

        console.write(
            startLines(
                url: server.url, bindAddress: options.bindAddress, port: server.port,
                token: server.configuration.token, interfaces: NetworkAddresses.ipv4(),
                recordings: demo.recording.destinationLine(key: "s in the page")))
        try session.run(stop: stop) { respond(to: $0, in: demo) }
        console.write("Stopped.\n")
    }

    /// What a page's key does: the demo's own key handler runs it (scenarios, `r`, `m`, `s`,
    /// typing), and the session always carries on, so no page, whoever holds it, can stop the
    /// server.
    ///
    /// - Parameters:
    ///   - key: The key from the controlling page.
    ///   - demo: The demo; a ``LiveDemo/Mode/web`` one ignores `q` itself too.
    /// - Returns: ``WebSession/KeyResponse/continue``, always.
    public static func respond(to key: WebKey, in demo: LiveDemo) -> WebSession.KeyResponse {
        if let terminalKey = terminalKey(for: key) { _ = demo.handle(terminalKey) }
        return .continue
    }

    /// The terminal key a browser key stands for, so the demo's one key handler serves both.
    ///
    /// - Parameter key: The browser's key.
    /// - Returns: The terminal's key for Escape, Enter, Tab, Backspace, the arrows and a key
    ///   that types one character; `nil` for any other.
    public static func terminalKey(for key: WebKey) -> TerminalKey? {
        switch key.key {
        case "Escape": return .escape
        case "Enter": return .enter
        case "Tab": return .tab
        case "Backspace": return .backspace
        case "ArrowUp": return .up
        case "ArrowDown": return .down
        case "ArrowLeft": return .left
        case "ArrowRight": return .right
        default: return key.character.map { .character($0) }
        }
    }

    /// The signals that stop the server: Ctrl-C, `kill`, and the terminal closing.
    private static let stopSignals = [SIGINT, SIGTERM, SIGHUP]

    private static func bind(_ options: DemoOptions, page: String) throws -> WebServer {
        var configuration = WebServerConfiguration()
        configuration.bindAddress = options.bindAddress
        configuration.page = page
        if options.bindAddress == "0.0.0.0" {
            configuration.allowedHosts = NetworkAddresses.ipv4()
        }
        let ports = options.port.map { [$0] } ?? Array(defaultPort..<(defaultPort + 10))
        return try WebServer.firstFree(in: ports, configuration: configuration)
    }
}
