import CardDeckSVG
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("SVG filmstrip", .isolatedDiagnostics)
struct SVGFilmstripTests {
    /// Two frames of a 100×50 window: a clipped card, then the same card moved.
    func frames() -> [SVGFrame] {
        let scene = RenderedWindow(size: Size(width: 100, height: 50))
        let card = scene.add(Rect(x: 10, y: 10, width: 40, height: 30), fill: .black)
        card.clipsToBounds = true
        scene.add(Rect(x: 0, y: 0, width: 80, height: 10), fill: .white, to: card)
        scene.frame()
        let first = scene.renderer.latestFrame!
        card.frame = Rect(x: 50, y: 10, width: 40, height: 30)
        scene.frame()
        return [first, scene.renderer.latestFrame!]
    }

    @Test("defaults: no captions, a 16 pt gap, 14 pt captions, no background")
    func defaults() {
        let strip = SVGFilmstrip(frames: [])
        #expect(strip.labels.isEmpty)
        #expect(strip.gap == 16)
        #expect(strip.labelFontSize == 14)
        #expect(strip.background == nil)
        #expect(strip.size == Size(width: 16, height: 32))
    }

    @Test("frames sit side by side with the gap around and between, each clipped to its window")
    func layout() {
        let strip = SVGFilmstrip(frames: frames(), gap: 10, background: .white)
        #expect(strip.size == Size(width: 230, height: 70))
        let svg = strip.document
        #expect(
            lines(of: svg, containing: "<svg") == [
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"230\" height=\"70\" "
                    + "viewBox=\"0 0 230 70\" font-family=\"system-ui, -apple-system, Helvetica, "
                    + "Arial, sans-serif\">",
                "<svg id=\"f0\" x=\"10\" y=\"10\" width=\"100\" height=\"50\" viewBox=\"0 0 100 50\">",
                "<svg id=\"f1\" x=\"120\" y=\"10\" width=\"100\" height=\"50\" viewBox=\"0 0 100 50\">",
            ])
        #expect(
            lines(of: svg, containing: "fill=\"#FFFFFF\"").first
                == "<rect width=\"230\" height=\"70\" fill=\"#FFFFFF\"/>")
        #expect(wellFormednessProblem(in: svg) == nil)
    }

    @Test("identifiers are prefixed per frame, so every reference stays unique")
    func identifiers() {
        let svg = SVGFilmstrip(frames: frames()).document
        #expect(
            lines(of: svg, containing: "clip-path=") == [
                "<g clip-path=\"url(#f0-n1-clip)\">", "<g clip-path=\"url(#f1-n1-clip)\">",
            ])
        let ids = svg.split(separator: " ").filter { $0.hasPrefix("id=") }
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == 10)
    }

    @Test("captions are centred under their frames and escaped; missing ones are skipped")
    func captions() {
        let strip = SVGFilmstrip(frames: frames(), labels: ["<start> & go"], labelFontSize: 10)
        #expect(strip.size == Size(width: 248, height: 102))
        #expect(
            lines(of: strip.document, containing: "<text") == [
                "<text x=\"66\" y=\"80.5\" font-size=\"10\" text-anchor=\"middle\" fill=\"#3C3C43\" "
                    + "xml:space=\"preserve\">&lt;start&gt; &amp; go</text>"
            ])
        let extra = SVGFilmstrip(frames: [], labels: ["ignored"])
        #expect(!extra.document.contains("ignored"))
    }

    @Test(
        "a negative or non-finite gap counts as 0; a bad caption size as 14",
        arguments: [-4.0, .nan, .infinity])
    func badValues(value: Double) {
        let strip = SVGFilmstrip(
            frames: frames(), labels: ["a", "b"], gap: value, labelFontSize: value)
        #expect(strip.size == Size(width: 200, height: 78))
        #expect(!strip.document.lowercased().contains("nan"))
    }
}
