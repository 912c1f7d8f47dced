import CardDeckSVG
import CardDeckViews

/// The cost of drawing the card-drag scene as SVG: one document per frame.
@MainActor
enum SVGBenchmarks {
    static let sizes = [100, 1_000]

    /// Prints `svg.carddrag.nN` (a whole frame of the dragged three-card stack with an SVG
    /// renderer attached, to compare with `frame.carddrag.nN` without it) and
    /// `svg.carddrag.nN.bytes` (the size of one document) for each size.
    static func run(filter: String?) {
        for size in sizes {
            let name = "svg.carddrag.n\(size)"
            guard filter.map({ name.contains($0) }) ?? true else { continue }
            let scene = CardDragScene(nodeCount: size)
            let renderer = SVGRenderer()
            scene.window.attach(renderer)
            let median = medianNanoseconds(runs: 51, batch: 20) { scene.step() }
            print("\(name) \(format(median / 1_000)) µs")
            print("\(name).bytes \(renderer.statistics.byteCount) B")
        }
    }

    private static func format(_ value: Double) -> String {
        String(Double((value * 100).rounded()) / 100)
    }
}
