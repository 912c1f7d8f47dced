import CardDeckTerminal
import CardDeckViews

/// The cost and the bytes of drawing the card-drag scene in a 200 × 60 terminal.
@MainActor
enum TerminalBenchmarks {
    static let sizes = [100, 1_000, 10_000]

    /// Prints, for each size, on a 200 × 60 cell terminal (a 1,600 × 960 point window):
    /// - `terminal.carddrag.nN`: a whole frame of the dragged stack with the renderer attached;
    /// - `.render`: the renderer's own share (damage, raster, compose, compare, encode), its
    ///   median per frame;
    /// - `.bytes`: bytes written per frame, the mean over the timed frames;
    /// - `.repaint`: the bytes of one full repaint of the same screen, and the ratio;
    /// - `.elided`: the share of cells left alone, the mean over the timed frames;
    /// - `.rasterized`: the share of cells rasterized again, the mean.
    ///
    /// For N = 1,000 it also prints `terminal.fullraster.n1000.render`, the same frames with
    /// every cell rasterized (as before damage tracking), the damage-driven frame's share of
    /// it, and the bytes per frame with run-length codes for blanks only
    /// (`.bytes_rle_blanks`, as in tmux) and for every character (`.bytes_rle_all`).
    static func run(filter: String?) {
        for size in sizes {
            let name = "terminal.carddrag.n\(size)"
            guard filter.map({ name.contains($0) || "terminal.fullraster".contains($0) }) ?? true
            else { continue }
            let damaged = measure(TerminalScene(nodeCount: size))
            print("\(name) \(format(damaged.frame / 1_000)) µs")
            print("\(name).render \(format(damaged.render * 1e6)) µs")
            print("\(name).bytes \(format(damaged.bytes)) B")
            print(
                "\(name).repaint \(damaged.repaint) B "
                    + "(\(format(100 * damaged.bytes / Double(damaged.repaint))) %)")
            print("\(name).elided \(format(100 * damaged.elided)) %")
            print("\(name).rasterized \(format(100 * damaged.rasterized)) %")
            guard size == 1_000 else { continue }
            let scene = TerminalScene(nodeCount: size)
            scene.renderer.forcesFullRaster = true
            let full = measure(scene)
            print("terminal.fullraster.n1000.render \(format(full.render * 1e6)) µs")
            print(
                "terminal.carddrag.n1000.render_share "
                    + "\(format(100 * damaged.render / full.render)) % of the full raster")
            for codes in [TerminalRunLengthCodes.blanks, .all] {
                let encoded = measure(TerminalScene(nodeCount: size, runLengthCodes: codes))
                print(
                    "terminal.carddrag.n1000.bytes_rle_\(codes.rawValue) \(format(encoded.bytes)) B"
                )
            }
        }
    }

    /// Times a scene's frames: the whole frame's median (ns), the renderer's median (s), and
    /// the means of bytes, elided and rasterized shares.
    private static func measure(_ scene: TerminalScene) -> (
        frame: Double, render: Double, bytes: Double, repaint: Int, elided: Double,
        rasterized: Double
    ) {
        let renderer = scene.renderer
        var bytes = 0
        var elided = 0.0
        var rasterized = 0.0
        var frames = 0
        var renderSamples: [Double] = []
        let cells = Double(200 * 60)
        let median = medianNanoseconds(runs: 51, batch: 20) {
            scene.step()
            bytes += renderer.statistics.byteCount
            elided += renderer.statistics.elidedFraction
            rasterized += Double(renderer.statistics.rasterizedCellCount) / cells
            renderSamples.append(renderer.statistics.renderDuration)
            frames += 1
        }
        renderSamples.sort()
        let count = Double(frames)
        return (
            median, renderSamples[renderSamples.count / 2], Double(bytes) / count,
            scene.repaintByteCount(), elided / count, rasterized / count
        )
    }

    /// Runs `frames` frames of the scene with `nodeCount` nodes per card and a terminal
    /// renderer attached (rasterizing every cell when `fullRaster`); used under valgrind to
    /// count heap allocations and instructions per frame.
    static func frames(
        _ frames: Int, nodeCount: Int = 1_000, fullRaster: Bool = false,
        colorMode: TerminalColorMode = .trueColor
    ) {
        let scene = TerminalScene(nodeCount: nodeCount, colorMode: colorMode)
        scene.renderer.forcesFullRaster = fullRaster
        var rasterized = 0
        for _ in 0..<frames {
            scene.step()
            rasterized += scene.renderer.statistics.rasterizedCellCount
        }
        print(
            "ran \(frames) frames, \(scene.renderer.statistics.totalByteCount) bytes, "
                + "\(rasterized) cells rasterized")
    }

    private static func format(_ value: Double) -> String {
        String(Double((value * 100).rounded()) / 100)
    }
}
