import CardDeckViews
import Testing

@testable import CardDeck

/// A delegate that, told the card came to rest on a detent, moves it on to another.
@MainActor
private final class ChainingDelegate: CardPresentationControllerDelegate {
    var frames = 0
    func cardPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: CardPresentationController
    ) {
        if controller.selectedDetentIdentifier == .large {
            controller.setSelectedDetentIdentifier(.medium, animated: true)
        }
    }
    func cardPresentationController(
        _ controller: CardPresentationController, didMoveTo position: CardPosition
    ) {
        frames += 1
    }
}

/// A settle that ends hands the card to what the delegate does when it hears of the new detent.
@Suite("A settle the delegate follows with another")
@MainActor
struct SettleChainTests {
    @Test("a settle started when the delegate hears of a new detent is reported frame by frame")
    func chainedSettleIsWatched() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        #expect(controller.selectedDetentIdentifier == .medium)
        let delegate = ChainingDelegate()
        controller.delegate = delegate
        controller.setSelectedDetentIdentifier(.large, animated: false)
        #expect(controller.selectedDetentIdentifier == .medium)
        let before = delegate.frames
        for _ in 0..<5 { window.advance(by: 1 / 60) }
        // The card moves from large back to medium: the delegate hears it in each of those frames.
        #expect(delegate.frames - before >= 5)
        window.advance(by: 2)
        #expect(controller.cardView.presentedFrameInWindow.minY == 453.5)
    }
}
