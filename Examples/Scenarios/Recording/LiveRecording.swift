import CardDeckTesting
import CardDeckViews
import Foundation

/// The live demo's recordings: with `--record FILE`, every scenario played is recorded, from
/// when it starts until another is chosen (or restarted) or the demo ends; the `s` key starts
/// and stops a recording of the scenario showing at any time. Each recording is written when
/// it stops, with the end state the session reached, and ``message`` says where.
///
/// Files: `--record FILE` writes the first recording to FILE and later ones beside it with
/// `-2`, `-3`… before the extension; without it, `carddeck-<scenario>-<n>.cdrec` in
/// ``directory`` (``RecordingFolder``, made when the first recording is saved), `n` the
/// smallest number from 1 that names no file there yet: a recording never replaces another,
/// and never lands in the working directory unasked. One run of the demo writes at most
/// ``maximumRecordings`` files, so a page that presses `s` over and over cannot fill the disk.
@MainActor
public final class LiveRecording {
    /// The most recordings one run writes: 100. Past it, `s` and a new scenario start no
    /// recording, and ``message`` says why.
    public static let maximumRecordings = 100

    /// The window recorded.
    public let window: Window
    /// The file `--record` named, if any.
    public let path: String?
    /// Where recordings go without `--record`; default
    /// ``RecordingFolder/path(environment:temporaryDirectory:)``.
    public let directory: String
    /// Whether a recording is under way.
    public var isRecording: Bool { recorder.isRecording }
    /// What the last start or save did, for the status line: `recording…`, `saved FILE`,
    /// `cannot write FILE: …`.
    public private(set) var message: String?
    /// The files written, in order.
    public private(set) var savedPaths: [String] = []

    private let recorder: InputRecorder
    private var current: (descriptor: ScenarioDescriptor, scenario: any Scenario)?
    private var written = 0

    /// Creates the recordings of a live demo.
    ///
    /// - Parameters:
    ///   - window: The window to record.
    ///   - path: `--record`'s file, or `nil` to record only on the `s` key.
    ///   - directory: Where recordings go without `--record`; default
    ///     ``RecordingFolder/path(environment:temporaryDirectory:)``.
    ///   - savedBefore: Files an earlier recording of the same run wrote (the demo carrying on
    ///     in a new window); they count towards ``maximumRecordings`` and stay in
    ///     ``savedPaths``; default none.
    public init(
        window: Window, path: String?, directory: String = RecordingFolder.path(),
        savedBefore: [String] = []
    ) {
        self.window = window
        self.path = path
        self.directory = directory
        recorder = InputRecorder(window: window)
        savedPaths = savedBefore
        written = savedBefore.count
    }

    /// A scenario starts (chosen, or restarted): a recording under way is saved, and with
    /// `--record` a new one starts; `nil` (the menu) only saves.
    public func scenarioDidStart(_ descriptor: ScenarioDescriptor?, _ scenario: (any Scenario)?) {
        if isRecording { save() }
        current = descriptor.flatMap { descriptor in scenario.map { (descriptor, $0) } }
        if path != nil, let current { start(current.descriptor) }
    }

    /// The `s` key: stops and saves a recording under way, or starts one of the scenario
    /// showing (none from the menu).
    public func toggle() {
        if isRecording {
            save()
        } else if let current {
            start(current.descriptor)
        } else {
            message = "choose a scenario to record"
        }
    }

    /// The line the demo prints at start: where recordings go.
    ///
    /// - Parameter key: How the user presses `s` (`"s"`, `"s in the page"`).
    /// - Returns: The line, without a line break.
    public func destinationLine(key: String) -> String {
        guard let path else { return "Recordings (\(key)) go to \(directory)/" }
        return "Recording every scenario played to \(path) (later ones beside it)"
    }

    /// The demo ends: a recording under way is saved.
    public func finish() {
        if isRecording { save() }
    }

    private func start(_ descriptor: ScenarioDescriptor) {
        guard written < Self.maximumRecordings else {
            message = "not recording: \(Self.maximumRecordings) recordings saved in this run"
            return
        }
        recorder.start(scenario: descriptor.identifier)
        message = "● recording \(descriptor.identifier) (s to stop)"
    }

    private func save() {
        var expectations: [String] = []
        if let scenario = current?.scenario { expectations.append("summary \(scenario.summary)") }
        expectations += SessionState(window: window).lines
        let recording = recorder.stop(expectations: expectations)
        let file = nextPath(for: recording.scenario ?? "session")
        do {
            if path == nil {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true)
            }
            try recording.text.write(toFile: file, atomically: true, encoding: .utf8)
            savedPaths.append(file)
            message = "saved \(file)"
        } catch {
            message = "cannot write \(file): \(error.localizedDescription)"
        }
    }

    private func nextPath(for scenario: String) -> String {
        written += 1
        guard let path else {
            var number = written
            func file() -> String { directory + "/carddeck-\(scenario)-\(number).cdrec" }
            while FileManager.default.fileExists(atPath: file()) { number += 1 }
            return file()
        }
        guard written > 1 else { return path }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().path
        let ext = url.pathExtension
        return "\(stem)-\(written)" + (ext.isEmpty ? "" : ".\(ext)")
    }
}
