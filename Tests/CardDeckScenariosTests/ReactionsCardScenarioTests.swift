import CardDeck
import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Reactions card: the draggable card's tour", .isolatedDiagnostics)
struct ReactionsCardScenarioTests {
    @Test("each step leaves the card where its caption says")
    func everyStep() throws {
        let played = PlayedScenario(ReactionsCardScenario())
        // One row per step, in tour order: 390 × 844 window, safe area 47 / 34, so normal
        // rests at 445.5 and expanded at 77 (see the DraggableCard article).
        #expect(
            try played.play() == [
                "reactions: dismissed",  // the status screen
                "reactions: normal, top 445.5, dimmer 0.7",  // tap the button
                "reactions: expanded, top 77, dimmer 0.7",  // drag up
                "reactions: normal, top 623.67, dimmer 0.39",  // held below normal
                "reactions: normal, top 445.5, dimmer 0.7",  // let go slowly
                "reactions: dismissed",  // flick down
                "reactions: normal, top 445.5, dimmer 0.7",  // tap again
                "reactions: dismissed",  // tap outside
                "reactions: normal, top 445.5, dimmer 0.7",  // and again
                "reactions: dismissed",  // tap the handle
                "reactions: normal, top 445.5, dimmer 0.7",  // once more
                "reactions: expanded, top 77, dimmer 0.7",  // from code
            ])
    }

    @Test("the tour ends expanded, read through the public API")
    func finalState() throws {
        let played = PlayedScenario(ReactionsCardScenario())
        try played.play()
        let reactions = try #require(played.scenario.reactions)
        let card = try #require(reactions.cardPresentationController)
        #expect(reactions.presentingViewController === played.scenario.status)
        #expect(card.selectedDetentIdentifier == .expanded)
        #expect(card.detents.map(\.identifier) == [.normal, .expanded])
        #expect(rounded(card.presentedCardFrame) == Rect(x: 0, y: 77, width: 390, height: 767))
        #expect(played.scenario.summary == "reactions: expanded, top 77, dimmer 0.7")
    }

    @Test("the dimmer follows the held card: 0.7 · (1 − (t − F)/F) below normal")
    func dimmerFollowsTheDrag() throws {
        let played = PlayedScenario(ReactionsCardScenario())
        let hold = played.step("Drag it down")
        try played.play(0..<(hold + 1))
        let card = try #require(played.scenario.reactions?.cardPresentationController)
        let dimmer = try #require(
            card.containerView?.subviews.first { $0.accessibilityIdentifier == "card.dimmer" })
        let t = card.presentedCardFrame.minY - 47
        let f = (763.0 + 34) / 2
        #expect(t > f)
        #expect(abs(dimmer.presentation.alpha - 0.7 * (1 - (t - f) / f)) < 1e-9)
        #expect(played.window.activeTouches.count == 1)  // still held
    }

    @Test("every step finds what it aims at and leaves no warning")
    func noWarnings() throws {
        let before = Diagnostics.warnings
        try PlayedScenario(ReactionsCardScenario()).play()
        #expect(Diagnostics.warnings == before)
    }
}
