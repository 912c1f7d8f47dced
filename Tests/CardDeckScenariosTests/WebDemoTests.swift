import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Foundation
import Testing

@MainActor
@Suite("WebDemo: a page runs the demo but cannot stop it", .isolatedDiagnostics)
struct WebDemoTests {
    let page = WebConnectionID(rawValue: 1)
    let directory = NSTemporaryDirectory() + "carddeck-web-\(UUID().uuidString)"

    private func key(_ key: String, control: Bool = false) -> WebServerEvent {
        .message(
            page,
            "{\"t\":\"k\",\"key\":\"\(key)\",\"ctrl\":\(control),\"alt\":false,\"shift\":false}",
            receivedAtUptimeNanoseconds: 0)
    }

    @Test("a page's q, Q and Ctrl-C leave the session running; its other keys drive the demo")
    func pageKeys() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = ManualClock()
        let window = Window(size: Size(width: 390, height: 844), clock: clock)
        let demo = LiveDemo(
            scenarios: ScenarioCatalog.all, window: window, recordingDirectory: directory,
            mode: .web)
        let session = WebSession(window: window, transport: FakeTransport())
        func press(_ event: WebServerEvent) throws -> WebSession.KeyResponse {
            clock.advance(by: 1 / 60)
            return try session.step([event]) { WebDemo.respond(to: $0, in: demo) }
        }
        clock.advance(by: 1 / 60)
        try session.step([.opened(page)])
        #expect(try press(key("3")) == .continue)
        #expect(demo.currentIndex == 2, "3 chooses the music stack")
        for quit in [key("q"), key("Q"), key("c", control: true), key("d", control: true)] {
            #expect(try press(quit) == .continue)
            #expect(demo.currentIndex == 2, "the scenario stays")
        }
        #expect(try press(key("s")) == .continue)
        #expect(demo.recording.isRecording, "s records")
        #expect(try press(key("m")) == .continue)
        #expect(demo.currentIndex == nil && !demo.recording.isRecording, "m: the menu, saved")
        #expect(demo.recording.savedPaths.count == 1)
        #expect(demo.recording.savedPaths.allSatisfy { $0.hasPrefix(directory + "/") })
    }

    @Test("q quits in the terminal only; the web's status line and menu do not offer it")
    func quitKeyByMode() {
        let terminal = LiveDemo(
            scenarios: ScenarioCatalog.all, window: Window(size: Size(width: 390, height: 844)),
            recordingDirectory: directory)
        let web = LiveDemo(
            scenarios: ScenarioCatalog.all, window: Window(size: Size(width: 390, height: 844)),
            recordingDirectory: directory, mode: .web)
        #expect(terminal.handle(.character("q")) == .quit)
        #expect(web.handle(.character("q")) == .continue)
        #expect(terminal.statusLine.hasSuffix(" · q quit"))
        #expect(!web.statusLine.contains("q quit"))
        #expect(web.handle(.character("1")) == .continue)
        #expect(web.statusLine.hasSuffix("r restart · s record · m menu"))
        #expect(
            WebDemo.respond(to: WebKey("q"), in: terminal) == .continue,
            "even a terminal demo's q from a page does not stop the session")
    }

    @Test(
        "--bind beyond loopback says which addresses reach the demo and that the token is the key",
        arguments: [
            ("127.0.0.1", [], nil),
            ("127.0.0.2", ["127.0.0.1", "192.168.1.20"], nil),
            ("0.0.0.0", ["127.0.0.1", "192.168.1.20", "10.0.0.7"], ["192.168.1.20", "10.0.0.7"]),
            ("0.0.0.0", ["127.0.0.1"], []),
            ("192.168.1.20", ["127.0.0.1", "192.168.1.20", "10.0.0.7"], ["192.168.1.20"]),
        ] as [(String, [String], [String]?)])
    func exposure(bind: String, interfaces: [String], reachable: [String]?) {
        let notice = WebDemo.exposureNotice(
            bindAddress: bind, port: 8390, token: "abc123", interfaces: interfaces)
        guard let reachable else {
            #expect(notice.isEmpty, "loopback: only this machine, nothing to say")
            return
        }
        let urls = notice.split(separator: "\n").filter { $0.hasPrefix("  http://") }.map(
            String.init)
        #expect(urls == reachable.map { "  http://\($0):8390/?token=abc123" })
        #expect(!notice.contains("127.0.0.1"), "loopback is no exposure")
        #expect(notice.contains("not only this machine"))
        #expect(notice.contains("The token is the only key"))
        #expect(notice.contains("plain HTTP"))
        if reachable.isEmpty { #expect(notice.contains("No network address is up now")) }
    }

    @Test("--help says what --bind beyond loopback exposes, and that a page cannot stop the demo")
    func help() {
        let captured = CapturedConsole()
        let status = DemoCommand.run(
            name: "carddeck-demo", scenarios: ScenarioCatalog.all, arguments: ["--help"],
            console: captured.console)
        #expect(status == 0)
        let words = captured.standardOutput.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(words.contains("--bind ADDRESS with --web: the address to listen on"))
        #expect(words.contains("Any other address lets other devices connect"))
        #expect(words.contains("the demo then prints the addresses that reach it"))
        #expect(words.contains("the token in its URLs is the only key"))
        #expect(words.contains("never in the working directory"))
        #expect(words.contains("the keys are the terminal's but q: a page cannot stop the server"))
    }

    @Test("the start lines give the URL, the exposure, the recordings' folder and the way out")
    func startLines() {
        let lines = WebDemo.startLines(
            url: "http://0.0.0.0.example/?token=t", bindAddress: "0.0.0.0", port: 8390,
            token: "t", interfaces: ["127.0.0.1", "192.168.1.20"],
            recordings: "Recordings (s in the page) go to /state/carddeck/recordings/"
        ).split(separator: "\n")
        #expect(lines.first == "CardDeck is live at http://0.0.0.0.example/?token=t")
        #expect(lines.contains("  http://192.168.1.20:8390/?token=t"))
        #expect(lines.contains("Recordings (s in the page) go to /state/carddeck/recordings/"))
        #expect(lines.last == "Open it in a browser; Ctrl-C here stops the server (a page cannot).")
        let local = WebDemo.startLines(
            url: "u", bindAddress: "127.0.0.1", port: 8390, token: "t", interfaces: [],
            recordings: "r")
        #expect(local == "CardDeck is live at u\nr\n" + String(lines.last!) + "\n")
    }
}
