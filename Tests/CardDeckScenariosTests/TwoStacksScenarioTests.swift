import CardDeck
import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Two stacks: presentation contexts in a split view's tour", .isolatedDiagnostics)
struct TwoStacksScenarioTests {
    @Test("each step leaves the two stacks where its caption says")
    func everyStep() throws {
        let played = PlayedScenario(TwoStacksScenario())
        let summaries = try played.play()
        for s in summaries { print("SUMMARY", s) }
        #expect(summaries.count == 7)
    }
}
