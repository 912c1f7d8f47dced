// The source of the article "Running your app live" (CardDeckWeb) and of the README's section
// of that name: an app's own root controller, live in the terminal or in a browser, recording
// what you do. `swift build` compiles it, so the article's code cannot go stale.
//
//   swift run live-app                    in this terminal; s starts and stops a recording
//   swift run live-app --web [--port N]   in a browser (ports 8390-8399 unless N); Ctrl-C stops
//   swift run live-app --web --inspect    the same with the inspector beside the window
//   swift run live-app --record FILE      records the whole session into FILE
import CardDeck
import CardDeckInspector
import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Foundation

// MARK: - The app: a list of mailboxes, each opening a card

final class InboxViewController: ViewController {
    let mailboxes = ["Inbox", "Drafts", "Sent", "Archive"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let title = ViewNode()
        title.text = TextContent("Mail", fontSize: 34, isBold: true)
        view.addSubview(title)
        let rows = mailboxes.map { name in
            let row = ViewNode()
            row.backgroundColor = .white
            row.cornerRadius = 10
            row.text = TextContent(name, isBold: true, color: .systemBlue, alignment: .center)
            row.accessibilityLabel = name
            row.accessibilityTraits = .button
            row.addGestureRecognizer(
                TapGestureRecognizer { [unowned self] tap in
                    guard tap.state == .ended else { return }
                    var configuration = CardConfiguration.shared
                    configuration.detents = [.medium, .large]
                    self.presentCard(
                        MailboxViewController(name: name), configuration: configuration)
                })
            view.addSubview(row)
            return row
        }
        view.layout = { view in
            let width = max(view.bounds.width - 32, 0)
            var y = max(view.window?.safeAreaInsets.top ?? 0, 16)
            title.frame = Rect(x: 16, y: y, width: width, height: 48)
            for row in rows {
                y += 64
                row.frame = Rect(x: 16, y: y, width: width, height: 48)
            }
        }
        view.setNeedsLayout()
    }
}

final class MailboxViewController: ViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = ViewNode()
        label.text = TextContent("\(name): no new mail", alignment: .center)
        view.addSubview(label)
        view.layout = { view in
            label.frame = Rect(x: 16, y: 40, width: max(view.bounds.width - 32, 0), height: 32)
        }
        view.setNeedsLayout()
    }
}

// MARK: - Recording: the s key starts and stops one; --record FILE records everything

@MainActor
final class SessionRecording {
    let recorder: InputRecorder
    let path: String?
    private(set) var saved: [String] = []

    init(window: Window, path: String?) {
        recorder = InputRecorder(window: window)
        self.path = path
        if path != nil { recorder.start(scenario: "live-app") }
    }

    /// Starts a recording, or stops the one under way and saves it; returns the status line.
    func toggle() -> String {
        guard recorder.isRecording else {
            recorder.start(scenario: "live-app")
            return "Recording · s stops"
        }
        return save().map { "Saved \($0)" } ?? "Could not save the recording"
    }

    /// Stops the recording under way, with the state it ended in, and writes it to a file.
    @discardableResult
    func save() -> String? {
        guard recorder.isRecording else { return nil }
        let state = SessionState(window: recorder.window)
        let recording = recorder.stop(expectations: state.lines)
        // The first goes to --record's file, later ones beside it: FILE-2.cdrec, FILE-3.cdrec…
        let first = path ?? NSTemporaryDirectory() + "live-app-\(getpid()).cdrec"
        let stem = first.hasSuffix(".cdrec") ? String(first.dropLast(6)) : first
        let file = saved.isEmpty ? first : stem + "-\(saved.count + 1).cdrec"
        guard (try? recording.text.write(toFile: file, atomically: true, encoding: .utf8)) != nil
        else { return nil }
        saved.append(file)
        return file
    }
}

// MARK: - Running it

let out = LineWriter.standardOutput
let arguments = Array(CommandLine.arguments.dropFirst())
// Ctrl-C and `kill` stop the web session cleanly, so the recording is saved. Blocked here,
// before any thread starts, so that every thread inherits it and none is lost in the first
// moments; the terminal's session handles them itself, restoring the terminal.
let stopSignals = arguments.contains("--web") ? WebStopSignals() : nil
@MainActor func value(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap {
        arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
    }
}

let window = Window(size: Size(width: 390, height: 844), clock: SystemClock())
window.rootViewController = InboxViewController()
let recording = SessionRecording(window: window, path: value(after: "--record"))
let keys = "tap a mailbox · s record"

do {
    if arguments.contains("--web") {
        // The inspector's page shows the window at its own size beside the inspector's panel.
        let inspector = arguments.contains("--inspect") ? WebInspector() : nil
        var configuration = WebServerConfiguration()
        configuration.page = inspector?.page ?? WebPage.html
        let ports = value(after: "--port").flatMap(UInt16.init).map { [$0] } ?? Array(8390..<8400)
        let server = try WebServer.firstFree(in: ports, configuration: configuration)
        let session = WebSession(window: window, transport: server)
        session.inspector = inspector
        if inspector != nil { session.sizing = .fixed }
        session.statusLine = keys
        session.onLog = LineWriter.standardError.line
        let stop = WebStopRequest { server.wake() }
        stopSignals?.watch(stop)
        out.line("live-app is live at \(server.url)")
        out.line("Open it in a browser; Ctrl-C here stops it.")
        try session.run(stop: stop) { key in
            if key.character == "s" { session.statusLine = recording.toggle() + " · " + keys }
            return .continue
        }
        server.stop()
    } else {
        out.line("live-app: s starts and stops a recording, q quits.")
        let session = try TerminalSession.live(window: window)
        session.windowSizing = .centered
        session.renderer.statusLine = keys + " · q quit"
        try session.run { key in
            guard key == .character("s") else { return .default }
            session.renderer.statusLine = recording.toggle() + " · " + keys + " · q quit"
            return .continue
        }
    }
} catch {
    LineWriter.standardError.line("live-app: \(error)")
    exit(1)
}
recording.save()
stopSignals?.end()
for file in recording.saved { out.line("Recorded \(file)") }
