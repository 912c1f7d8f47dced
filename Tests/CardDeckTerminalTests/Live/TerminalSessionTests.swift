import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Glibc
import Testing

@Suite("Terminal session", .isolatedDiagnostics)
@MainActor
struct TerminalSessionTests {
    typealias Step = FakeTerminalDevice.Step

    /// A window on a manual clock, a renderer and a fake device playing `script`.
    static func session(
        _ script: [Step], grid: (columns: Int, rows: Int)? = (80, 24),
        output: any TerminalOutput = TerminalBufferOutput()
    ) -> (TerminalSession, FakeTerminalDevice) {
        let clock = ManualClock()
        let window = Window(size: Size(width: 10, height: 10), clock: clock)
        let device = FakeTerminalDevice(clock: clock, script: script, grid: grid, output: output)
        let renderer = TerminalRenderer(output: device.output)
        return (TerminalSession(window: window, renderer: renderer, device: device), device)
    }

    /// A 200-point square at the top left whose pan gesture drags it, recording the states.
    @MainActor
    final class DraggableBox {
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        var states: [GestureRecognizer.State] = []

        init(in window: Window) {
            node.backgroundColor = .systemBlue
            window.root.addSubview(node)
            var start = Point.zero
            node.addGestureRecognizer(
                PanGestureRecognizer { [weak self] pan in
                    guard let self else { return }
                    states.append(pan.state)
                    if pan.state == .began { start = node.frame.origin }
                    let translation = pan.translation(in: nil)
                    node.frame.origin = Point(
                        x: start.x + translation.x, y: start.y + translation.y)
                })
        }
    }

    /// Press at cell (2, 2), drag to (15, 4) over three frames, release, then `q`.
    static let dragScript: [Step] =
        [.mouse(0, 2, 2)] + Step.idle(2) + [
            .mouse(32, 5, 2), .mouse(32, 10, 2), .mouse(32, 15, 4), .mouse(0, 15, 4, release: true),
        ] + Step.idle(2) + [.text("q")]

    @Test func aMouseDragPansANodeThroughTheWindow() throws {
        let (session, device) = Self.session(Self.dragScript)
        let box = DraggableBox(in: session.window)
        try session.run()
        #expect(box.states.first == .began)
        #expect(box.states.contains(.changed))
        #expect(box.states.last == .ended)
        // Cell centres: from (2.5 × 8, 2.5 × 16) to (15.5 × 8, 4.5 × 16).
        #expect(box.node.frame.origin == Point(x: 104, y: 32))
        #expect(session.window.activeTouches.isEmpty)
        #expect(device.restoreCount == 1 && !device.isLive)
    }

    @Test func pointerTimestampsAreWhenTheInputArrived() throws {
        var touchTimes: [Double] = []
        var frameTime = 0.0
        let (session, _) = Self.session(
            Step.idle(3) + [
                .mouse(0, 1, 1),
                .chunks([
                    TerminalInputChunk(bytes: Self.report(32, 2, 1), timestamp: 4.25),
                    TerminalInputChunk(bytes: Self.report(32, 3, 1), timestamp: 4.5),
                ]),
                .text("k"), .text("q"),
            ])
        try session.run { key in
            if key == .character("k") {
                touchTimes = session.window.activeTouches.map(\.timestamp)
                frameTime = session.window.time
            }
            return .default
        }
        // The window is idle, so each wait lasts until input: a second each here. The press
        // arrives unstamped at the end of the fourth wait (4 s); the drags come in one read at
        // 5 s but keep the times they arrived at, and the frame at 5 s delivered them all.
        // Waking for the key at 6 s, the window caught up to the frame before it (on the grid
        // the input frame at 5 s restarted, so to within rounding).
        #expect(touchTimes == [4.5])
        #expect(abs(frameTime - (6 - 1.0 / 120)) < 1e-9)
    }

    static func report(_ code: Int, _ column: Int, _ row: Int) -> [UInt8] {
        Array("\u{1B}[<\(code);\(column + 1);\(row + 1)M".utf8)
    }

    @Test(arguments: [60.0, 120.0])
    func whileSomethingAnimatesEachWaitLastsUntilTheNextFrame(frameRate: Double) throws {
        let (session, device) = Self.session(Step.idle(80))
        session.window.frameRate = frameRate
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        session.window.root.addSubview(node)
        session.window.advance(by: 1 / frameRate)
        ViewNode.animate(withDuration: 0.5) { node.alpha = 0 }
        try session.run()
        // 0.5 s of frames, then the window is idle and the session sleeps until input.
        let frames = Int((0.5 * frameRate).rounded())
        let paced = device.timeouts.prefix { $0 != .infinity }
        #expect(paced.count >= frames && paced.count <= frames + 2)
        #expect(paced.dropFirst().allSatisfy { abs($0 - 1 / frameRate) < 1e-9 })
        #expect(device.timeouts.dropFirst(paced.count).allSatisfy { $0 == .infinity })
    }

    @Test func qEndsTheSessionAndRestoresOnce() throws {
        let (session, device) = Self.session([.text("q"), .text("never read")])
        try session.run()
        #expect(device.enterCount == 1 && device.restoreCount == 1 && !device.isLive)
        #expect(device.script.count == 1)
        #expect(!session.isRunning)
    }

    @Test(arguments: [
        ("Ctrl-D", [UInt8]([0x04])),
        ("Ctrl-C", [0x03]),
        ("q after other keys", Array("ab\u{1B}[Aq".utf8)),
    ])
    func defaultQuitKeysEndTheSession(name: String, bytes: [UInt8]) throws {
        let (session, device) = Self.session([.bytes(bytes), .text("never read")])
        try session.run()
        #expect(device.script.count == 1, "\(name)")
        #expect(device.restoreCount == 1, "\(name)")
    }

    @Test func theHandlerSeesEveryKeyAndCanKeepQ() throws {
        var keys: [TerminalKey] = []
        let (session, device) = Self.session([
            .text("q"), .text("x\t"), .bytes([0x04]), .text("never read"),
        ])
        try session.run { key in
            keys.append(key)
            return key == .character("q") ? .continue : .default
        }
        #expect(keys == [.character("q"), .character("x"), .tab, .endOfInput])
        #expect(device.script.count == 1)
    }

    @Test func keysGoToTheEditingFieldFirstSoQTypesInsteadOfQuitting() throws {
        var keys: [TerminalKey] = []
        let (session, device) = Self.session([
            .text("quit"), .bytes([0x1B, 0x5B, 0x44]), .text("!"), .bytes([0x1B]),
            .bytes([0x03]), .text("never read"),
        ])
        let field = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        session.window.root.addSubview(field)
        field.becomeFirstResponder()
        try session.run { key in
            keys.append(key)
            return .continue
        }
        #expect(field.string == "qui!t")
        // Escape is not the field's; Ctrl-C is the session's.
        #expect(keys == [.escape, .interrupt])
        #expect(device.script.count == 1)
    }

    @Test func everyTerminalKeyHasItsKeyPressButTheSessionKeys() {
        #expect(TerminalKey.backTab.keyPress == KeyPress(.tab, modifiers: .shift))
        #expect(TerminalKey.character("é").keyPress == .character("é"))
        #expect(TerminalKey.interrupt.keyPress == nil)
        #expect(TerminalKey.endOfInput.keyPress == nil)
    }

    @Test func theHandlerCanQuitOnAnyKey() throws {
        let (session, device) = Self.session([.text("x"), .text("never read")])
        try session.run { _ in .quit }
        #expect(device.script.count == 1)
    }

    @Test func ctrlCEndsTheSessionWhateverTheHandlerSays() throws {
        var keys: [TerminalKey] = []
        let (session, device) = Self.session([.bytes([0x03]), .text("never read")])
        try session.run { key in
            keys.append(key)
            return .continue
        }
        #expect(keys == [.interrupt])
        #expect(device.script.count == 1 && device.restoreCount == 1)
    }

    @Test func aLoneEscapeIsReportedAfterTheEscapeTimeout() throws {
        var keys: [(TerminalKey, Double)] = []
        let (session, _) = Self.session([.bytes([0x1B])] + Step.idle(10) + [.text("q")])
        try session.run { key in
            keys.append((key, session.window.clock.now))
            return .default
        }
        #expect(keys.map(\.0) == [.escape, .character("q")])
        // The escape arrived after the first (idle, one-second) wait.
        let waited = keys[0].1 - FakeTerminalDevice.idleWait
        #expect(waited >= TerminalSession.escapeTimeout)
        #expect(waited < TerminalSession.escapeTimeout + 2.0 / 120)
    }

    @Test func anEscapeSequenceSplitAcrossReadsIsOneKey() throws {
        var keys: [TerminalKey] = []
        let (session, _) = Self.session([
            .bytes([0x1B]), .arrive(after: 0.01, Array("[".utf8)), .text("A"), .text("q"),
        ])
        try session.run { key in
            keys.append(key)
            return .default
        }
        #expect(keys == [.up, .character("q")])
    }

    @Test func anErrorFromTheHandlerRestoresAndIsRethrown() {
        struct HandlerError: Error {}
        let (session, device) = Self.session([.text("x"), .text("q")])
        #expect(throws: HandlerError.self) {
            try session.run { key in
                if key == .character("x") { throw HandlerError() }
                return .default
            }
        }
        #expect(device.restoreCount == 1 && !device.isLive)
        #expect(device.script.count == 1)
        #expect(!session.isRunning)
    }

    @Test func aReadErrorRestoresAndIsRethrown() {
        let failure = TerminalError.systemCallFailed("read", errno: EIO)
        let (session, device) = Self.session([.idle, .failure(failure), .text("q")])
        #expect(throws: failure) { try session.run() }
        #expect(device.restoreCount == 1 && !device.isLive)
    }

    @Test func failingToEnterLiveModeRestoresWhatSucceeded() {
        let (session, device) = Self.session([.text("q")])
        device.enterError = TerminalError.alreadyLive
        #expect(throws: TerminalError.alreadyLive) { try session.run() }
        #expect(device.restoreCount == 1 && !device.isLive)
        #expect(device.script.count == 1)
    }

    @Test func theEndOfInputEndsTheSessionNormally() throws {
        var keys: [TerminalKey] = []
        let (session, device) = Self.session([.text("ab")])
        try session.run { key in
            keys.append(key)
            return .default
        }
        #expect(keys == [.character("a"), .character("b")])
        #expect(device.restoreCount == 1)
    }

    @Test func theWindowFillsTheTerminalAndFollowsResizes() throws {
        var sizes: [Size] = []
        let (session, _) = Self.session([
            .text("k"), .resize(columns: 100, rows: 30), .idle, .text("k"), .text("q"),
        ])
        try session.run { key in
            if key == .character("k") { sizes.append(session.window.size) }
            return .default
        }
        #expect(sizes == [Size(width: 640, height: 384), Size(width: 800, height: 480)])
    }

    @Test(arguments: [nil, (0, 24), (-3, -3)] as [(columns: Int, rows: Int)?])
    func aTerminalWithoutASizeCountsAsEightyByTwentyFour(grid: (columns: Int, rows: Int)?) throws {
        let (session, _) = Self.session([], grid: grid)
        try session.run()
        #expect(session.window.size == Size(width: 640, height: 384))
    }

    @Test func aTouchHeldWhenTheSessionEndsIsCancelled() throws {
        let (session, _) = Self.session([.mouse(0, 1, 1), .text("q")])
        let box = DraggableBox(in: session.window)
        try session.run()
        #expect(session.window.activeTouches.count == 1)
        session.window.advance(by: 1.0 / 120)
        #expect(session.window.activeTouches.isEmpty)
        #expect(box.node.frame.origin == .zero)
    }

    @Test func aFailingOutputDoesNotStopTheSession() throws {
        let output = RecordingOutput(fails: true)
        let (session, device) = Self.session(Self.dragScript, output: output)
        let box = DraggableBox(in: session.window)
        try session.run()
        #expect(box.states.last == .ended)
        #expect(box.node.frame.origin == Point(x: 104, y: 32))
        #expect(device.script.isEmpty && device.restoreCount == 1)
    }

    /// These read the renderer's bytes. `TerminalRenderer` was written in parallel with the
    /// session; until it draws, they wait rather than pass without checking anything.
    /// A resize repaints every cell even when the grid keeps its size, since a terminal may
    /// garble or clear its screen when it resizes.
    @Test(
        .enabled("until TerminalRenderer draws") { await MainActor.run { Self.rendererDraws } },
        arguments: [(12, 6), (10, 5)])
    func aResizeRepaintsEveryCell(columns: Int, rows: Int) throws {
        let output = RecordingOutput()
        let (session, _) = Self.session(
            Step.idle(2) + [.resize(columns: columns, rows: rows)] + Step.idle(2) + [.text("q")],
            grid: (10, 5), output: output)
        let box = DraggableBox(in: session.window)
        try session.run()
        #expect(box.states.isEmpty)
        // The first frame and the resize each repainted; the idle frames wrote nothing.
        #expect(output.writes.count == 2)
        let afterResize = output.writes.last
        session.renderer.redraw(session.window)
        #expect(output.writes.count == 2)
        session.renderer.invalidate()
        session.renderer.redraw(session.window)
        #expect(output.writes.count == 3 && output.writes.last == afterResize)
    }

    @Test(.enabled("until TerminalRenderer draws") { await MainActor.run { Self.rendererDraws } })
    func aFailingOutputIsRecordedAndDrawingGoesOn() throws {
        let output = RecordingOutput(fails: true)
        let (session, _) = Self.session(Self.dragScript, output: output)
        let box = DraggableBox(in: session.window)
        try session.run()
        #expect(box.states.last == .ended)
        #expect(session.renderer.lastError is RecordingOutput.Failure)
        // The first frame and the three frames that moved the box each tried again.
        #expect(output.attempts >= 4)
    }

    static var rendererDraws: Bool {
        let window = Window(size: Size(width: 8, height: 16))
        window.root.backgroundColor = .systemBlue
        let output = TerminalBufferOutput()
        TerminalRenderer(output: output).redraw(window)
        return !output.bytes.isEmpty
    }

    @Test func runningWhileRunningIsIgnoredWithAWarning() throws {
        let (session, device) = Self.session([.text("r"), .text("q")])
        try session.run { key in
            if key == .character("r") { try session.run() }
            return .default
        }
        #expect(Diagnostics.warnings.contains { $0.contains("TerminalSession: ignored run()") })
        #expect(device.enterCount == 1 && device.restoreCount == 1)
    }

    @Test func runLiveRefusesAWindowThatIsNotOnASystemClock() {
        let window = Window(size: Size(width: 10, height: 10), clock: ManualClock())
        #expect(throws: TerminalError.windowClockNotLive(clockType: "ManualClock")) {
            try TerminalSession.runLive(window: window)
        }
        let message = TerminalError.windowClockNotLive(clockType: "ManualClock").description
        #expect(message.contains("SystemClock") && message.contains("ManualClock"))
    }

    @Test func theDefaultQuitKeys() {
        #expect(TerminalSession.quitsByDefault(.character("q")))
        #expect(TerminalSession.quitsByDefault(.interrupt))
        #expect(TerminalSession.quitsByDefault(.endOfInput))
        #expect(!TerminalSession.quitsByDefault(.character("Q")))
        #expect(!TerminalSession.quitsByDefault(.escape))
        #expect(TerminalSession.escapeTimeout == 0.05)
        #expect(TerminalSession.fallbackSize == (80, 24))
    }
}
