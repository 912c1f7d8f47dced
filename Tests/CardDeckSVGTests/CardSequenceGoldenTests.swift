import CardDeck
import CardDeckSVG
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@MainActor
@Suite("Golden SVG frames of a stacked card", .isolatedDiagnostics)
struct CardSequenceGoldenTests {
    @Test("present, drag and dismiss a stacked card: the reference scene's tour")
    func presentDragDismiss() throws {
        let scene = ReferenceScene()
        let renderer = SVGRenderer()
        // The tree kept from the mutations alone: every commit must describe the change fully.
        let reference = MirrorHost()
        scene.window.attach(renderer)
        scene.window.attach(reference)
        var frames: [SVGFrame] = []
        var oneCard = ""
        try scene.playTour { step in
            switch step.name {
            case "1-one-card":
                oneCard = renderer.svg
                assertSnapshot(of: oneCard, named: step.name, pathExtension: "svg")
            case "6-dismissed":
                // Dismissing the front card restores the first frame exactly.
                #expect(renderer.svg == oneCard)
                return
            default:
                assertSnapshot(of: renderer, as: .svg, named: step.name)
            }
            frames.append(try #require(renderer.latestFrame))
        }
        #expect(scene.lyrics.presentingViewController == nil)
        #expect(reference.failures.isEmpty, "\(reference.failures)")

        let strip = SVGFilmstrip(
            frames: frames,
            labels: ["presented", "presenting +0.15 s", "stacked", "dragging", "released +0.1 s"],
            background: .white)
        assertSnapshot(of: strip.document, named: "filmstrip", pathExtension: "svg")
    }
}
