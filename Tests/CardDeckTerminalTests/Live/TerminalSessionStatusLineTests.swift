import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Terminal session: the status line", .isolatedDiagnostics)
@MainActor
struct TerminalSessionStatusLineTests {
    /// An output that keeps, for each write, the bottom row the renderer's screen shows after
    /// it and how many reads the device had answered by then.
    final class RowRecorder: TerminalOutput {
        // Weak: the renderer and the device hold this output.
        weak var renderer: TerminalRenderer?
        weak var device: FakeTerminalDevice?
        private(set) var bottomRows: [String] = []
        private(set) var readsBeforeWrite: [Int] = []

        func write(_ bytes: [UInt8]) throws {
            // The screen is the frame being written; it is complete once the write is asked for.
            guard let screen = renderer?.screen else { return }
            let rows = screen.plainText.split(separator: "\n", omittingEmptySubsequences: false)
            bottomRows.append(rows.count >= 2 ? String(rows[rows.count - 2]) : "")
            readsBeforeWrite.append(device?.timeouts.count ?? -1)
        }
    }

    @Test("a key that changes the status line over a still window shows it before the next wait")
    func keyRepaintsStatusLine() throws {
        let clock = ManualClock()
        let window = Window(size: Size(width: 80, height: 64), clock: clock)
        window.root.backgroundColor = .white
        let recorder = RowRecorder()
        let device = FakeTerminalDevice(
            clock: clock,
            script: [.text("s"), .idle, .idle, .text("s"), .idle, .idle], grid: (40, 6),
            output: recorder)
        let renderer = TerminalRenderer(output: recorder)
        recorder.renderer = renderer
        recorder.device = device
        renderer.statusLine = "s records"
        let session = TerminalSession(window: window, renderer: renderer, device: device)
        var recording = false
        var readsBeforeKey: [Int] = []
        try session.run { key in
            guard key == .character("s") else { return .default }
            recording.toggle()
            renderer.statusLine = recording ? "recording" : "saved"
            readsBeforeKey.append(device.timeouts.count)
            return .continue
        }
        // The first frame, then one write per toggle, each at once: nothing else moved.
        #expect(recorder.bottomRows.count == 3, "\(recorder.bottomRows)")
        let shown = recorder.bottomRows.dropFirst().map {
            $0.split(separator: " ").joined(separator: " ")
        }
        #expect(shown == ["recording", "saved"])
        // Each drawn after its key's read and before the session waited again.
        #expect(Array(recorder.readsBeforeWrite.dropFirst()) == readsBeforeKey)
        #expect(renderer.screen.plainText.contains("saved"))
        // The window slept between keys: the session waited without end.
        #expect(device.timeouts.contains(.infinity))
    }
}
