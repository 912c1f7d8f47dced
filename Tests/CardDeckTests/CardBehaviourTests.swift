import CardDeckMotion
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite("Card behaviour", .isolatedDiagnostics)
struct CardBehaviourTests {
    @Test("the handle: UIKit's 36×5 grey grabber, centred 8 pt below the top, 50×50 tap dismisses")
    func handle() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        let target = try #require(controller.cardView.grabber)
        let pill = try #require(target.subviews.first)
        #expect(pill.frame.size == Size(width: 36, height: 5))
        #expect(pill.cornerRadius == 2.5 && pill.alpha == 1)
        // iOS's tertiary label tint, opaque enough for 3:1 on the white card (#29 item 4).
        #expect(pill.backgroundColor == Color(hex: 0x3C3C43, alpha: 0.55))
        #expect(Color.tertiaryLabel == Color(hex: 0x3C3C43, alpha: 0.3))
        #expect(target.frame.size == Size(width: 50, height: 50))
        let centre = pill.presentedFrameInWindow
        #expect(centre.midX == 195 && centre.midY == 63 + 8)
        #expect(target.presentation.alpha == 1)
        window.tap(at: Point(x: 195 + 20, y: 63 + 8 + 15))
        window.advance(by: 2)
        #expect(card.presentingViewController == nil)
    }

    @Test("the handle fades in over 0.15 s and hides while another card covers it")
    func handleFades() throws {
        let (window, root) = makeWindow()
        let first = ViewController()
        root.presentCard(first)
        let handle = try #require(first.cardPresentationController?.cardView.grabber)
        window.advance(by: 0.075)
        #expect(handle.presentation.alpha > 0.3 && handle.presentation.alpha < 0.7)
        window.advance(by: 0.1)
        #expect(handle.presentation.alpha == 1)
        window.advance(by: 2)
        let second = ViewController()
        first.presentCard(second)
        window.advance(by: 0.2)
        #expect(handle.presentation.alpha == 0)
        second.dismiss(animated: true)
        window.advance(by: 2)
        #expect(handle.presentation.alpha == 1)
    }

    @Test("no handle on a navigation controller")
    func noHandleOnNavigation() throws {
        let (window, root) = makeWindow()
        let navigation = NavigationController(rootViewController: ViewController())
        root.presentCard(navigation)
        window.advance(by: 2)
        #expect(navigation.cardPresentationController?.cardView.grabber == nil)
    }

    @Test("with an initial transition frame the card grows from it and returns into it")
    func initialTransitionFrame() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        let origin = Rect(x: 10, y: 780, width: 370, height: 56)
        root.presentCard(card, configuration: CardConfiguration(initialTransitionFrame: origin))
        let view = try #require(card.cardPresentationController?.cardView)
        window.advance(by: 1 / 120)
        let early = view.presentedFrameInWindow
        #expect(abs(early.minY - 780) < 10 && abs(early.height - 56) < 20)
        window.advance(by: 2)
        #expect(rounded(view.presentedFrameInWindow) == Rect(x: 0, y: 63, width: 390, height: 781))
        card.dismiss(animated: true)
        window.advance(by: 0.9)
        #expect(rounded(view.presentedFrameInWindow) == origin)
        window.advance(by: 2)
        #expect(card.presentingViewController == nil)
    }

    @Test("a card from an initial transition frame follows a drag 1:1 at full width")
    func initialTransitionFrameDrag() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        let origin = Rect(x: 10, y: 780, width: 370, height: 56)
        root.presentCard(card, configuration: CardConfiguration(initialTransitionFrame: origin))
        window.advance(by: 2)
        let view = try #require(card.cardPresentationController?.cardView)
        window.press(at: Point(x: 195, y: 300))
        window.move(to: Point(x: 195, y: 320))
        let caught = view.presentedFrameInWindow.minY
        for finger in stride(from: 340.0, through: 640, by: 60) {
            window.move(to: Point(x: 195, y: finger), duration: 0.05)
            // Into the dismissal the finger drives: the card stays under it, as wide as ever.
            let frame = view.presentedFrameInWindow
            #expect(abs(frame.minY - (caught + finger - 320)) < 0.01, "finger at \(finger)")
            #expect(frame.minX == 0 && frame.width == 390)
        }
        #expect(card.isBeingDismissed)
        // Thrown down, it is dismissed and goes back into the rectangle it came from.
        window.move(to: Point(x: 195, y: 700), duration: 0.03)
        window.release()
        window.advance(by: 0.9)
        #expect(rounded(view.presentedFrameInWindow) == origin)
        window.advance(by: 2)
        #expect(card.presentingViewController == nil)
    }

    @Test("the handle's 50 × 50 target is hit above the card's top edge too")
    func handleTargetAboveTheCard() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        let handle = try #require(controller.cardView.grabber)
        // The card's top is at 63; the target is centred on the pill 8 pt below it.
        #expect(controller.cardView.presentedFrameInWindow.minY == 63)
        #expect(window.hitTest(Point(x: 195, y: 50)) === handle)
        #expect(window.hitTest(Point(x: 195, y: 95)) === handle)
        #expect(window.hitTest(Point(x: 100, y: 50)) !== handle)
        window.tap(at: Point(x: 195, y: 50))
        window.advance(by: 2)
        #expect(card.presentingViewController == nil)
    }

    @Test("a vetoed dismissal rubber-bands, snaps back and tells the delegate once")
    func veto() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        card.isModalInPresentation = true
        root.presentCard(card)
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        let log = CardDelegateLog()
        controller.delegate = log
        window.press(at: Point(x: 195, y: 300))
        window.move(to: Point(x: 195, y: 320))
        window.move(to: Point(x: 195, y: 620), duration: 0.3)
        window.advance(by: 0.5)
        let stretched = controller.cardView.presentedFrameInWindow.minY
        // 300 pt of finger travel shows as the rubber band: (1 − 1/(300·0.55/844 + 1))·844.
        let expected = 63 + (1 - 1 / (300 * 0.55 / 844 + 1)) * 844
        #expect(abs(stretched - expected) < 0.001)
        #expect(log.attempts == 1)
        window.release()
        window.advance(by: 2)
        #expect(controller.cardView.presentedFrameInWindow.minY == 63)
        #expect(card.presentingViewController === root)
        #expect(log.attempts == 1)
        #expect(log.didDismiss == 0)
    }

    @Test("a non-modal sheet at its undimmed detent lets touches reach the controller behind")
    func nonModal() throws {
        let (window, root) = makeWindow()
        var tapped = 0
        let tap = TapGestureRecognizer()
        _ = tap.addTarget { recognizer in if recognizer.state == .ended { tapped += 1 } }
        root.view.addGestureRecognizer(tap)
        let card = ViewController()
        root.presentCard(
            card,
            configuration: CardConfiguration(
                stacksBackCards: false, detents: [.medium, .large], maximumDimmingAlpha: 0.5,
                largestUndimmedDetent: .medium))
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        #expect(controller.dimmingView?.presentation.alpha == 0)
        window.tap(at: Point(x: 195, y: 200))
        window.advance(by: 0.5)
        #expect(tapped == 1)
        controller.setSelectedDetentIdentifier(.large, animated: true)
        window.advance(by: 2)
        #expect(controller.dimmingView?.presentation.alpha == 0.5)
        window.tap(at: Point(x: 195, y: 30))
        window.advance(by: 0.5)
        #expect(tapped == 1)
    }

    @Test("the delegate hears the detent change after the card settles, and every move")
    func delegateHearsDetents() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        let log = CardDelegateLog()
        controller.delegate = log
        controller.setSelectedDetentIdentifier(.large, animated: true)
        window.advance(by: 0.1)
        #expect(log.detentChanges.isEmpty)
        #expect(log.frames.count >= 10)
        let tops = log.frames.map(\.minY)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 > $1 })
        window.advance(by: 2)
        #expect(log.detentChanges == [.large])
        #expect(log.frames.last?.minY == 63)
    }

    @Test("a window resize relayouts the whole stack and re-resolves detents")
    func resize() throws {
        let (window, root) = makeWindow()
        let first = ViewController()
        root.presentCard(first)
        window.advance(by: 2)
        let second = ViewController()
        first.presentCard(second, configuration: CardConfiguration(detents: [.medium]))
        window.advance(by: 2)
        window.resize(
            to: Size(width: 844, height: 390),
            safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.advance(by: 1 / 120)
        #expect(
            rounded(root.view.presentedFrameInWindow) == Rect(x: 32, y: 0, width: 780, height: 390))
        let firstView = try #require(first.cardPresentationController?.cardView)
        #expect(
            rounded(firstView.presentedFrameInWindow) == Rect(x: 16, y: 16, width: 812, height: 374)
        )
        // Medium of the second card: half of 390 − 32.
        let secondView = try #require(second.cardPresentationController?.cardView)
        #expect(
            rounded(secondView.presentedFrameInWindow)
                == Rect(x: 0, y: 211, width: 844, height: 179))
        #expect(firstView.presentation.alpha == 0.8)
    }

    @Test("the manager lives exactly as long as its presentation")
    func managerLifetime() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        weak let manager = card.transitioningDelegate as AnyObject?
        weak let controller = card.cardPresentationController
        #expect(manager != nil)
        window.advance(by: 2)
        #expect(manager != nil && controller != nil)
        card.dismiss(animated: true)
        window.advance(by: 2)
        #expect(manager == nil)
        #expect(controller == nil)
    }

    @Test("the settling spring starts at the release velocity")
    func settleCarriesVelocity() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        // From medium (top 453.5), a 400 pt/s flick up of 60 pt projects 200 pt further: the
        // nearest detent to the projection is large.
        window.flick(from: Point(x: 195, y: 600), by: Point(x: 0, y: -60), releaseVelocity: 400)
        let released = controller.cardView.presentedFrameInWindow.minY
        window.advance(by: 1 / 120)
        let next = controller.cardView.presentedFrameInWindow.minY
        // The settle is the configured spring towards large (top 63) starting at −400 pt/s.
        let spring = Spring(response: 0.44, dampingRatio: 1)
        let thrown = SpringSimulation(
            spring: spring, start: released, end: 63, initialVelocity: -400)
        let still = SpringSimulation(spring: spring, start: released, end: 63)
        #expect(abs(next - thrown.position(at: 1 / 120)) < 0.05)
        #expect(abs(next - still.position(at: 1 / 120)) > 2)
        window.advance(by: 2)
        #expect(controller.selectedDetentIdentifier == .large)
    }

    @Test("the window reports the front card's status bar style, light content by default")
    func statusBar() throws {
        let (window, _) = makeWindow()
        let root = StyledController(style: .darkContent)
        window.rootViewController = root
        #expect(window.statusBarStyle == .darkContent)
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        #expect(window.statusBarStyle == .lightContent)
        let dark = StyledController(style: .darkContent)
        card.presentCard(dark)
        window.advance(by: 2)
        #expect(window.statusBarStyle == .darkContent)
        dark.dismiss(animated: true)
        window.advance(by: 2)
        #expect(window.statusBarStyle == .lightContent)
        card.dismiss(animated: true)
        window.advance(by: 2)
        #expect(window.statusBarStyle == .darkContent)
    }
}

/// A controller with a fixed status bar style.
@MainActor
final class StyledController: ViewController {
    let style: StatusBarStyle

    init(style: StatusBarStyle) {
        self.style = style
        super.init()
    }

    override var preferredStatusBarStyle: StatusBarStyle { style }
}

@MainActor
@Suite("Card behaviour: interruptions", .isolatedDiagnostics)
struct CardInterruptionTests {
    @Test("presenting over a card being dragged ends the drag with the card at rest")
    func presentDuringDrag() throws {
        let (window, root) = makeWindow()
        let first = ViewController()
        root.presentCard(first, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        let controller = try #require(first.cardPresentationController)
        window.press(at: Point(x: 195, y: 600))
        window.move(to: Point(x: 195, y: 580))
        window.move(to: Point(x: 195, y: 500), duration: 0.1)
        window.advance(by: 0.2)
        #expect(controller.cardView.presentedFrameInWindow.minY < 453.5)
        let second = ViewController()
        first.presentCard(second)
        window.move(to: Point(x: 195, y: 300), duration: 0.1)
        window.release()
        window.advance(by: 2)
        #expect(
            rounded(controller.cardView.presentedFrameInWindow)
                == Rect(x: 16, y: 453.5, width: 358, height: 390.5))
        #expect(second.presentingViewController === first)
    }

    @Test("dismissing a card while it is presented reverses it from where it is")
    func dismissWhilePresenting() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 0.1 - 1 / 120)
        let view = try #require(card.cardPresentationController?.cardView)
        let before = view.presentedFrameInWindow.minY
        window.advance(by: 1 / 120)
        let midway = view.presentedFrameInWindow.minY
        #expect(midway > 63 && midway < 844)
        var dismissed = 0
        card.dismiss(animated: true) { dismissed += 1 }
        window.advance(by: 1 / 120)
        // No jump: the first reversed frame moves no further than the last presenting one.
        let step = abs(view.presentedFrameInWindow.minY - midway)
        #expect(step <= abs(midway - before) + 0.5)
        window.advance(by: 2)
        #expect(dismissed == 1)
        #expect(card.presentingViewController == nil)
        #expect(root.view.frame == window.bounds)
        #expect(root.view.alpha == 1)
        #expect(window.root.subviews.count == 1)
    }

    @Test("the root dismissing its card removes the cards above and restores the root")
    func dismissFromBelow() {
        let (window, root) = makeWindow()
        let cards = presentStack(3, in: window, from: root)
        // As in UIKit, dismiss on a presenter dismisses what it presents, with everything above.
        cards[0].dismiss(animated: true)
        window.advance(by: 2)
        #expect(cards[2].presentingViewController == nil)
        #expect(cards[1].presentingViewController == nil)
        #expect(rounded(root.view.frame) == Rect(x: 16, y: 47, width: 358, height: 797))
        root.dismiss(animated: true)
        window.advance(by: 2)
        #expect(cards.allSatisfy { $0.presentingViewController == nil })
        #expect(root.view.frame == window.bounds)
        #expect(root.view.alpha == 1)
        #expect(window.root.subviews.count == 1)
        #expect(window.statusBarStyle == .default)
    }
}
