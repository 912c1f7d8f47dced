import CardDeckTesting
import CardDeckViews
import Foundation

/// The live demo's recordings: with `--record FILE`, every scenario played is recorded, from
/// when it starts until another is chosen (or restarted) or the demo ends; the `s` key starts
/// and stops a recording of the scenario showing at any time. Each recording is written when
/// it stops, with the end state the session reached, and ``message`` says where.
///
/// Files: `--record FILE` writes the first recording to FILE and later ones beside it with
/// `-2`, `-3`… before the extension; without it, `carddeck-<scenario>-<n>.cdrec` in the
/// current directory.
@MainActor
public final class LiveRecording {
    /// The window recorded.
    public let window: Window
    /// The file `--record` named, if any.
    public let path: String?
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
    public init(window: Window, path: String?) {
        self.window = window
        self.path = path
        recorder = InputRecorder(window: window)
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

    /// The demo ends: a recording under way is saved.
    public func finish() {
        if isRecording { save() }
    }

    private func start(_ descriptor: ScenarioDescriptor) {
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
            try recording.text.write(toFile: file, atomically: true, encoding: .utf8)
            savedPaths.append(file)
            message = "saved \(file)"
        } catch {
            message = "cannot write \(file): \(error.localizedDescription)"
        }
    }

    private func nextPath(for scenario: String) -> String {
        written += 1
        guard let path else { return "carddeck-\(scenario)-\(written).cdrec" }
        guard written > 1 else { return path }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().path
        let ext = url.pathExtension
        return "\(stem)-\(written)" + (ext.isEmpty ? "" : ".\(ext)")
    }
}
