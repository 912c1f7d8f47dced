import CardDeck
import CardDeckScenarios
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@MainActor
@Suite("Reply sheet: the keyboard scenario's tour", .isolatedDiagnostics)
struct ComposeSheetScenarioTests {
    @Test("each step leaves the sheet where its caption says")
    func everyStep() throws {
        let played = PlayedScenario(ComposeSheetScenario())
        // Medium: (844 − 63) / 2 = 390.5 tall, bottom flush at 844. With the 336 pt keyboard
        // up: bottom 508, medium (508 − 63) / 2 = 222.5, large 445.
        #expect(
            try played.play() == [
                "reply: dismissed · 2 messages",
                "reply: medium, bottom 844, keyboard 0, draft \"\" · 2 messages",
                "reply: medium, bottom 508, keyboard 336, draft \"\" · 2 messages",
                "reply: medium, bottom 508, keyboard 336, draft \"On my way!\" · 2 messages",
                "reply: large, bottom 508, keyboard 336, draft \"On my way!\" · 2 messages",
                "reply: dismissed · 3 messages",
            ])
        #expect(played.window.keyboardFrame == nil)
        #expect(played.window.firstResponder == nil)
    }

    @Test("above the keyboard, the sheet's top rests at 508 − 445 = 63 on large")
    func largeAboveKeyboard() throws {
        let played = PlayedScenario(ComposeSheetScenario())
        try played.play(0..<5)
        let card = try #require(played.scenario.reply?.cardPresentationController)
        #expect(card.detents.map(\.height) == [222.5, 445])
        #expect(rounded(card.presentedCardFrame) == Rect(x: 0, y: 63, width: 390, height: 445))
    }
}
