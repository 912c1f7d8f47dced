import CardDeckScenarios
import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

/// A terminal that plays scripted input, one chunk per read, advancing the window's manual
/// clock by each wait instead of waiting (by a second for an infinite wait).
@MainActor
final class ScriptedTerminal: TerminalDevice {
    let clock: ManualClock
    let output: any TerminalOutput = TerminalBufferOutput()
    var chunks: [[UInt8]]
    private(set) var restoreCount = 0

    init(clock: ManualClock, chunks: [[UInt8]]) {
        self.clock = clock
        self.chunks = chunks
    }

    func enterLiveMode() {}
    func restore() { restoreCount += 1 }
    func size() -> (columns: Int, rows: Int)? { (49, 53) }
    func takeResize() -> Bool { false }

    func read(timeout seconds: Double) throws -> [TerminalInputChunk] {
        clock.advance(by: seconds == .infinity ? 1 : max(seconds, 0))
        guard !chunks.isEmpty else { throw TerminalError.inputClosed }
        return [TerminalInputChunk(bytes: chunks.removeFirst())]
    }
}

@MainActor
@Suite("LiveDemo: the demo in a terminal", .isolatedDiagnostics)
struct LiveDemoTests {
    @Test("keys choose, restart and leave scenarios, and q quits")
    func keys() throws {
        let window = Window(size: Size(width: 390, height: 844))
        let demo = LiveDemo(scenarios: ScenarioCatalog.all, window: window)
        #expect(demo.currentIndex == nil, "the menu shows first")
        #expect(demo.handle(.character("2")) == .continue)
        #expect(demo.currentIndex == 1)
        let first = try #require(demo.current)
        #expect(window.rootViewController === first.rootViewController)
        #expect(demo.handle(.character("r")) == .continue)
        let restarted = try #require(demo.current)
        #expect(restarted !== first && demo.currentIndex == 1, "r restarts from a fresh copy")
        #expect(demo.handle(.escape) == .continue)
        #expect(demo.currentIndex == nil && demo.current == nil)
        #expect(demo.handle(.character("x")) == .continue)
        #expect(demo.handle(.character("Q")) == .quit)
        #expect(demo.handle(.interrupt) == .default, "the session quits on Ctrl-C")
    }

    @Test("a single scenario shows at once, and the menu key restarts it")
    func singleScenario() {
        let window = Window(size: Size(width: 390, height: 844))
        let demo = LiveDemo(scenarios: [MusicStackScenario.descriptor], window: window)
        #expect(demo.currentIndex == 0)
        let shown = demo.current
        _ = demo.handle(.character("m"))
        #expect(demo.currentIndex == 0 && demo.current !== shown)
    }

    @Test("in a session, a mouse click on a menu button opens its scenario, and q quits")
    func sessionClick() throws {
        let clock = ManualClock()
        let window = Window(size: Size(width: 390, height: 844), clock: clock)
        let demo = LiveDemo(scenarios: ScenarioCatalog.all, window: window)
        window.advance(by: 0.1)
        let button = try #require(
            TourPlayer.frontmostNode(named: "menu.music-stack", in: window))
        let center = button.presentedFrameInWindow
        // SGR mouse reports are 1-based cells of 8 × 16 points.
        let column = Int(center.midX / 8) + 1
        let row = Int(center.midY / 16) + 1
        let press = Array("\u{1B}[<0;\(column);\(row)M".utf8)
        let release = Array("\u{1B}[<0;\(column);\(row)m".utf8)
        let device = ScriptedTerminal(
            clock: clock, chunks: [[], press, [], release, [], [], Array("q".utf8)])
        let session = TerminalSession(
            window: window, renderer: TerminalRenderer(output: device.output), device: device)
        try session.run { demo.handle($0) }
        #expect(demo.currentIndex == 2)
        #expect(device.restoreCount == 1)
    }
}
