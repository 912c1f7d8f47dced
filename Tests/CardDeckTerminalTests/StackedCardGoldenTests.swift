import CardDeck
import CardDeckSVG
import CardDeckTerminal
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A phone-sized window with two stacked cards, drawn by a terminal renderer and an SVG
/// renderer side by side: the terminal goldens of presenting, dragging and dismissing the
/// front card, and the frames the two hosts must agree on.
@MainActor
struct StackedCardScene {
    let window = Window(
        size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let terminal = TerminalRenderer()
    let svg = SVGRenderer()
    let root = ViewController()
    let nowPlaying = ViewController()
    let lyrics = ViewController()

    init() {
        window.attach(terminal)
        window.attach(svg)
        window.rootViewController = root
        root.view.backgroundColor = .secondarySystemBackground
        let title = Self.label("Library", color: .label)
        root.view.addSubview(title)
        root.view.layout = { view in
            title.frame = Rect(x: 16, y: 56, width: view.bounds.width - 32, height: 41)
        }
        let art = ViewNode()
        art.backgroundColor = .systemRed
        art.cornerRadius = 8
        let playing = Self.label("Now Playing 😆", color: .label, alignment: .center)
        nowPlaying.view.addSubview(art)
        nowPlaying.view.addSubview(playing)
        nowPlaying.view.layout = { view in
            let side = view.bounds.width - 80
            art.frame = Rect(x: 40, y: 48, width: side, height: side)
            playing.frame = Rect(x: 16, y: side + 72, width: view.bounds.width - 32, height: 28)
        }
        let words = Self.label("First line\nSecond line", color: .white, alignment: .center)
        lyrics.view.backgroundColor = .systemBlue
        lyrics.view.addSubview(words)
        lyrics.view.layout = { view in
            words.frame = Rect(x: 16, y: 48, width: view.bounds.width - 32, height: 64)
        }
    }

    static func label(
        _ string: String, color: Color, alignment: TextContent.Alignment = .leading
    ) -> ViewNode {
        let node = ViewNode()
        node.text = TextContent(string, isBold: true, color: color, alignment: alignment)
        return node
    }
}

@MainActor
@Suite(
    "Golden terminal frames of a stacked card, and the SVG frames they agree with",
    .isolatedDiagnostics)
struct StackedCardGoldenTests {
    /// Checks the terminal's latest frame against its golden files and the SVG frame. When
    /// opacities are animating in the frame (`inFlight`), the terminal draws them in steps of
    /// 1/48 (see `TerminalRasterizer.inFlightOpacitySteps`), up to half a step (2.7 of 255
    /// levels) from the SVG's exact value.
    private func check(_ scene: StackedCardScene, _ name: String, inFlight: Bool = false) throws {
        let screen = scene.terminal.screen
        assertSnapshot(of: screen, as: .terminal, named: name)
        assertSnapshot(of: screen, as: .ansi, named: name)
        try expectAgreement(screen, scene.svg.svg, name, tolerance: inFlight ? 5 : 2)
    }

    /// Every pixel of the terminal shows the colour the SVG document paints at its centre,
    /// to within `tolerance` of 255 per channel: the same cards in the same places, rounded
    /// and faded alike. Pixels whose centre lies within rounding of an edge in the document
    /// are skipped.
    private func expectAgreement(
        _ screen: TerminalScreen, _ document: String, _ name: String, tolerance: Double
    ) throws {
        let sampler = try SVGPointSampler(
            document: document, pixel: (screen.cellSize.width, screen.cellSize.height / 2))
        var compared = 0
        var mismatches: [String] = []
        for halfRow in 0..<(2 * screen.rows) {
            for column in 0..<screen.columns {
                let x = (Double(column) + 0.5) * screen.cellSize.width
                let y = (Double(halfRow) + 0.5) * screen.cellSize.height / 2
                guard !sampler.isAmbiguous(x, y) else { continue }
                let expected = sampler.color(at: x, y)
                let shown = try #require(screen.color(at: Point(x: x, y: y)))
                compared += 1
                let channels = [
                    (expected.red, shown.red), (expected.green, shown.green),
                    (expected.blue, shown.blue),
                ]
                if channels.contains(where: { abs($0.0 * 255 - Double($0.1)) > tolerance }) {
                    mismatches.append("(\(x), \(y)): svg \(expected), terminal \(shown)")
                }
            }
        }
        #expect(compared > 4_000, "\(name): compared \(compared) pixels")
        #expect(
            mismatches.isEmpty,
            "\(name): \(mismatches.count) pixels differ, first \(mismatches.prefix(3))")
    }

    @Test("present, drag and dismiss a stacked card")
    func presentDragDismiss() throws {
        let scene = StackedCardScene()
        let window = scene.window
        window.advance(by: 0.1)
        scene.root.presentCard(scene.nowPlaying)
        window.advance(by: 2)
        try check(scene, "1-one-card")
        let oneCard = scene.terminal.screen.ansiText

        scene.nowPlaying.presentCard(scene.lyrics)
        window.advance(by: 0.15)
        try check(scene, "2-presenting", inFlight: true)

        window.advance(by: 2)
        try check(scene, "3-stacked")

        window.press(at: Point(x: 195, y: 300))
        window.move(to: Point(x: 195, y: 620), duration: 0.3)
        try check(scene, "4-dragging", inFlight: true)

        window.move(to: Point(x: 195, y: 700), duration: 0.05)
        window.release(at: Point(x: 195, y: 720))
        window.advance(by: 0.1)
        try check(scene, "5-dismissing", inFlight: true)

        window.advance(by: 2)
        #expect(scene.lyrics.presentingViewController == nil)
        #expect(scene.terminal.screen.ansiText == oneCard)
    }

    @Test("a faded back card is darker than the same card in front, in both hosts")
    func fadedBackCard() throws {
        let scene = StackedCardScene()
        scene.root.presentCard(scene.nowPlaying)
        scene.window.advance(by: 2)
        // A point on the now-playing card, below the art and clear of text.
        let point = Point(x: 30, y: 700)
        let front = try #require(scene.terminal.screen.color(at: point))
        scene.nowPlaying.presentCard(scene.lyrics)
        scene.window.advance(by: 2)
        // Now the lyrics card covers it; a point on the now-playing card's visible strip.
        let strip = Point(x: 195, y: 70)
        let back = try #require(scene.terminal.screen.color(at: strip))
        #expect(front == .white)
        // White at 0.8 over the pushed-back root (#F2F2F7 at 0.64 over the black backdrop).
        #expect(back == TerminalRGB(red: 235, green: 235, blue: 236))
        let sampler = try SVGPointSampler(document: scene.svg.svg)
        #expect(abs(sampler.color(at: strip.x, strip.y).red * 255 - 235) < 1)
    }
}
