import CardDeckTesting
import Testing

@testable import CardDeck

@Suite("A detent's spoken name", .isolatedDiagnostics)
@MainActor
struct CardDetentSpokenNameTests {
    @Test(
        "height and fraction detents are read as amounts, other identifiers as named",
        arguments: [
            (CardDetent.height(280).identifier, "280 points"),
            (CardDetent.height(312.5).identifier, "312.5 points"),
            (CardDetent.height(0).identifier, "0 points"),
            (CardDetent.fraction(0.3).identifier, "30 percent"),
            (CardDetent.fraction(0.125).identifier, "12.5 percent"),
            (CardDetent.fitsContent.identifier, "fits content"),
            (CardDetent.Identifier.medium, "medium"),
            (CardDetent.Identifier.expanded, "expanded"),
            // An app's own names, even ones that look like the built-in forms, are read as is.
            (CardDetent.Identifier(rawValue: "height(tall)"), "height(tall)"),
            (CardDetent.Identifier(rawValue: "height(nan)"), "height(nan)"),
            (CardDetent.Identifier(rawValue: "peek"), "peek"),
        ])
    func spokenName(identifier: CardDetent.Identifier, expected: String) {
        #expect(identifier.spokenName == expected)
    }

    @Test("A card on a height detent announces it and gives its grabber that value")
    func announcesHeight() {
        let window = Window(size: Size(width: 390, height: 844), clock: ManualClock())
        let root = ViewController()
        window.rootViewController = root
        let reader = ScreenReader(window: window)
        let card = ViewController()
        root.presentCard(
            card, configuration: CardConfiguration(detents: [.height(280), .fraction(0.9)]))
        window.advance(by: 2)
        #expect(reader.spoken.contains("Card presented, 280 points"))
        let controller = card.cardPresentationController
        #expect(controller?.cardView.grabber?.accessibilityValue == "280 points")
        controller?.animateChanges {
            controller?.selectedDetentIdentifier = .init(rawValue: "fraction(0.9)")
        }
        window.advance(by: 2)
        #expect(reader.spoken.contains("Expanded, 90 percent"))
    }
}
