import CardDeck
import CardDeckSVG
import CardDeckTerminal
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// The reference scene drawn by a terminal renderer and an SVG renderer side by side: the
/// terminal goldens of presenting, dragging and dismissing the front card, and the frames the
/// two hosts must agree on.
@MainActor
struct StackedCardScene {
    let scene = ReferenceScene()
    let terminal = TerminalRenderer()
    let svg = SVGRenderer()

    var window: Window { scene.window }
    var root: ViewController { scene.root }
    var nowPlaying: ViewController { scene.nowPlaying }
    var lyrics: ViewController { scene.lyrics }

    init() {
        scene.window.attach(terminal)
        scene.window.attach(svg)
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

    @Test("present, drag and dismiss a stacked card: the reference scene's tour")
    func presentDragDismiss() throws {
        let scene = StackedCardScene()
        var oneCard = ""
        try scene.scene.playTour { step in
            switch step.name {
            case "1-one-card":
                try check(scene, step.name)
                oneCard = scene.terminal.screen.ansiText
            case "6-dismissed":
                #expect(scene.terminal.screen.ansiText == oneCard)
            default:
                try check(scene, step.name, inFlight: step.isInFlight)
            }
        }
        #expect(scene.lyrics.presentingViewController == nil)
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
