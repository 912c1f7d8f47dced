import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeckSVG

@MainActor
@Suite("SVG renderer: bad input", .isolatedDiagnostics)
struct SVGBadInputTests {
    @Test("a zero-size node draws nothing itself, but its subviews unless it clips")
    func zeroSize() {
        let scene = RenderedWindow()
        let empty = scene.add(Rect(x: 20, y: 20, width: 0, height: 30), fill: .black)
        empty.border = Border(width: 2)
        empty.text = TextContent("hidden")
        scene.add(Rect(x: 0, y: 0, width: 10, height: 10), fill: .white, to: empty)
        let svg = scene.frame()
        #expect(!svg.contains("#000000") && !svg.contains("hidden"))
        #expect(
            lines(of: svg, containing: "<rect") == [
                "<rect x=\"20\" y=\"20\" width=\"10\" height=\"10\" fill=\"#FFFFFF\"/>"
            ])
        empty.clipsToBounds = true
        let clipped = scene.frame()
        #expect(!clipped.contains("<rect"))
        #expect(scene.renderer.statistics.omittedNodeCount == 1)
    }

    @Test("geometry that overflows to infinity leaves the subtree out, never writing nan or inf")
    func overflow() {
        let scene = RenderedWindow()
        let node = scene.add(Rect(x: 0, y: 0, width: 10, height: 10), fill: .black, name: "huge")
        node.transform = AffineTransform2D(scaleX: 1e308, y: 1e308)
        scene.add(Rect(x: 0, y: 0, width: 5, height: 5), fill: .white, to: node)
        let svg = scene.frame()
        #expect(!svg.contains("huge"))
        #expect(scene.renderer.statistics.omittedNodeCount == 1)
        #expect(!svg.lowercased().contains("nan") && !svg.lowercased().contains("inf"))
    }

    @Test("a NaN frame is refused by the node, and the document never shows it")
    func nanFrame() {
        let scene = RenderedWindow()
        let node = scene.add(Rect(x: 10, y: 10, width: 20, height: 20), fill: .black)
        node.frame = Rect(x: .nan, y: 0, width: .nan, height: 5)
        node.center = Point(x: .nan, y: .infinity)
        let svg = scene.frame()
        #expect(
            lines(of: svg, containing: "<rect") == [
                "<rect x=\"10\" y=\"10\" width=\"20\" height=\"20\" fill=\"#000000\"/>"
            ])
        #expect(!svg.lowercased().contains("nan"))
    }

    @Test(
        "the tests' well-formedness check catches broken documents",
        arguments: ["<a><b></a>", "<a>", "<a>x & y</a>", "<a>1 > 0</a>", "<a b=\"c/>", "</a>"])
    func wellFormednessCheck(document: String) {
        #expect(wellFormednessProblem(in: document) != nil)
    }

    @Test("huge but finite frames are clamped to ±1e9 points")
    func huge() {
        let scene = RenderedWindow()
        scene.add(Rect(x: -1e300, y: 0, width: 1e300, height: 50), fill: .black)
        scene.add(Rect(x: 1e20, y: 1e20, width: 1e18, height: 1e18), fill: .white)
        let svg = scene.frame()
        #expect(
            lines(of: svg, containing: "<rect") == [
                "<rect x=\"-1000000000\" y=\"0\" width=\"1000000000\" height=\"50\" fill=\"#000000\"/>",
                "<rect x=\"1000000000\" y=\"1000000000\" width=\"1000000000\" height=\"1000000000\" "
                    + "fill=\"#FFFFFF\"/>",
            ])
    }

    @Test("a colour overshooting 0…1 mid-spring is clamped")
    func overshootingColour() throws {
        let scene = RenderedWindow()
        let node = scene.add(Rect(x: 0, y: 0, width: 10, height: 10), fill: .black)
        scene.frame()
        ViewNode.animate(with: Spring(response: 0.3, dampingRatio: 0.2)) {
            node.backgroundColor = .white
        }
        var sawOvershoot = false
        for _ in 0..<60 {
            let svg = scene.frame()
            let red = try #require(node.presentation.backgroundColor?.red)
            if red > 1 {
                sawOvershoot = true
                #expect(
                    lines(of: svg, containing: "<rect") == [
                        "<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"#FFFFFF\"/>"
                    ])
            }
        }
        #expect(sawOvershoot)
    }

    @Test("emoji, combining marks and XML's special characters survive in text and names")
    func specialText() {
        let scene = RenderedWindow()
        let label = scene.add(Rect(x: 0, y: 0, width: 200, height: 40), name: "a\"<b>&'c")
        label.text = TextContent("👋🏽 <Tom & \"Jerry\"> café e\u{301}\u{7}")
        let svg = scene.frame()
        #expect(svg.contains("data-name=\"a&quot;&lt;b&gt;&amp;&apos;c\""))
        #expect(
            svg.contains(">👋🏽 &lt;Tom &amp; &quot;Jerry&quot;&gt; café e\u{301}\u{FFFD}</tspan>"))
        #expect(wellFormednessProblem(in: svg) == nil)
    }

    @Test("a window of zero size gives a valid empty document")
    func zeroWindow() {
        let scene = RenderedWindow(size: Size(width: -5, height: .nan))
        scene.add(Rect(x: 0, y: 0, width: 10, height: 10), fill: .black)
        let svg = scene.frame()
        #expect(svg.contains("width=\"0\" height=\"0\" viewBox=\"0 0 0 0\""))
        #expect(wellFormednessProblem(in: svg) == nil)
    }
}
