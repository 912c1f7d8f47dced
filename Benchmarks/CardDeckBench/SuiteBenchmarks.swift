import CardDeckTerminal

/// The performance suite's timings (run by `Benchmarks/run-suite.sh`): for each scenario the
/// median and the 99th percentile of the cost of one frame, timed frame by frame, plus what the
/// scenario adds (ratio, budget share, bytes, cost per cycle). Names start with `suite.`.
@MainActor
enum SuiteBenchmarks {
    /// A 120 Hz frame, in nanoseconds.
    static let frameBudget = 1e9 / 120
    static let dragSizes = [100, 1_000, 10_000]
    /// The cycles the present/dismiss scenario times.
    static let cycleCount = 1_000

    /// Prints every figure whose name contains `filter` (all without one).
    static func run(filter: String?) {
        func wanted(_ name: String) -> Bool { filter.map { name.contains($0) } ?? true }
        if wanted("suite.carddrag") { cardDrag() }
        if wanted("suite.detentdrag") { detentDrag() }
        if wanted("suite.sheetresize") { sheetResize() }
        if wanted("suite.scroll") { scroll() }
        if wanted("suite.presentdismiss") { presentDismiss() }
        if wanted("suite.terminal") { terminal() }
        if wanted("suite.web") { web() }
    }

    /// `suite.carddrag.nN` for each size: the front card of a three-card stack dragged within its
    /// interactive dismissal (see ``CardDragScene``).
    static func cardDrag() {
        drag("suite.carddrag") { size in
            let scene = CardDragScene(nodeCount: size)
            return { scene.step() }
        }
    }

    /// `suite.detentdrag.nN` for each size: a draggable card dragged between its detents (see
    /// ``DetentDragScene``).
    static func detentDrag() {
        drag("suite.detentdrag") { size in
            let scene = DetentDragScene(nodeCount: size)
            return { scene.step() }
        }
    }

    /// `NAME.nN` for each of ``dragSizes``, the ratio of the medians N = 10,000 / N = 100, and
    /// the share of a 120 Hz frame at N = 1,000.
    private static func drag(_ name: String, scene: (Int) -> () -> Void) {
        var medians: [Int: Double] = [:]
        for size in dragSizes {
            let step = scene(size)
            let times = FrameTimes.measure(frames: 5_000, warmUp: 200, step)
            medians[size] = times.median
            report("\(name).n\(size)", times)
            if size == 1_000 {
                print("\(name).n1000.budget \(format(100 * times.median / frameBudget)) %")
                print("\(name).n1000.budget_p99 \(format(100 * times.p99 / frameBudget)) %")
            }
        }
        if let small = medians[100], let large = medians[10_000] {
            print("\(name).ratio.n10000_over_n100 \(format(large / small)) x")
        }
    }

    /// `suite.sheetresize.n1000`: the fitted sheet animating between 300 and 600 pt.
    static func sheetResize() {
        let scene = SheetResizeScene(nodeCount: 1_000)
        let times = FrameTimes.measure(frames: 100 * SheetResizeScene.ticksPerResize) {
            scene.step()
        }
        report("suite.sheetresize.n1000", times)
    }

    /// `suite.scroll.rows1000`: 1,000 rows flicked, coasting, flicked again; and the mean
    /// frames per flick.
    static func scroll() {
        let scene = ScrollScene()
        let flicks = scene.flickCount
        let times = FrameTimes.measure(frames: 5_000) { scene.step() }
        report("suite.scroll.rows1000", times)
        let perFlick = Double(times.count) / Double(scene.flickCount - flicks)
        print("suite.scroll.rows1000.frames_per_flick \(format(perFlick)) frames")
    }

    /// `suite.presentdismiss.n1000`: per frame within 1,000 present/dismiss cycles, and per cycle
    /// (the presenting and dismissing calls included), and the mean frames per cycle.
    static func presentDismiss() {
        let scene = PresentDismissScene(nodeCount: 1_000)
        var frames = FrameTimes(capacity: cycleCount * 200)
        var cycles = FrameTimes(capacity: cycleCount)
        var cycle = 0.0
        let clock = ContinuousClock()
        let target = scene.cycleCount + cycleCount
        while scene.cycleCount < target {
            let start = clock.now
            scene.step()
            let duration = nanoseconds(clock.now - start)
            frames.append(duration)
            cycle += duration
            if scene.isIdle {
                cycles.append(cycle)
                cycle = 0
            }
        }
        report("suite.presentdismiss.n1000", frames)
        report("suite.presentdismiss.n1000.cycle", cycles)
        let perCycle = Double(frames.count) / Double(cycles.count)
        print("suite.presentdismiss.n1000.frames_per_cycle \(format(perCycle)) frames")
    }

    /// `suite.terminal.n1000`: the card drag drawn on a 200 × 60 terminal; bytes written per
    /// frame (the mean) and those of a full repaint; `suite.terminalfull.n1000`: the same
    /// frames with every cell rasterized, as before damage tracking.
    static func terminal() {
        let scene = TerminalScene(nodeCount: 1_000)
        let before = scene.renderer.statistics.totalByteCount
        let times = FrameTimes.measure(frames: 1_000, warmUp: 0) { scene.step() }
        let bytes = scene.renderer.statistics.totalByteCount - before
        report("suite.terminal.n1000", times)
        print("suite.terminal.n1000.bytes \(format(Double(bytes) / Double(times.count))) B")
        print("suite.terminal.n1000.repaint \(scene.repaintByteCount()) B")
        let full = TerminalScene(nodeCount: 1_000)
        full.renderer.forcesFullRaster = true
        report(
            "suite.terminalfull.n1000", FrameTimes.measure(frames: 1_000, warmUp: 0) { full.step() }
        )
        let palette = TerminalScene(nodeCount: 1_000, colorMode: .palette256)
        report(
            "suite.terminal256.n1000",
            FrameTimes.measure(frames: 1_000, warmUp: 0) { palette.step() })
    }

    /// `suite.web.nN` for N = 100 and 10,000: the card drag with a web host attached and each
    /// frame's patch encoded; bytes and DOM operations per frame (the means).
    static func web() {
        for size in [100, 10_000] {
            let scene = WebScene(nodeCount: size)
            var bytes = 0
            var operations = 0
            let times = FrameTimes.measure(frames: 1_000, warmUp: 0) {
                let patch = scene.step()
                bytes += patch.bytes
                operations += patch.operations
            }
            let frames = Double(times.count)
            report("suite.web.n\(size)", times)
            print("suite.web.n\(size).bytes \(format(Double(bytes) / frames)) B")
            print("suite.web.n\(size).operations \(format(Double(operations) / frames))")
        }
    }

    private static func report(_ name: String, _ times: FrameTimes) {
        print("\(name).median \(format(times.median / 1_000)) µs")
        print("\(name).p99 \(format(times.p99 / 1_000)) µs")
    }

    static func format(_ value: Double) -> String {
        String(Double((value * 100).rounded()) / 100)
    }
}
