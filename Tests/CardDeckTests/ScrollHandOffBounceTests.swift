import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A drag that catches the content while it bounces past its top edge, and that the card takes.
@MainActor
@Suite("Scroll hand-off: content caught mid-bounce", .isolatedDiagnostics)
struct ScrollHandOffBounceTests {
    @Test("the content does not stay stretched past its top once the card took the drag")
    func caughtMidBounce() {
        let (window, root) = makeWindow()
        let list = ListController()
        root.presentCard(
            list,
            configuration: CardConfiguration(detents: [.medium, .large], initialDetent: .large))
        window.advance(by: 2)
        let card = list.cardPresentationController!
        list.scrollView.contentOffset = Point(x: 0, y: 150)
        // A flick down: the content coasts past its top and bounces.
        window.flick(from: Point(x: 195, y: 300), by: Point(x: 0, y: 100), releaseVelocity: 4_000)
        var frames = 0
        while list.scrollView.contentOffset.y > -15, frames < 240 {
            window.advance(by: 1 / 120)
            frames += 1
        }
        #expect(list.scrollView.contentOffset.y <= -15)
        #expect(card.cardView.presentedFrameInWindow.minY == 63)
        // Caught mid-bounce and dragged down a little: the card takes it, then settles back.
        window.press(at: Point(x: 195, y: 300))
        var finger = 300.0
        for _ in 0..<10 {
            finger += 6
            window.move(to: Point(x: 195, y: finger))
            window.advance(by: 1 / 60)
        }
        window.advance(by: 0.3)
        window.release()
        window.advance(by: 3)
        #expect(card.selectedDetentIdentifier == .large)
        #expect(list.scrollView.contentOffset.y == 0)
    }
}
