import CardDeck
import CardDeckViews
import Testing

@testable import CardDeckInspector

@Suite("Inspected cards")
@MainActor
struct InspectedCardsTests {
    private func makeWindow() -> (Window, ViewController) {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        return (window, root)
    }

    @Test func anEmptyWindowHasNoCards() {
        let (window, _) = makeWindow()
        #expect(InspectedCards.all(in: window).isEmpty)
    }

    @Test func aStackIsListedInPresentationOrder() throws {
        let (window, root) = makeWindow()
        let first = ViewController()
        root.presentCard(first)
        window.advance(by: 2)
        let second = ViewController()
        first.presentCard(second)
        window.advance(by: 2)
        let cards = InspectedCards.all(in: window)
        #expect(cards.count == 2)
        #expect(cards.first === first.cardPresentationController)
        #expect(cards.last === second.cardPresentationController)
        let id = try #require(second.cardPresentationController?.presentedView?.id.rawValue)
        #expect(InspectedCards.card(withViewID: id, in: window) === cards.last)
        #expect(InspectedCards.card(withViewID: id + 10_000, in: window) == nil)
    }

    @Test func aDismissedCardIsGone() {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        card.dismiss(animated: true)
        window.advance(by: 2)
        #expect(InspectedCards.all(in: window).isEmpty)
    }
}
