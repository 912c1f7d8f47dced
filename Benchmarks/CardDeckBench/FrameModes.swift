import Foundation

/// What the frame-count modes take besides their count.
struct FrameModeOptions: Sendable {
    /// `--nodes K`: content nodes per card, ≥ 1; default 1,000.
    var nodeCount = 1_000
    /// `--frame-rate R`: the window's frames per second once the scene is set up, 1–1,000;
    /// default 120. The scene's events keep their times, so doubling the rate doubles the frames
    /// between the same events.
    var frameRate = 120.0
    /// `--full-raster`: the terminal renderer rasterizes every cell of every frame.
    var fullRaster = false
    /// `--palette256`: the terminal renderer writes the 256-colour palette.
    var palette256 = false
    /// `--inspect`: the web scene runs with the inspector on.
    var inspects = false
}

/// The frame-count modes: each runs one scene for a count given on the command line and
/// prints `ran … F frames …`, F being the frames run after set-up. Run under valgrind for two
/// counts (Benchmarks/run-suite.sh), the difference cancels set-up: heap allocations or
/// instructions per frame.
///
/// Scenes driven by events (a resize, a flick, a present/dismiss cycle) count events; run at
/// 120 and 240 Hz with the same count, the difference is per frame between events; run at
/// 120 Hz with two counts, it is per event.
@MainActor
enum FrameModes {
    static let all: [(flag: String, run: @MainActor (Int, FrameModeOptions) -> Void)] = [
        ("--steady-frames", { count, _ in FrameBenchmarks.steadyFrames(count) }),
        ("--scroll-frames", { count, _ in FrameBenchmarks.scrollFrames(count) }),
        ("--card-drag-frames", { count, options in cardDragFrames(count, options) }),
        ("--detent-drag-frames", { count, options in detentDragFrames(count, options) }),
        (
            "--terminal-frames",
            { count, options in
                TerminalBenchmarks.frames(
                    count, nodeCount: options.nodeCount, fullRaster: options.fullRaster,
                    colorMode: options.palette256 ? .palette256 : .trueColor)
            }
        ),
        (
            "--terminal-session-reports",
            { count, options in
                let scene = TerminalSessionScene(reports: count, nodeCount: options.nodeCount)
                print("ran \(count) drag reports, \(scene.run()) bytes")
            }
        ),
        (
            "--terminal-session-detent-reports",
            { count, options in
                let scene = TerminalSessionScene(
                    reports: count, nodeCount: options.nodeCount, drag: .detents)
                print("ran \(count) detent drag reports, \(scene.run()) bytes")
            }
        ),
        (
            "--web-frames",
            { count, options in
                WebBenchmarks.frames(
                    count, nodeCount: options.nodeCount, inspects: options.inspects)
            }
        ),
        ("--sheet-resizes", sheetResizes),
        ("--scroll-flicks", scrollFlicks),
        ("--present-cycles", presentCycles),
    ]

    /// The flags that name a mode, each followed by its count.
    static var flags: Set<String> { Set(all.map(\.flag)) }

    /// Runs the mode named on the command line, if any, and exits.
    static func runIfRequested(_ arguments: [String]) {
        var options = FrameModeOptions()
        if let nodes = value(of: "--nodes", in: arguments) {
            guard let count = Int(nodes), count >= 1 else { fail("--nodes needs a count ≥ 1") }
            options.nodeCount = count
        }
        if let rate = value(of: "--frame-rate", in: arguments) {
            guard let frameRate = Double(rate), (1...1_000).contains(frameRate) else {
                fail("--frame-rate needs 1…1000")
            }
            options.frameRate = frameRate
        }
        options.fullRaster = arguments.contains("--full-raster")
        options.palette256 = arguments.contains("--palette256")
        options.inspects = arguments.contains("--inspect")
        for mode in all {
            guard arguments.contains(mode.flag) else { continue }
            guard let count = value(of: mode.flag, in: arguments).flatMap({ Int($0) }), count >= 0
            else { fail("\(mode.flag) needs a count") }
            mode.run(count, options)
            exit(0)
        }
    }

    /// `count` frames of dragging the front card of the three-card stack.
    static func cardDragFrames(_ count: Int, _ options: FrameModeOptions) {
        let scene = CardDragScene(nodeCount: options.nodeCount)
        for _ in 0..<count { scene.step() }
        print("ran", count, "frames,", scene.host.mutationCount, "mutations")
    }

    /// `count` frames of dragging a draggable card between its detents.
    static func detentDragFrames(_ count: Int, _ options: FrameModeOptions) {
        let scene = DetentDragScene(nodeCount: options.nodeCount)
        for _ in 0..<count { scene.step() }
        print("ran", count, "frames,", scene.host.mutationCount, "mutations")
    }

    /// `count` resizes of the fitted sheet.
    static func sheetResizes(_ count: Int, _ options: FrameModeOptions) {
        let scene = SheetResizeScene(nodeCount: options.nodeCount)
        scene.window.frameRate = options.frameRate
        let start = scene.window.frameCount
        for _ in 0..<(count * SheetResizeScene.ticksPerResize) { scene.step() }
        print(
            "ran \(count) resizes, \(scene.window.frameCount - start) frames at "
                + "\(options.frameRate) Hz, \(scene.host.mutationCount) mutations")
    }

    /// `count` flicks of the 1,000-row scroll view, each until the content stops.
    static func scrollFlicks(_ count: Int, _ options: FrameModeOptions) {
        let scene = ScrollScene()
        scene.window.frameRate = options.frameRate
        let start = scene.window.frameCount
        scene.runFlicks(count)
        print(
            "ran \(count) flicks, \(scene.window.frameCount - start) frames at "
                + "\(options.frameRate) Hz, offset \(scene.scrollView.contentOffset.y)")
    }

    /// `count` present/dismiss cycles.
    static func presentCycles(_ count: Int, _ options: FrameModeOptions) {
        let scene = PresentDismissScene(nodeCount: options.nodeCount)
        scene.window.frameRate = options.frameRate
        let start = scene.window.frameCount
        scene.runCycles(count)
        print(
            "ran \(count) cycles, \(scene.window.frameCount - start) frames at "
                + "\(options.frameRate) Hz, \(scene.host.mutationCount) mutations")
    }

    private static func value(of flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
            return nil
        }
        return arguments[index + 1]
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("carddeck-bench: \(message)\n".utf8))
        exit(64)
    }
}
