import CardDeckScenarios
import CardDeckViews

/// A scenario installed in a window as the demo builds it, ready to play its tour headless.
@MainActor
struct PlayedScenario<S: Scenario> {
    let scenario: S
    let window: Window
    let player: TourPlayer

    init(_ scenario: S, options: DemoOptions = DemoOptions()) {
        self.scenario = scenario
        window = ScriptedDemo.makeWindow(for: options)
        scenario.install(in: window)
        player = TourPlayer(window: window)
    }

    /// Plays the steps in `range` (default all of them) and returns the summary after each.
    @discardableResult
    func play(_ range: Range<Int>? = nil) throws -> [String] {
        let tour = scenario.tour
        var summaries: [String] = []
        for index in range ?? tour.indices {
            try player.perform(tour[index], index: index)
            summaries.append(scenario.summary)
        }
        return summaries
    }

    /// The index of the step whose caption starts with `prefix`.
    func step(_ prefix: String) -> Int {
        scenario.tour.firstIndex { $0.caption.hasPrefix(prefix) } ?? -1
    }
}

/// A value rounded to 1e-6, for frames that springs leave a hair from their targets.
func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }

/// A rectangle rounded to 1e-6 pt.
func rounded(_ rect: Rect) -> Rect {
    Rect(
        x: rounded(rect.minX), y: rounded(rect.minY), width: rounded(rect.width),
        height: rounded(rect.height))
}
