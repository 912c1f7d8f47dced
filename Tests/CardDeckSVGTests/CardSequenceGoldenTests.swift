import CardDeck
import CardDeckSVG
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A phone-sized window with two stacked cards, drawn by an SVG renderer: the golden frames of
/// presenting, dragging and dismissing the front card.
@MainActor
struct CardScene {
    let window = Window(
        size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let renderer = SVGRenderer()
    /// The tree kept from the mutations alone: every commit must describe the change fully.
    let reference = MirrorHost()
    let root = ViewController()
    let nowPlaying = ViewController()
    let lyrics = ViewController()

    init() {
        window.attach(renderer)
        window.attach(reference)
        window.rootViewController = root
        let title = Self.label("Library", size: 34)
        root.view.backgroundColor = .secondarySystemBackground
        root.view.addSubview(title)
        root.view.layout = { view in
            title.frame = Rect(x: 16, y: 56, width: view.bounds.width - 32, height: 41)
        }

        let art = ViewNode()
        art.backgroundColor = .systemRed
        art.cornerRadius = 8
        let playing = Self.label("Now Playing", size: 22, alignment: .center)
        nowPlaying.view.addSubview(art)
        nowPlaying.view.addSubview(playing)
        nowPlaying.view.layout = { view in
            let side = view.bounds.width - 80
            art.frame = Rect(x: 40, y: 48, width: side, height: side)
            playing.frame = Rect(x: 16, y: side + 72, width: view.bounds.width - 32, height: 28)
        }

        let words = Self.label(
            "First line\nSecond line\n& a third <one>", size: 24, color: .white,
            alignment: .center)
        lyrics.view.backgroundColor = .systemBlue
        lyrics.view.addSubview(words)
        lyrics.view.layout = { view in
            words.frame = Rect(x: 16, y: 48, width: view.bounds.width - 32, height: 120)
        }
    }

    static func label(
        _ string: String, size: Double, color: Color = .label,
        alignment: TextContent.Alignment = .leading
    ) -> ViewNode {
        let node = ViewNode()
        node.text = TextContent(
            string, fontSize: size, isBold: true, color: color, alignment: alignment)
        return node
    }
    /// The renderer's latest frame; every scene has committed at least once.
    var frame: SVGFrame { renderer.latestFrame! }
}

@MainActor
@Suite("Golden SVG frames of a stacked card", .isolatedDiagnostics)
struct CardSequenceGoldenTests {
    @Test("present, drag and dismiss a stacked card")
    func presentDragDismiss() throws {
        let scene = CardScene()
        let window = scene.window
        window.advance(by: 0.1)
        scene.root.presentCard(scene.nowPlaying)
        window.advance(by: 2)
        let oneCard = scene.renderer.svg
        assertSnapshot(of: oneCard, named: "1-one-card", pathExtension: "svg")
        var frames = [scene.frame]

        scene.nowPlaying.presentCard(scene.lyrics)
        window.advance(by: 0.15)
        assertSnapshot(of: scene.renderer, as: .svg, named: "2-presenting")
        frames.append(scene.frame)

        window.advance(by: 2)
        assertSnapshot(of: scene.renderer, as: .svg, named: "3-stacked")
        frames.append(scene.frame)

        window.press(at: Point(x: 195, y: 300))
        window.move(to: Point(x: 195, y: 620), duration: 0.3)
        assertSnapshot(of: scene.renderer, as: .svg, named: "4-dragging")
        frames.append(scene.frame)

        window.move(to: Point(x: 195, y: 700), duration: 0.05)
        window.release(at: Point(x: 195, y: 720))
        window.advance(by: 0.1)
        assertSnapshot(of: scene.renderer, as: .svg, named: "5-dismissing")
        frames.append(scene.frame)

        window.advance(by: 2)
        #expect(scene.lyrics.presentingViewController == nil)
        // Dismissing the front card restores the first frame exactly.
        #expect(scene.renderer.svg == oneCard)
        #expect(scene.reference.failures.isEmpty, "\(scene.reference.failures)")

        let strip = SVGFilmstrip(
            frames: frames,
            labels: ["presented", "presenting +0.15 s", "stacked", "dragging", "released +0.1 s"],
            background: .white)
        assertSnapshot(of: strip.document, named: "filmstrip", pathExtension: "svg")
    }
}
