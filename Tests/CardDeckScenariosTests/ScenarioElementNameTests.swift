import CardDeckScenarios
import CardDeckViews
import Testing

/// Every element a screen reader reaches in a scenario has a name, at every step of its tour:
/// the web page names its DOM element with it, and an element named "" is read as nothing
/// (scenario 2's "Preferred height" line was, on the web).
@MainActor
@Suite("Scenario elements are named", .isolatedDiagnostics)
struct ScenarioElementNameTests {
    @Test(arguments: ScenarioCatalog.all.map(\.identifier))
    func everyElementIsNamed(identifier: String) throws {
        let descriptor = try #require(ScenarioCatalog.scenario(named: identifier))
        try check(descriptor.make())
    }

    private func check<S: Scenario>(_ scenario: S) throws {
        let played = PlayedScenario(scenario)
        var unnamed: Set<String> = []
        for index in scenario.tour.indices {
            try played.play(index..<(index + 1))
            for element in played.window.accessibility.elements where element.label.isEmpty {
                unnamed.insert(
                    "step \(index): \(element.identifier ?? "node \(element.nodeID)")")
            }
        }
        #expect(unnamed.isEmpty, "\(unnamed.sorted())")
    }
}
