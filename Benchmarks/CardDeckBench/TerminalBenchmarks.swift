import CardDeckTerminal
import CardDeckViews

/// The cost and the bytes of drawing the card-drag scene in a 200 × 60 terminal.
@MainActor
enum TerminalBenchmarks {
    static let sizes = [100, 1_000]

    /// Prints, for each size, on a 200 × 60 cell terminal (a 1,600 × 960 point window):
    /// - `terminal.carddrag.nN`: a whole frame of the dragged stack with the renderer attached;
    /// - `.render`: the renderer's own share (draw, compare, encode), its median per frame;
    /// - `.bytes`: bytes written per frame, the mean over the timed frames;
    /// - `.repaint`: the bytes of one full repaint of the same screen, and the ratio;
    /// - `.elided`: the share of cells left alone, the mean over the timed frames.
    static func run(filter: String?) {
        for size in sizes {
            let name = "terminal.carddrag.n\(size)"
            guard filter.map({ name.contains($0) }) ?? true else { continue }
            let scene = TerminalScene(nodeCount: size)
            let renderer = scene.renderer
            var bytes = 0
            var elided = 0.0
            var frames = 0
            var renderSamples: [Double] = []
            let median = medianNanoseconds(runs: 51, batch: 20) {
                scene.step()
                bytes += renderer.statistics.byteCount
                elided += renderer.statistics.elidedFraction
                renderSamples.append(renderer.statistics.renderDuration)
                frames += 1
            }
            renderSamples.sort()
            let repaint = scene.repaintByteCount()
            let perFrame = Double(bytes) / Double(frames)
            print("\(name) \(format(median / 1_000)) µs")
            print("\(name).render \(format(renderSamples[renderSamples.count / 2] * 1e6)) µs")
            print("\(name).bytes \(format(perFrame)) B")
            print("\(name).repaint \(repaint) B (\(format(100 * perFrame / Double(repaint))) %)")
            print("\(name).elided \(format(100 * elided / Double(frames))) %")
        }
    }

    /// Runs `frames` frames of the N = 1,000 scene with a terminal renderer attached; used
    /// under valgrind to count heap allocations and instructions per frame.
    static func frames(_ frames: Int) {
        let scene = TerminalScene(nodeCount: 1_000)
        for _ in 0..<frames { scene.step() }
        print("ran \(frames) frames, \(scene.renderer.statistics.totalByteCount) bytes")
    }

    private static func format(_ value: Double) -> String {
        String(Double((value * 100).rounded()) / 100)
    }
}
