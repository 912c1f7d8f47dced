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
        // One row per step, in tour order: 390 × 844 window, safe area 47 / 34; the divider
        // (8 pt) splits it into panes 0…191 and 199…390, then 0…131 and 139…390. The place
        // (draggable card) rests at normal, 445.5; the message (stacked card) at 47 + 16,
        // the reply over it at 47 + 32.
        #expect(
            try played.play() == [
                "mail: none · map: none",  // two panes
                "mail: none · map: place normal (front x 199…390, top 445.5)",  // tap a pin
                "mail: message (front x 0…191, top 63) · map: place normal (front x 199…390, "
                    + "top 445.5)",  // tap a mail, past the map's dimmer
                "mail: message, reply (front x 0…191, top 79) · map: place normal (front x "
                    + "199…390, top 445.5)",  // Reply stacks
                "mail: message, reply (front x 0…131, top 79) · map: place normal (front x "
                    + "139…390, top 445.5)",  // the divider moved 60 pt left
                "mail: message, reply (front x 0…131, top 79) · map: none",  // tap the dimmer
                "mail: message (front x 0…131, top 63) · map: none",  // flick the reply
            ])
    }

    @Test("the tour ends with the inbox's stack in its pane, the map's pane clear")
    func finalState() throws {
        let played = PlayedScenario(TwoStacksScenario())
        try played.play()
        let window = played.window
        let root = try #require(window.rootViewController)
        let mailbox = root.children[0]
        let map = root.children[1]
        #expect(mailbox.definesPresentationContext && map.definesPresentationContext)
        #expect(root.presentedViewController == nil)
        let message = try #require(mailbox.presentedViewController)
        #expect(message.presentingViewController === mailbox)
        let card = try #require(message.cardPresentationController)
        #expect(card.containerView?.frame == Rect(x: 0, y: 0, width: 131, height: 844))
        #expect(mailbox.view.frame == Rect(x: 16, y: 47, width: 99, height: 797))
        #expect(map.presentedViewController == nil)
        #expect(map.view.frame == Rect(x: 139, y: 0, width: 251, height: 844))
        #expect(played.scenario.summary == "mail: message (front x 0…131, top 63) · map: none")
    }

    @Test("every step finds what it aims at and leaves no warning")
    func noWarnings() throws {
        let before = Diagnostics.warnings
        try PlayedScenario(TwoStacksScenario()).play()
        #expect(Diagnostics.warnings == before)
    }
}
