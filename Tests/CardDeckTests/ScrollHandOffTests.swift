import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A controller whose view is a tall list in a scroll view that fills it.
@MainActor
final class ListController: ViewController {
    let scrollView = ScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentSize = Size(width: 390, height: 3_000)
        view.addSubview(scrollView)
        view.layout = { [scrollView] node in scrollView.frame = node.bounds }
    }
}

@MainActor
@Suite("Scroll hand-off", .isolatedDiagnostics)
struct ScrollHandOffTests {
    /// A list card at `detent` (medium or large), settled.
    func present(at detent: CardDetent.Identifier) -> (
        Window, ListController, CardPresentationController
    ) {
        let (window, root) = makeWindow()
        let list = ListController()
        root.presentCard(
            list,
            configuration: CardConfiguration(detents: [.medium, .large], initialDetent: detent))
        window.advance(by: 2)
        return (window, list, list.cardPresentationController!)
    }

    /// Where the content's top is on screen: what the finger should stay on.
    func contentTop(_ list: ListController, _ card: CardPresentationController) -> Double {
        card.cardView.presentedFrameInWindow.minY - list.scrollView.contentOffset.y
    }

    @Test("dragging up from medium expands the card first, then scrolls, without a jump")
    func upExpandsThenScrolls() {
        let (window, list, card) = present(at: .medium)
        // Available height 844 − 63 = 781: medium top 844 − 390.5 = 453.5, large top 63.
        #expect(card.detents.map(\.top) == [453.5, 63])
        window.press(at: Point(x: 195, y: 700))
        var previous = contentTop(list, card)
        var largestStep = 0.0
        var finger = 700.0
        for _ in 0..<60 {
            finger -= 9
            window.move(to: Point(x: 195, y: finger))
            window.advance(by: 1 / 120)
            let now = contentTop(list, card)
            largestStep = max(largestStep, abs(now - previous))
            previous = now
        }
        // The finger moved 540 pt up: 390.5 expand the card, the rest scrolls the content
        // (less the movement before the pan's 10 pt threshold).
        #expect(card.cardView.presentedFrameInWindow.minY == 63)
        #expect(list.scrollView.contentOffset.y > 120 && list.scrollView.contentOffset.y <= 150)
        // The content never moved by more than a finger step in one frame.
        #expect(largestStep <= 20)
        window.release()
        window.advance(by: 2)
        #expect(card.selectedDetentIdentifier == .large)
    }

    @Test(
        "across the hand-off the content stays under the finger: no movement is lost",
        arguments: [9.0, 13, 40])
    func noMovementLost(step: Double) {
        // Up: the card expands to its largest detent, then the content scrolls.
        let (window, list, card) = present(at: .medium)
        window.press(at: Point(x: 195, y: 780))
        var finger = 780.0
        for _ in 0..<3 {  // past the pan's threshold
            finger -= step
            window.move(to: Point(x: 195, y: finger))
        }
        let startFinger = finger
        let startTop = contentTop(list, card)
        while finger > 780 - 600 {
            finger -= step
            window.move(to: Point(x: 195, y: finger))
        }
        #expect(card.cardView.presentedFrameInWindow.minY == 63)
        #expect(list.scrollView.contentOffset.y > 100)
        #expect(
            abs((contentTop(list, card) - startTop) - (finger - startFinger)) < 0.01,
            "up: the content moved \(contentTop(list, card) - startTop), finger \(finger - startFinger)"
        )
        // Down again: the content scrolls back to its top, then the card follows.
        let turnFinger = finger
        let turnTop = contentTop(list, card)
        while finger < 780 - 600 + 400 {
            finger += step
            window.move(to: Point(x: 195, y: finger))
        }
        #expect(list.scrollView.contentOffset.y == 0)
        #expect(card.cardView.presentedFrameInWindow.minY > 63)
        #expect(
            abs((contentTop(list, card) - turnTop) - (finger - turnFinger)) < 0.01,
            "down: the content moved \(contentTop(list, card) - turnTop), finger \(finger - turnFinger)"
        )
        window.release()
        window.advance(by: 2)
    }

    @Test("dragging down scrolls the content to its top, then moves the card")
    func downScrollsThenMovesCard() {
        let (window, list, card) = present(at: .large)
        list.scrollView.contentOffset = Point(x: 0, y: 200)
        window.press(at: Point(x: 195, y: 300))
        var finger = 300.0
        var previous = contentTop(list, card)
        var largestStep = 0.0
        for _ in 0..<40 {
            finger += 9
            window.move(to: Point(x: 195, y: finger))
            window.advance(by: 1 / 120)
            let now = contentTop(list, card)
            largestStep = max(largestStep, abs(now - previous))
            previous = now
        }
        // 360 pt down: 200 scroll the content to its top, the rest moves the card.
        #expect(list.scrollView.contentOffset.y == 0)
        let top = card.cardView.presentedFrameInWindow.minY
        #expect(top > 63 + 120 && top < 63 + 170)
        #expect(largestStep <= 20)
        // A slow release between the detents settles on the nearer one; the content stays at
        // its top instead of coasting.
        window.release()
        window.advance(by: 2)
        #expect(list.scrollView.contentOffset.y == 0)
        #expect(!list.scrollView.isDecelerating)
    }

    @Test("a flick down that the card took uses the whole gesture's velocity and dismisses")
    func flickDismisses() {
        let (window, list, card) = present(at: .medium)
        _ = card
        window.flick(from: Point(x: 195, y: 600), by: Point(x: 0, y: 120), releaseVelocity: 2_000)
        window.advance(by: 3)
        #expect(list.presentingViewController == nil)
        #expect(list.scrollView.contentOffset.y == 0)
    }
}
