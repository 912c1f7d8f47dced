import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeckSVG

@MainActor
@Suite("SVG renderer", .isolatedDiagnostics)
struct SVGRendererTests {
    @Test("before the first commit: an empty document zero points large, no frame, no figures")
    func defaults() {
        let renderer = SVGRenderer()
        #expect(renderer.latestFrame == nil)
        #expect(renderer.statistics == SVGRenderStatistics())
        #expect(renderer.statistics.frameCount == 0 && renderer.statistics.byteCount == 0)
        #expect(renderer.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\""))
        #expect(
            renderer.svg.hasSuffix("viewBox=\"0 0 0 0\" font-family=\"\(fontFamily)\">\n</svg>\n"))
    }

    private let fontFamily = "system-ui, -apple-system, Helvetica, Arial, sans-serif"

    @Test("the document is the window's size, its root is n0, nodes follow in tree order")
    func structure() {
        let scene = RenderedWindow()
        let back = scene.add(Rect(x: 0, y: 0, width: 50, height: 50), fill: .black, name: "back")
        scene.add(Rect(x: 5, y: 5, width: 10, height: 10), fill: .white, name: "inner", to: back)
        scene.add(Rect(x: 60, y: 0, width: 50, height: 50), fill: .systemRed, name: "front")
        let svg = scene.frame()
        #expect(
            svg.hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\" "
                    + "viewBox=\"0 0 200 100\" font-family=\"\(fontFamily)\">\n"))
        let groups = lines(of: svg, containing: "<g id=")
        #expect(
            groups == [
                "<g id=\"n0\" data-name=\"window.root\">", "<g id=\"n1\" data-name=\"back\">",
                "<g id=\"n2\" data-name=\"inner\">", "<g id=\"n3\" data-name=\"front\">",
            ])
        #expect(wellFormednessProblem(in: svg) == nil)
    }

    @Test("a translated node draws at its presented frame in the window, mid-animation too")
    func presentedFrames() throws {
        let scene = RenderedWindow()
        let scroller = scene.add(Rect(x: 20, y: 10, width: 100, height: 80))
        scroller.bounds = Rect(x: 0, y: 30, width: 100, height: 80)
        let row = scene.add(
            Rect(x: 10, y: 40, width: 60, height: 20), fill: .systemBlue, to: scroller)
        scene.frame()
        ViewNode.animate(withDuration: 1, curve: LinearCurve()) {
            row.frame = Rect(x: 10, y: 140, width: 60, height: 20)
        }
        let svg = scene.frame()
        let frame = row.presentedFrameInWindow
        #expect(frame.minY > 20 && frame.minY < 120)
        let rect = try #require(lines(of: svg, containing: "#007AFF").first)
        #expect(
            rect
                == "<rect x=\"30\" y=\"\(SVGFormat.number(frame.minY))\" width=\"60\" height=\"20\" "
                + "fill=\"#007AFF\"/>")
    }

    @Test("opacity sits on the node's group, so a faded node fades its subtree")
    func groupOpacity() {
        let scene = RenderedWindow()
        let card = scene.add(Rect(x: 0, y: 0, width: 100, height: 100), fill: .white)
        scene.add(Rect(x: 10, y: 10, width: 10, height: 10), fill: .black, to: card)
        card.alpha = 0.512
        let svg = scene.frame()
        #expect(lines(of: svg, containing: "opacity") == ["<g id=\"n1\" opacity=\"0.512\">"])
        let groupStart = svg.range(of: "opacity=\"0.512\"")!.lowerBound
        let childStart = svg.range(of: "fill=\"#000000\"")!.lowerBound
        #expect(groupStart < childStart)
    }

    @Test("translucent fills carry fill-opacity; clear and missing fills draw nothing")
    func fills() {
        let scene = RenderedWindow()
        scene.add(Rect(x: 0, y: 0, width: 10, height: 10), fill: Color(white: 0, alpha: 0.4))
        scene.add(Rect(x: 0, y: 0, width: 10, height: 10), fill: .clear)
        scene.add(Rect(x: 0, y: 0, width: 10, height: 10))
        let svg = scene.frame()
        #expect(
            lines(of: svg, containing: "<rect") == [
                "<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"#000000\" fill-opacity=\"0.4\"/>"
            ])
        #expect(lines(of: svg, containing: "<g id=\"n2\"") == ["<g id=\"n2\"/>"])
    }

    @Test(
        "hidden nodes and nodes whose opacity rounds to 0 are left out with their subtrees",
        arguments: [(true, 1.0), (false, 0), (false, 0.0004)])
    func omitted(hidden: Bool, alpha: Double) {
        let scene = RenderedWindow()
        let node = scene.add(Rect(x: 0, y: 0, width: 10, height: 10), fill: .black, name: "gone")
        scene.add(Rect(x: 0, y: 0, width: 5, height: 5), fill: .white, to: node)
        node.isHidden = hidden
        node.alpha = alpha
        let svg = scene.frame()
        #expect(!svg.contains("gone") && !svg.contains("<rect"))
        #expect(scene.renderer.statistics.nodeCount == 1)
        #expect(scene.renderer.statistics.omittedNodeCount == 1)
    }

    @Test("uniform corners are a rect with rx; masked corners are a path")
    func corners() {
        let scene = RenderedWindow()
        let card = scene.add(Rect(x: 10, y: 20, width: 100, height: 40), fill: .white)
        card.cornerRadius = 6
        #expect(
            lines(of: scene.frame(), containing: "#FFFFFF") == [
                "<rect x=\"10\" y=\"20\" width=\"100\" height=\"40\" rx=\"6\" fill=\"#FFFFFF\"/>"
            ])
        card.maskedCorners = .top
        #expect(
            lines(of: scene.frame(), containing: "#FFFFFF") == [
                "<path d=\"M16 20 H104 A6 6 0 0 1 110 26 V60 H10 V26 A6 6 0 0 1 16 20 Z\" "
                    + "fill=\"#FFFFFF\"/>"
            ])
    }

    @Test("a clipping node wraps its text and subviews in a group clipped to its rounded shape")
    func clipping() {
        let scene = RenderedWindow()
        let card = scene.add(Rect(x: 10, y: 20, width: 100, height: 40), fill: .white)
        card.cornerRadius = 6
        card.maskedCorners = .top
        card.clipsToBounds = true
        #expect(!scene.frame().contains("clip"))  // Nothing to clip yet.
        scene.add(Rect(x: 50, y: 20, width: 100, height: 40), fill: .black, to: card)
        let svg = scene.frame()
        #expect(
            lines(of: svg, containing: "clip") == [
                "<clipPath id=\"n1-clip\"><path d=\"M16 20 H104 A6 6 0 0 1 110 26 V60 H10 V26 "
                    + "A6 6 0 0 1 16 20 Z\"/></clipPath>",
                "<g clip-path=\"url(#n1-clip)\">",
            ])
        let clipStart = svg.range(of: "clip-path=")!.lowerBound
        #expect(clipStart < svg.range(of: "fill=\"#000000\"")!.lowerBound)
    }

    @Test("a shadow is a blurred, offset copy of the shape, drawn under the fill")
    func shadow() {
        let scene = RenderedWindow()
        let card = scene.add(Rect(x: 10, y: 20, width: 100, height: 40), fill: .white)
        card.cornerRadius = 6
        card.shadow = Shadow(color: .black, opacity: 0.3, radius: 8, offset: Point(x: 0, y: -3))
        let svg = scene.frame()
        #expect(
            lines(of: svg, containing: "shadow") == [
                "<filter id=\"n1-shadow\" filterUnits=\"userSpaceOnUse\" x=\"-2\" y=\"5\" "
                    + "width=\"124\" height=\"64\"><feGaussianBlur stdDeviation=\"4\"/></filter>",
                "<rect x=\"10\" y=\"17\" width=\"100\" height=\"40\" rx=\"6\" fill=\"#000000\" "
                    + "fill-opacity=\"0.3\" filter=\"url(#n1-shadow)\"/>",
            ])
        #expect(svg.range(of: "filter=")!.lowerBound < svg.range(of: "#FFFFFF")!.lowerBound)
        card.shadow = Shadow(opacity: 0.5, radius: 0, offset: Point(x: 2, y: 2))
        #expect(
            lines(of: scene.frame(), containing: "fill-opacity") == [
                "<rect x=\"12\" y=\"22\" width=\"100\" height=\"40\" rx=\"6\" fill=\"#000000\" "
                    + "fill-opacity=\"0.5\"/>"
            ])
    }

    @Test("a border is the ring inside the shape, above the subviews, following its corners")
    func border() {
        let scene = RenderedWindow()
        let card = scene.add(Rect(x: 10, y: 20, width: 100, height: 40))
        card.cornerRadius = 6
        card.border = Border(width: 2, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        scene.add(Rect(x: 0, y: 0, width: 100, height: 40), fill: .black, to: card)
        let svg = scene.frame()
        #expect(
            lines(of: svg, containing: "evenodd") == [
                "<path d=\"M16 20 H104 A6 6 0 0 1 110 26 V54 A6 6 0 0 1 104 60 H16 "
                    + "A6 6 0 0 1 10 54 V26 A6 6 0 0 1 16 20 Z M16 22 H104 A4 4 0 0 1 108 26 V54 "
                    + "A4 4 0 0 1 104 58 H16 A4 4 0 0 1 12 54 V26 A4 4 0 0 1 16 22 Z\" "
                    + "fill=\"#FF0000\" fill-opacity=\"0.5\" fill-rule=\"evenodd\"/>"
            ])
        #expect(svg.range(of: "#000000")!.lowerBound < svg.range(of: "evenodd")!.lowerBound)
        card.border = Border(width: 20, color: .systemBlue)
        #expect(
            lines(of: scene.frame(), containing: "#007AFF") == [
                "<rect x=\"10\" y=\"20\" width=\"100\" height=\"40\" rx=\"6\" fill=\"#007AFF\"/>"
            ])
    }

    @Test(
        "text lines are centred as a block; alignment picks the anchor",
        arguments: [
            (TextContent.Alignment.leading, "", "10"), (.center, " text-anchor=\"middle\"", "60"),
            (.trailing, " text-anchor=\"end\"", "110"),
        ])
    func text(alignment: TextContent.Alignment, anchor: String, x: String) {
        let scene = RenderedWindow()
        let label = scene.add(Rect(x: 10, y: 20, width: 100, height: 40))
        label.text = TextContent(
            "One\n\nThree", fontSize: 10, isBold: true, color: .systemBlue, alignment: alignment)
        // Three lines of 12 pt centred on y = 40 start at 22; baselines 9.5 pt below each top.
        #expect(
            lines(of: scene.frame(), containing: "<text") == [
                "<text font-size=\"10\" font-weight=\"bold\"\(anchor) fill=\"#007AFF\" "
                    + "xml:space=\"preserve\"><tspan x=\"\(x)\" y=\"31.5\">One</tspan>"
                    + "<tspan x=\"\(x)\" y=\"55.5\">Three</tspan></text>"
            ])
    }

    @Test("a scaled or rotated node draws in its own space through a matrix")
    func transforms() {
        let scene = RenderedWindow()
        let card = scene.add(Rect(x: 50, y: 25, width: 40, height: 20), fill: .black)
        card.transform = AffineTransform2D(scaleX: 2, y: 0.5)
        card.clipsToBounds = true
        card.text = TextContent("Hi")
        #expect(
            lines(of: scene.frame(), containing: "matrix") == [
                "<rect x=\"0\" y=\"0\" width=\"40\" height=\"20\" "
                    + "transform=\"matrix(2 0 0 0.5 30 30)\" fill=\"#000000\"/>",
                "<clipPath id=\"n1-clip\"><rect x=\"0\" y=\"0\" width=\"40\" height=\"20\" "
                    + "transform=\"matrix(2 0 0 0.5 30 30)\"/></clipPath>",
                "<text font-size=\"17\" fill=\"#000000\" transform=\"matrix(2 0 0 0.5 30 30)\" "
                    + "xml:space=\"preserve\"><tspan x=\"0\" y=\"15.95\">Hi</tspan></text>",
            ])
        card.transform = AffineTransform2D(rotationAngle: .pi / 2)
        #expect(
            lines(of: scene.frame(), containing: "<rect")[0]
                == "<rect x=\"0\" y=\"0\" width=\"40\" height=\"20\" "
                + "transform=\"matrix(0 1 -1 0 80 15)\" fill=\"#000000\"/>")
    }

    @Test("frames without changes leave the document alone; statistics follow each commit")
    func statistics() {
        let scene = RenderedWindow()
        let commits = RecordingHost()
        scene.window.attach(commits)
        let node = scene.add(Rect(x: 0, y: 0, width: 10, height: 10), fill: .black)
        scene.add(Rect(x: 0, y: 0, width: 10, height: 10), fill: .white).isHidden = true
        let svg = scene.frame()
        let first = scene.renderer.statistics
        #expect(first.frameCount == 2)
        #expect(first.mutationCount == commits.frames.last?.mutations.count)
        #expect(first.byteCount == svg.utf8.count)
        #expect(first.nodeCount == 2 && first.omittedNodeCount == 1)
        scene.window.advance(by: 1)
        #expect(scene.renderer.svg == svg)
        #expect(scene.renderer.statistics == first)
        node.alpha = 0.5
        let second = scene.frame()
        #expect(scene.renderer.statistics.frameCount == 3)
        #expect(scene.renderer.statistics.mutationCount == 1)
        #expect(
            scene.renderer.statistics.totalByteCount
                == first.totalByteCount + second.utf8.count)
        #expect(scene.renderer.latestFrame?.frameNumber == scene.window.frameCount)
        #expect(scene.renderer.latestFrame?.time == scene.window.time)
    }

    @Test("the same tree gives the same bytes, whatever the node identities")
    func determinism() {
        func build() -> String {
            let scene = RenderedWindow()
            let card = scene.add(Rect(x: 0.123, y: 10, width: 99.999, height: 50), fill: .white)
            card.cornerRadius = 12
            card.maskedCorners = .top
            card.clipsToBounds = true
            card.shadow = Shadow(opacity: 0.2)
            scene.add(Rect(x: 0, y: 0, width: 20, height: 20), fill: .black, to: card)
            return scene.frame()
        }
        _ = ViewNode()  // Shifts every later node identity.
        #expect(build() == build())
    }
}
