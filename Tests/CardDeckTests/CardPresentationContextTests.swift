import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite("Card stacks in presentation contexts", .isolatedDiagnostics)
struct CardPresentationContextTests {
    @Test("presentsInCurrentContext defaults to false; the card then covers the window")
    func defaults() {
        #expect(CardConfiguration().presentsInCurrentContext == false)
        #expect(CardConfiguration.shared.presentsInCurrentContext == false)
        let split = CardContextSplit()
        let card = split.present(from: split.left, configuration: CardConfiguration())
        #expect(card.presentingViewController === split.root)
        #expect(card.cardPresentationController?.shouldPresentInFullscreen == true)
    }

    @Test("a card in a context lays out in its area: frames, detents, the push-back")
    func confined() throws {
        let split = CardContextSplit()
        let configuration = CardContextSplit.inContext(
            CardConfiguration(detents: [.fraction(0.5), .large]))
        let message = split.present(from: split.right, configuration: configuration)
        let reply = split.present(from: message, configuration: configuration)
        let reference = CardContextSplit.reference(
            size: Size(width: 400, height: 600), cards: 2,
            configuration: CardConfiguration(detents: [.fraction(0.5), .large]))
        let front = try #require(reply.cardPresentationController)
        #expect(message.presentingViewController === split.right)
        #expect(reply.presentingViewController === message)
        #expect(front.stackLevel == 2)
        #expect(front.shouldPresentInFullscreen == false)
        #expect(front.detents == reference.detents)  // against the area's 600 pt, not 844
        #expect(
            [message, reply].map { $0.cardPresentationController?.presentedCardFrame }
                == reference.cards.map { $0.shifted(by: 400) })
        #expect(split.right.view.frame == reference.bottomView.shifted(by: 400))
        let backdrop = try #require(
            split.root.view.subviews.first { $0.accessibilityIdentifier == "card.backdrop" })
        #expect(backdrop.frame == Rect(x: 400, y: 0, width: 400, height: 600))
        #expect(split.left.view.frame == Rect(x: 0, y: 0, width: 400, height: 600))
    }

    @Test("the dimmer covers only the context's area; touches outside reach the other pane")
    func dimmerAndTouches() throws {
        let split = CardContextSplit()
        var taps = 0
        split.left.view.addGestureRecognizer(
            TapGestureRecognizer { recognizer in if recognizer.state == .ended { taps += 1 } })
        let place = split.present(
            from: split.right, configuration: CardContextSplit.inContext(.draggableCard))
        let card = try #require(place.cardPresentationController)
        let dimmer = try #require(card.dimmingView)
        #expect(dimmer.presentedFrameInWindow == Rect(x: 400, y: 0, width: 400, height: 600))
        #expect(dimmer.presentation.alpha == 0.7)
        split.window.tap(at: Point(x: 200, y: 300))
        split.window.advance(by: 1)
        #expect(taps == 1)
        #expect(place.presentingViewController === split.right)
        split.window.tap(at: Point(x: 600, y: 100))  // on the dimmer
        split.window.advance(by: 1)
        #expect(place.presentingViewController == nil)
        #expect(taps == 1)
    }

    @Test("two stacks are independent: presenting and dismissing one leaves the other")
    func independentStacks() throws {
        let split = CardContextSplit()
        let place = split.present(from: split.right)
        let placeFrame = place.cardPresentationController?.presentedCardFrame
        let rightFrame = split.right.view.frame
        let message = split.present(from: split.left)
        let reply = split.present(from: message)
        let leftStack = try #require(reply.cardPresentationController?.stack)
        #expect(leftStack !== place.cardPresentationController?.stack)
        #expect(leftStack.cards.count == 2)
        #expect(place.cardPresentationController?.stackLevel == 1)
        #expect(place.cardPresentationController?.presentedCardFrame == placeFrame)
        #expect(split.right.view.frame == rightFrame)
        split.left.dismiss()
        split.window.advance(by: 2)
        #expect(message.presentingViewController == nil)
        #expect(reply.presentingViewController == nil)
        #expect(split.left.view.frame == Rect(x: 0, y: 0, width: 400, height: 600))
        #expect(split.left.view.alpha == 1)
        // The right stack's backdrop stays.
        #expect(split.root.view.subviews.contains { $0.accessibilityIdentifier == "card.backdrop" })
        #expect(place.cardPresentationController?.presentedCardFrame == placeFrame)
        #expect(split.right.view.frame == rightFrame)
    }

    @Test("resizing the window or moving the divider lays out each stack in its new area")
    func relayout() throws {
        let split = CardContextSplit()
        let message = split.present(from: split.left)
        let reply = split.present(from: message)
        let place = split.present(from: split.right)
        split.window.resize(to: Size(width: 1000, height: 700))
        split.window.advance(by: 1)
        var left = CardContextSplit.reference(size: Size(width: 500, height: 700), cards: 2)
        var right = CardContextSplit.reference(size: Size(width: 500, height: 700), cards: 1)
        #expect(
            [message, reply].map { $0.cardPresentationController?.presentedCardFrame }
                == left.cards)
        #expect(split.left.view.frame == left.bottomView)
        #expect(
            place.cardPresentationController?.presentedCardFrame == right.cards[0].shifted(by: 500))
        #expect(split.right.view.frame == right.bottomView.shifted(by: 500))
        split.fraction = 0.3
        split.window.advance(by: 1)
        left = CardContextSplit.reference(size: Size(width: 300, height: 700), cards: 2)
        right = CardContextSplit.reference(size: Size(width: 700, height: 700), cards: 1)
        #expect(
            [message, reply].map { $0.cardPresentationController?.presentedCardFrame }
                == left.cards)
        #expect(split.left.view.frame == left.bottomView)
        #expect(
            place.cardPresentationController?.presentedCardFrame == right.cards[0].shifted(by: 300))
        #expect(split.right.view.frame == right.bottomView.shifted(by: 300))
        #expect(Diagnostics.warnings.isEmpty)
        // Dismissed, the panes get the frames their layout gives them now.
        split.left.dismiss(animated: false)
        split.right.dismiss(animated: false)
        #expect(split.left.view.frame == Rect(x: 0, y: 0, width: 300, height: 700))
        #expect(split.right.view.frame == Rect(x: 300, y: 0, width: 700, height: 700))
    }

    @Test("a card presented from a card in a context stays in it, whatever its configuration")
    func stacksInTheContext() {
        let split = CardContextSplit()
        let message = split.present(from: split.left)
        let reply = split.present(from: message, configuration: CardConfiguration())
        #expect(reply.cardPresentationController?.shouldPresentInFullscreen == false)
        #expect(reply.cardPresentationController?.presentedCardFrame.maxX == 400)
    }

    @Test("a context controller removed with its cards up: they leave at once, completions once")
    func contextRemoved() throws {
        let split = CardContextSplit()
        let place = split.present(from: split.right)
        let placeFrame = place.cardPresentationController?.presentedCardFrame
        var completions = 0
        let message = split.present(from: split.left)
        let reply = ViewController()
        message.presentCard(reply, configuration: CardContextSplit.inContext()) { completions += 1 }
        split.window.advance(by: 0.1)  // the reply is still rising
        let containers = [message, reply].compactMap { $0.presentationController?.containerView }
        split.left.willMove(toParent: nil)
        split.left.view.removeFromSuperview()
        split.left.removeFromParent()
        split.window.advance(by: 1.0 / 120)
        #expect(message.presentingViewController == nil)
        #expect(reply.presentingViewController == nil)
        #expect(containers.count == 2)
        #expect(containers.allSatisfy { $0.window == nil })
        #expect(completions == 1)
        #expect(Diagnostics.warnings.count == 1)
        #expect(split.left.view.superview == nil)
        split.window.advance(by: 2)
        #expect(completions == 1)
        #expect(place.presentingViewController === split.right)
        #expect(place.cardPresentationController?.presentedCardFrame == placeFrame)
        let backdrops = split.root.view.subviews.filter {
            $0.accessibilityIdentifier == "card.backdrop"
        }
        #expect(backdrops.count == 1)  // the right stack's only
    }

    @Test(
        "the safe area of an area is the window's, intersected with it",
        arguments: [
            // area, expected insets (window 800 × 600, insets 20 top, 10 bottom, 30 left)
            (
                Rect(x: 0, y: 0, width: 400, height: 600),
                EdgeInsets(top: 20, left: 30, bottom: 10, right: 0)
            ),
            (
                Rect(x: 400, y: 0, width: 400, height: 600),
                EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
            ),
            (
                Rect(x: 0, y: 100, width: 800, height: 200),
                EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
            ),
            (
                Rect(x: 10, y: 5, width: 100, height: 590),
                EdgeInsets(top: 15, left: 20, bottom: 5, right: 0)
            ),
            (Rect(x: 0, y: 0, width: 0, height: 0), EdgeInsets()),
        ] as [(Rect, EdgeInsets)])
    func safeArea(area: Rect, expected: EdgeInsets) {
        let window = Window(
            size: Size(width: 800, height: 600),
            safeAreaInsets: EdgeInsets(top: 20, left: 30, bottom: 10, right: 0))
        #expect(CardPresentationController.safeAreaInsets(of: area, in: window) == expected)
    }

    @Test("presentsInCurrentContext is fixed once presented")
    func fixed() throws {
        let split = CardContextSplit()
        let card = split.present(from: split.left)
        let controller = try #require(card.cardPresentationController)
        controller.configuration.presentsInCurrentContext = false
        #expect(controller.configuration.presentsInCurrentContext == true)
        #expect(Diagnostics.warnings.count == 1)
    }

    @Test("stacks in contexts leave nothing behind: dismissed, removed, or dropped with the window")
    func noLeaks() {
        let before = LiveObjects.cardDeckSnapshot()
        do {
            let split = CardContextSplit()
            let message = split.present(from: split.left)
            split.present(from: message)
            split.present(from: split.right)
            split.left.dismiss()
            split.window.advance(by: 2)
            split.present(from: split.left)
            split.left.willMove(toParent: nil)
            split.left.view.removeFromSuperview()
            split.left.removeFromParent()
            split.window.advance(by: 2)
        }
        do {
            // Dropped while presenting: the window, the controllers and the cards all go.
            let split = CardContextSplit()
            split.present(from: split.right)
        }
        let after = LiveObjects.cardDeckSnapshot()
        #expect(after == before, "\(after.difference(from: before))")
    }
}
