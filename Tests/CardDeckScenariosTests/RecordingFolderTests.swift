import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

@MainActor
@Suite("Recording folder: s never writes into the working directory", .isolatedDiagnostics)
struct RecordingFolderTests {
    @Test(
        "the folder follows XDG_STATE_HOME, then HOME, then the temporary directory",
        arguments: [
            (["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"], "/x/state/carddeck/recordings"),
            (["XDG_STATE_HOME": "/x/state/", "HOME": "/home/u"], "/x/state/carddeck/recordings"),
            (
                ["XDG_STATE_HOME": "state", "HOME": "/home/u"],
                "/home/u/.local/state/carddeck/recordings"
            ),
            (["HOME": "/home/u"], "/home/u/.local/state/carddeck/recordings"),
            (["HOME": "/"], "/.local/state/carddeck/recordings"),
            (["HOME": ""], "/var/tmp/carddeck-recordings"),
            ([:], "/var/tmp/carddeck-recordings"),
        ] as [([String: String], String)])
    func folder(environment: [String: String], expected: String) {
        #expect(
            RecordingFolder.path(environment: environment, temporaryDirectory: "/var/tmp/")
                == expected)
        #expect(
            RecordingFolder.path(environment: [:], temporaryDirectory: "relative")
                == "/tmp/carddeck-recordings")
    }

    @Test("s saves into the folder, made on the first save, beside earlier recordings")
    func saves() throws {
        let directory = NSTemporaryDirectory() + "carddeck-folder-\(UUID().uuidString)/nested"
        let parent = (directory as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let working = FileManager.default.currentDirectoryPath
        let before = try FileManager.default.contentsOfDirectory(atPath: working)
        let window = Window(size: Size(width: 390, height: 844))
        let demo = LiveDemo(
            scenarios: ScenarioCatalog.all, window: window, recordingDirectory: directory)
        #expect(
            demo.recording.destinationLine(key: "s") == "Recordings (s) go to \(directory)/")
        #expect(!FileManager.default.fileExists(atPath: directory), "made only when needed")
        _ = demo.handle(.character("3"))
        _ = demo.handle(.character("s"))
        _ = demo.handle(.character("s"))
        let first = directory + "/carddeck-music-stack-1.cdrec"
        #expect(demo.recording.savedPaths == [first])
        // An earlier session's second recording stays: the next free number is taken.
        let earlier = directory + "/carddeck-music-stack-2.cdrec"
        try "keep".write(toFile: earlier, atomically: true, encoding: .utf8)
        _ = demo.handle(.character("s"))
        _ = demo.handle(.character("s"))
        #expect(demo.recording.savedPaths.last == directory + "/carddeck-music-stack-3.cdrec")
        #expect(try String(contentsOfFile: earlier, encoding: .utf8) == "keep")
        let recording = try InputRecording(
            parsing: try String(contentsOfFile: first, encoding: .utf8))
        #expect(recording.scenario == "music-stack")
        let after = try FileManager.default.contentsOfDirectory(atPath: working)
        #expect(Set(after).subtracting(before).filter { $0.hasSuffix(".cdrec") }.isEmpty)
    }

    @Test("one run writes at most maximumRecordings files; then s says why it does not record")
    func recordingsAreCapped() throws {
        let directory = NSTemporaryDirectory() + "carddeck-cap-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let window = Window(size: Size(width: 390, height: 844))
        let demo = LiveDemo(
            scenarios: ScenarioCatalog.all, window: window, recordingDirectory: directory)
        _ = demo.handle(.character("3"))
        for _ in 0..<(LiveRecording.maximumRecordings + 5) {
            _ = demo.handle(.character("s"))
            _ = demo.handle(.character("s"))
        }
        #expect(demo.recording.savedPaths.count == LiveRecording.maximumRecordings)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.count == LiveRecording.maximumRecordings)
        #expect(!demo.recording.isRecording)
        #expect(demo.recording.message == "not recording: 100 recordings saved in this run")
    }

    @Test("--record FILE names the file and the start line says so")
    func recordFile() {
        let recording = LiveRecording(
            window: Window(size: Size(width: 390, height: 844)), path: "session.cdrec",
            directory: "/unused")
        #expect(
            recording.destinationLine(key: "s")
                == "Recording every scenario played to session.cdrec (later ones beside it)")
    }
}
