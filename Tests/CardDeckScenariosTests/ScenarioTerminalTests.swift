import CardDeckScenarios
import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

/// A host that, after the renderers attached before it drew a commit, checks that the
/// damage-driven one shows exactly what the one rasterizing everything shows.
@MainActor
final class EquivalenceCheck: HostRenderer {
    let damaged: TerminalRenderer
    let full: TerminalRenderer
    private(set) var frames = 0
    private(set) var mismatches: [String] = []

    init(in window: Window, configuration: TerminalConfiguration) {
        damaged = TerminalRenderer(configuration: configuration)
        full = TerminalRenderer(configuration: configuration)
        full.forcesFullRaster = true
        window.attach(damaged)
        window.attach(full)
        window.attach(reference)
        window.attach(self)
    }

    /// The tree kept from the mutations alone: every commit must describe the change fully.
    let reference = MirrorHost()

    func apply(_ mutations: [Mutation], in window: Window) {
        frames += 1
        guard mismatches.count < 3 else { return }
        if damaged.screen != full.screen || !damaged.mirrorMatches(window) {
            mismatches.append("frame \(frames) at \(window.time)")
        } else if let failure = reference.failures.first {
            mismatches.append("frame \(frames): mutations incomplete: \(failure)")
        }
    }
}

@MainActor
@Suite("The scenarios in a terminal", .isolatedDiagnostics)
struct ScenarioTerminalTests {
    /// Every frame of every tour, in a phone window centred on a terminal as the live demo
    /// shows it, in both colour modes: damage-driven frames equal full rasters. The terminal
    /// is narrow and the frames run at 30 Hz, since the full raster this compares against is
    /// slow in a debug build (the tours still take every step, gestures included).
    @Test(
        "damage-driven frames equal full rasters through every tour",
        arguments: [
            ("reactions-card", TerminalColorMode.trueColor), ("resizable-sheet", .trueColor),
            ("music-stack", .trueColor), ("music-stack", .palette256),
        ])
    func toursDrawExactly(identifier: String, colorMode: TerminalColorMode) throws {
        let descriptor = try #require(ScenarioCatalog.scenario(named: identifier))
        let window = Window(
            size: DemoOptions.defaultSize, safeAreaInsets: DemoOptions().safeAreaInsets)
        let configuration = TerminalPlacement.centered(
            window: window.size, columns: 56, rows: 56, reservingRows: 1,
            in: TerminalConfiguration(colorMode: colorMode))
        window.frameRate = 30
        let check = EquivalenceCheck(in: window, configuration: configuration)
        let scenario = descriptor.make()
        scenario.install(in: window)
        let player = TourPlayer(window: window)
        for (index, step) in scenario.tour.enumerated() {
            try player.perform(step, index: index)
        }
        #expect(check.frames > 50)
        #expect(check.mismatches.isEmpty, "\(check.mismatches)")
    }
}
