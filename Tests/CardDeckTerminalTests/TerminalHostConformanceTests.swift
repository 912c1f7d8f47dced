import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Terminal renderer: host conformance", .isolatedDiagnostics)
@MainActor
struct TerminalHostConformanceTests {
    @Test(
        "the screen follows every change but shadows, and only changes",
        arguments: [
            TerminalColorMode.trueColor, .palette256,
        ])
    func conformance(colorMode: TerminalColorMode) {
        // 2 × 2 point pixels, so a 10-point corner radius shows on every corner.
        let configuration = TerminalConfiguration(
            pointsPerColumn: 2, pointsPerRow: 4, colorMode: colorMode)
        let failures = HostConformance.check(
            notDrawn: [.shadow],
            makeHost: { TerminalRenderer(configuration: configuration) },
            output: { $0.screen.ansiText })
        #expect(failures.isEmpty)
    }

    @Test(
        "the bytes written, replayed by a terminal, show exactly the renderer's screen",
        arguments: TerminalRunLengthCodes.allCases)
    func bytesReplayToTheScreen(runLengthCodes: TerminalRunLengthCodes) {
        let window = Window(size: Size(width: 160, height: 120))
        window.root.backgroundColor = .white
        let output = TerminalBufferOutput()
        var configuration = TerminalConfiguration(pointsPerColumn: 4, pointsPerRow: 8)
        configuration.runLengthCodes = runLengthCodes
        let renderer = TerminalRenderer(configuration: configuration, output: output)
        window.attach(renderer)
        let card = ViewNode(frame: Rect(x: 10, y: 10, width: 90, height: 60))
        card.backgroundColor = .systemBlue
        card.cornerRadius = 12
        card.clipsToBounds = true
        let label = ViewNode(frame: Rect(x: 0, y: 0, width: 90, height: 20))
        card.addSubview(label)
        let other = ViewNode(frame: Rect(x: 60, y: 50, width: 80, height: 60))
        other.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.7)
        window.root.addSubview(card)
        window.root.addSubview(other)
        var emulator = TerminalEmulator(columns: 40, rows: 15)
        // Blanks only is what tmux gets, whose REP repeats only ASCII characters.
        emulator.repeatsOnlyASCII = runLengthCodes == .blanks
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ range: Int) -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double((seed >> 33) % UInt64(range))
        }
        let words = ["Hi 😆", "héllo", "", "wide 漢字", "a\u{1B}b"]
        for frame in 0..<120 {
            card.frame.origin = Point(x: next(120) - 20, y: next(100) - 20)
            card.alpha = 0.3 + next(8) / 10
            other.frame.origin.x = next(140) - 20
            if frame % 3 == 0 {
                label.text = TextContent(words[frame / 3 % words.count], color: .white)
            }
            if frame % 7 == 0 { window.root.bringSubviewToFront(frame % 2 == 0 ? card : other) }
            output.removeAll()
            window.advance(by: 1 / 120)
            emulator.feed(output.bytes)
            let mismatch = emulator.firstMismatch(with: renderer.screen)
            #expect(mismatch == nil, "frame \(frame)")
            if mismatch != nil { break }
        }
        #expect(renderer.statistics.frameCount == 120)
    }
}
