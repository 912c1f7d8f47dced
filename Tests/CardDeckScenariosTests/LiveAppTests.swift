import CardDeckTesting
import CardDeckViews
import Foundation
import Glibc
import Testing

@testable import LiveApp

/// The `live-app` example, the source of the article "Running your app live": its own root
/// replays its recordings, and its lines reach a pipe while it runs.
@MainActor
@Suite("The live-app example", .isolatedDiagnostics)
struct LiveAppTests {
    @Test(
        "a session recorded live (headless Chromium, tmux) replays to the state it ended in",
        arguments: ["chromium-drafts", "tmux-drafts"])
    func liveRecording(name: String) throws {
        let path = SnapshotComparison.defaultDirectory(forTestFile: #filePath) + "/\(name).cdrec"
        let recording = try InputRecording(
            parsing: try String(contentsOfFile: path, encoding: .utf8))
        #expect(recording.scenario == "live-app")
        let window = recording.replay(rootViewController: InboxViewController())
        let expected = try SessionState(lines: recording.expectations)
        #expect(expected.cards.map(\.detent) == ["medium"])
        #expect(SessionState(window: window).differences(from: expected) == [])
    }

    @Test("a tap recorded in code reads back from its text and replays to the same end")
    func recordedTap() throws {
        let window = Window(size: Size(width: 390, height: 844))
        window.rootViewController = InboxViewController()
        window.advance(by: 0.1)
        let recorder = InputRecorder(window: window)
        recorder.start(scenario: "live-app")
        window.tap(at: Point(x: 195, y: 168))  // Drafts
        window.advance(by: 1)
        let recorded = recorder.stop(expectations: SessionState(window: window).lines)
        let recording = try InputRecording(parsing: recorded.text)
        #expect(recording == recorded)
        let state = try SessionState(lines: recording.expectations)
        #expect(state.cards.map(\.controller) == ["MailboxViewController"])
        let replayed = recording.replay(rootViewController: InboxViewController())
        #expect(SessionState(window: replayed).differences(from: state) == [])
    }

    @Test(
        "live-app --web writes its URL to a pipe while it runs, and on Ctrl-C where it recorded",
        .enabled(if: Executables.areBuilt, "the example executables were not found"))
    func urlReachesAPipe() throws {
        let directory = try #require(Executables.directory)
        let file = NSTemporaryDirectory() + "live-app-\(UUID().uuidString).cdrec"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = directory.appendingPathComponent("live-app")
        process.arguments = ["--web", "--port", "0", "--record", file]
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        // Bounded: with print's buffer the line would come only at exit, which never comes.
        var descriptor = pollfd(
            fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 30_000) == 1, "no output within 30 s")
        let first = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        #expect(process.isRunning)
        #expect(first.hasPrefix("live-app is live at http://127.0.0.1:"), "\(first)")
        #expect(first.contains("/?token="))
        // One Ctrl-C, the moment the URL appears: the signals are blocked before any thread
        // starts, so it is kept for the stop however early it comes.
        process.interrupt()
        #expect(Executables.waitForExit(process, seconds: 30), "still running 30 s after Ctrl-C")
        let rest = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(rest.hasSuffix("Recorded \(file)\n"), "\(rest)")
        let recording = try InputRecording(
            parsing: try String(contentsOfFile: file, encoding: .utf8))
        #expect(recording.scenario == "live-app")
    }

    /// The repository's root, from this file's place in it.
    private static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the article shows main.swift word for word; the README shows how it runs, word for word")
    func documentedSource() throws {
        let main = try Self.read("Examples/LiveApp/main.swift")
        let article = try Self.read("Sources/CardDeckWeb/CardDeckWeb.docc/RunningYourAppLive.md")
        #expect(article.contains("```swift\n" + main + "```\n"))
        let running = try #require(main.range(of: "let out = LineWriter.standardOutput"))
        let readme = try Self.read("README.md")
        #expect(readme.contains("```swift\n" + main[running.lowerBound...] + "```\n"))
    }
}
