import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A window with a labelled button on the root controller's view, and a card controller with
/// a title and a button.
@MainActor
private func accessibleScene() -> (Window, ViewController, ViewNode) {
    let (window, root) = makeWindow()
    let behind = ViewNode(frame: Rect(x: 20, y: 100, width: 200, height: 44))
    behind.accessibilityLabel = "Library"
    behind.accessibilityTraits = .button
    root.view.addSubview(behind)
    window.advance(by: 0.1)
    return (window, root, behind)
}

@MainActor
private func cardController() -> ViewController {
    let card = ViewController()
    let title = ViewNode(frame: Rect(x: 16, y: 24, width: 300, height: 22))
    title.text = TextContent("Now Playing", fontSize: 17, isBold: true)
    title.accessibilityTraits = .header
    card.view.addSubview(title)
    let play = ViewNode(frame: Rect(x: 16, y: 80, width: 120, height: 44))
    play.accessibilityLabel = "Play"
    play.accessibilityTraits = .button
    card.view.addSubview(play)
    return card
}

@MainActor
@Suite("Card accessibility", .isolatedDiagnostics)
struct CardAccessibilityTests {
    @Test("A presented card is modal: what is behind it is out of the tree")
    func modal() {
        let (window, root, _) = accessibleScene()
        #expect(window.accessibilityElements.map(\.label) == ["Library"])
        root.presentCard(cardController())
        window.advance(by: 2)
        #expect(
            window.accessibilityElements.map(\.label) == ["Dismiss", "Now Playing", "Play"])
        #expect(window.accessibilityModalView?.accessibilityIdentifier == "transition.container")
    }

    @Test("The cards behind the front card are out of the tree")
    func stackedCards() {
        let (window, root, _) = accessibleScene()
        let first = cardController()
        root.presentCard(first)
        window.advance(by: 2)
        let second = ViewController()
        let label = ViewNode(frame: Rect(x: 16, y: 24, width: 300, height: 22))
        label.accessibilityLabel = "Second"
        second.view.addSubview(label)
        first.presentCard(second)
        window.advance(by: 2)
        #expect(window.accessibilityElements.map(\.label) == ["Dismiss", "Second"])
    }

    @Test("At or below the largest undimmed detent the card is not modal")
    func undimmed() {
        let (window, root, _) = accessibleScene()
        let card = cardController()
        root.presentCard(
            card,
            configuration: CardConfiguration(
                detents: [.medium, .large], maximumDimmingAlpha: 0.4,
                largestUndimmedDetent: .medium))
        window.advance(by: 2)
        #expect(window.accessibilityModalView == nil)
        #expect(window.accessibilityElements.map(\.label).contains("Library"))
        card.cardPresentationController?.setSelectedDetentIdentifier(.large, animated: true)
        window.advance(by: 2)
        #expect(window.accessibilityModalView != nil)
        #expect(!window.accessibilityElements.map(\.label).contains("Library"))
    }

    @Test("Focus moves into the presented card and back on dismissal; both are announced")
    func focusInAndBack() {
        let (window, root, behind) = accessibleScene()
        let reader = ScreenReader(window: window)
        reader.next()
        #expect(window.accessibilityFocusedElement === behind)
        let card = cardController()
        root.presentCard(card)
        window.advance(by: 2)
        #expect(reader.focusedElement?.label == "Dismiss")
        #expect(
            reader.spoken == [
                "Library, button", "Card presented, large", "Dismiss, large, button",
            ])
        card.dismiss(animated: true)
        window.advance(by: 2)
        #expect(window.accessibilityFocusedElement === behind)
        #expect(reader.spoken.suffix(2) == ["Card dismissed", "Library, button"])
    }

    @Test("Focus goes to the first element left when the element it came from is gone")
    func focusBackToRemoved() {
        let (window, root, behind) = accessibleScene()
        let other = ViewNode(frame: Rect(x: 20, y: 300, width: 200, height: 44))
        other.accessibilityLabel = "Other"
        root.view.addSubview(other)
        window.setAccessibilityFocus(behind)
        let card = cardController()
        root.presentCard(card)
        window.advance(by: 2)
        behind.removeFromSuperview()
        card.dismiss(animated: true)
        window.advance(by: 2)
        #expect(window.accessibilityFocusedElement === other)
    }

    @Test("Escape dismisses the front card")
    func escapeDismisses() {
        let (window, root, _) = accessibleScene()
        let card = cardController()
        root.presentCard(card)
        window.advance(by: 2)
        let delegate = CardDelegateLog()
        card.cardPresentationController?.delegate = delegate
        #expect(window.send(KeyPress(.escape)))
        window.advance(by: 2)
        #expect(root.presentedViewController == nil)
        #expect(delegate.willDismiss == 1)
        #expect(delegate.didDismiss == 1)
    }

    @Test(
        "A vetoed escape tells the delegate the user attempted to dismiss",
        arguments: ["delegate", "modalInPresentation", "configuration"])
    func escapeVetoed(by veto: String) {
        let (window, root, _) = accessibleScene()
        let card = cardController()
        root.presentCard(
            card,
            configuration: CardConfiguration(allowInteractiveDismissal: veto != "configuration"))
        window.advance(by: 2)
        let delegate = CardDelegateLog()
        delegate.allowsDismissal = veto != "delegate"
        card.isModalInPresentation = veto == "modalInPresentation"
        card.cardPresentationController?.delegate = delegate
        let reader = ScreenReader(window: window)
        #expect(reader.escape())
        window.advance(by: 2)
        #expect(root.presentedViewController === card)
        #expect(delegate.attempts == 1)
        #expect(delegate.willDismiss == 0)
    }

    @Test("Escape during a presentation or a dismissal is ignored, and swallowed")
    func escapeDuringTransition() {
        let (window, root, _) = accessibleScene()
        let card = cardController()
        root.presentCard(card)
        window.advance(by: 0.1)
        let delegate = CardDelegateLog()
        card.cardPresentationController?.delegate = delegate
        #expect(window.send(KeyPress(.escape)))
        window.advance(by: 2)
        #expect(root.presentedViewController === card)
        #expect(delegate.willDismiss == 0 && delegate.attempts == 0)
        card.dismiss(animated: true)
        window.advance(by: 0.1)
        #expect(window.performAccessibilityEscape())
        window.advance(by: 2)
        #expect(root.presentedViewController == nil)
        #expect(delegate.willDismiss == 0 && delegate.attempts == 0)
    }

    @Test("The grabber offers the actions that apply and moves between detents")
    func customActions() {
        let (window, root, _) = accessibleScene()
        let card = cardController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        let reader = ScreenReader(window: window)
        #expect(reader.focusedElement?.identifier == "card.handle")
        #expect(reader.focusedElement?.customActionNames == ["Expand", "Dismiss"])
        #expect(reader.focusedElement?.value == "medium")
        #expect(!reader.performCustomAction(named: "Collapse"))
        #expect(reader.performCustomAction(named: "Expand"))
        window.advance(by: 2)
        let controller = card.cardPresentationController
        #expect(controller?.selectedDetentIdentifier == .large)
        #expect(reader.lastSpoken == "Expanded, large")
        #expect(reader.focusedElement?.customActionNames == ["Collapse", "Dismiss"])
        #expect(reader.performCustomAction(named: "Collapse"))
        window.advance(by: 2)
        #expect(controller?.selectedDetentIdentifier == .medium)
        #expect(reader.lastSpoken == "Collapsed, medium")
        #expect(reader.performCustomAction(named: "Dismiss"))
        window.advance(by: 2)
        #expect(root.presentedViewController == nil)
    }

    @Test("No Dismiss action on a card that does not allow interactive dismissal")
    func noDismissAction() {
        let (window, root, _) = accessibleScene()
        root.presentCard(
            cardController(), configuration: CardConfiguration(allowInteractiveDismissal: false))
        window.advance(by: 2)
        let handle = window.accessibilityElements.first { $0.identifier == "card.handle" }
        #expect(handle?.customActionNames == [])
    }

    @Test("The pull bar is a labelled adjustable whose activation cycles the detents")
    func pullBar() {
        let (window, root, _) = accessibleScene()
        let card = cardController()
        var configuration = CardConfiguration.fittedSheet
        configuration.detents = [.medium, .large]
        root.presentCard(card, configuration: configuration)
        window.advance(by: 2)
        let reader = ScreenReader(window: window)
        #expect(reader.focusedElement.map(ScreenReader.speech) == "Grabber, medium, adjustable")
        #expect(reader.activate())
        window.advance(by: 2)
        #expect(card.cardPresentationController?.selectedDetentIdentifier == .large)
        #expect(reader.activate())
        window.advance(by: 2)
        #expect(card.cardPresentationController?.selectedDetentIdentifier == .medium)
    }

    @Test("Activating the handle with a screen reader taps it, which dismisses")
    func activateHandle() {
        let (window, root, _) = accessibleScene()
        root.presentCard(cardController())
        window.advance(by: 2)
        let reader = ScreenReader(window: window)
        #expect(reader.focusedElement?.label == "Dismiss")
        #expect(reader.activate())
        window.advance(by: 2)
        #expect(root.presentedViewController == nil)
    }

    @Test("The focus ring follows the focused element into the card as it rises")
    func ringFollowsCard() {
        let (window, root, _) = accessibleScene()
        window.send(KeyPress(.tab))
        root.presentCard(cardController())
        window.advance(by: 2)
        let ring = window.root.subviews.last
        #expect(ring?.accessibilityIdentifier == "focus.ring")
        let handle = window.accessibilityFocusedElement
        #expect(handle?.accessibilityIdentifier == "card.handle")
        let expected = handle.map(\.presentedFrameInWindow)
        #expect(ring?.presentation.frame.midY == expected?.midY)
    }
}
