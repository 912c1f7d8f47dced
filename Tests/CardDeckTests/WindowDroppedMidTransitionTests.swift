import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A window dropped while a card's presentation or dismissal runs: the transition context held
/// the presenting controller, which owns the presentation, which owns the transition — a cycle
/// only the transition's end used to break.
@MainActor
@Suite("A window dropped mid-transition", .isolatedDiagnostics)
struct WindowDroppedMidTransitionTests {
    @Test(
        "dropping the window while a card animates leaves no object behind",
        arguments: [true, false])
    func droppedWindowReleasesTransition(dismissing: Bool) {
        let before = LiveObjects.cardDeckSnapshot()
        do {
            let (window, root) = makeWindow()
            let card = ViewController()
            root.presentCard(card)
            window.advance(by: dismissing ? 2 : 0.1)
            if dismissing {
                card.dismiss(animated: true)
                window.advance(by: 0.1)
            }
        }
        let difference = LiveObjects.cardDeckSnapshot().difference(from: before)
        #expect(difference.isEmpty, "\(difference)")
    }
}
