import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A window dropped while a finger is down on a card takes everything with it: the touch,
/// the card's recognizers, the card, its views and the root controller.
@MainActor
@Suite("A window dropped mid-drag on a card", .isolatedDiagnostics)
struct TouchLifetimeCardTests {
    @Test(
        "dropping the window during a drag on a card leaves no object behind",
        arguments: [40.0, 200.0])
    func droppedWindowReleasesCard(distance: Double) {
        let before = LiveObjects.cardDeckSnapshot()
        do {
            let (window, root) = makeWindow()
            let card = ViewController()
            root.presentCard(card)
            window.advance(by: 2)
            let top = card.view.convert(card.view.bounds, to: nil).minY
            window.press(at: Point(x: 195, y: top + 40))
            window.move(to: Point(x: 195, y: top + 40 + distance), duration: 0.2)
            #expect(LiveObjects.count(of: .touch) == 1)
        }
        let difference = LiveObjects.cardDeckSnapshot().difference(from: before)
        #expect(difference.isEmpty, "\(difference)")
    }
}
