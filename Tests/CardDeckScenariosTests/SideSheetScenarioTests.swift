import CardDeck
import CardDeckScenarios
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@MainActor
@Suite("Side sheet: the leading edge and right-to-left", .isolatedDiagnostics)
struct SideSheetScenarioTests {
    @Test("each step leaves the sheet where its caption says")
    func everyStep() throws {
        let played = PlayedScenario(SideSheetScenario())
        #expect(
            try played.play() == [
                "side sheet: dismissed · left-to-right",
                "side sheet: x 0…280 · left-to-right",
                "side sheet: x 110…390 · right-to-left",
                "side sheet: dismissed · right-to-left",
                "side sheet: x 110…390 · right-to-left",
                "side sheet: dismissed · right-to-left",
                "side sheet: dismissed · left-to-right",
            ])
        #expect(Diagnostics.warnings.isEmpty)
    }

    @Test("from the right, the sheet rounds its left corners and carries its grabber there")
    func chromeFromTheRight() throws {
        let played = PlayedScenario(SideSheetScenario())
        try played.play(0..<3)
        let card = try #require(TourPlayer.frontmostNode(named: "card", in: played.window))
        #expect(card.maskedCorners == .left)
        let handle = try #require(TourPlayer.frontmostNode(named: "card.handle", in: played.window))
        // The 50 pt target centred 8 pt inside the sheet's left edge.
        #expect(handle.frame.midX == 8)
        #expect(handle.subviews.first?.frame.size == Size(width: 5, height: 36))
    }
}
