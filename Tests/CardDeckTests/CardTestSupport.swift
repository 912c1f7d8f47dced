import CardDeckTransitions
import CardDeckViews

@testable import CardDeck

/// A phone-sized window (390×844, safe area 47 top and 34 bottom) with a root controller.
@MainActor
func makeWindow(safeTop: Double = 47, safeBottom: Double = 34) -> (Window, ViewController) {
    let window = Window(
        size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0))
    let root = ViewController()
    window.rootViewController = root
    return (window, root)
}

/// Presents `count` cards in turn, each from the front one, letting each settle.
@MainActor
func presentStack(_ count: Int, in window: Window, from root: ViewController) -> [ViewController] {
    var cards: [ViewController] = []
    var front = root
    for _ in 0..<count {
        let card = ViewController()
        front.presentCard(card)
        window.advance(by: 2)
        cards.append(card)
        front = card
    }
    return cards
}

/// A frame rounded to 1e-6 pt, so springs that settle within a hair compare equal.
func rounded(_ rect: Rect) -> Rect {
    func r(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
    return Rect(x: r(rect.minX), y: r(rect.minY), width: r(rect.width), height: r(rect.height))
}

func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }

/// Records what a card's delegate hears.
@MainActor
final class CardDelegateLog: CardPresentationControllerDelegate {
    var detentChanges: [CardDetent.Identifier] = []
    var frames: [Rect] = []
    var positions: [CardPosition] = []
    var attempts = 0
    var willDismiss = 0
    var didDismiss = 0
    var allowsDismissal = true

    func cardPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: CardPresentationController
    ) {
        detentChanges.append(controller.selectedDetentIdentifier)
    }

    func cardPresentationController(
        _ controller: CardPresentationController, didMoveTo position: CardPosition
    ) {
        frames.append(position.frame)
        positions.append(position)
    }

    func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool {
        allowsDismissal
    }

    func presentationControllerWillDismiss(_ controller: PresentationController) {
        willDismiss += 1
    }

    func presentationControllerDidDismiss(_ controller: PresentationController) {
        didDismiss += 1
    }

    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) {
        attempts += 1
    }
}

/// The kinds of live object CardDeck's own modules count.
let cardDeckKinds: Set<LiveObjects.Kind> = [
    .viewNode, .viewController, .gestureRecognizer, .propertyAnimator, .touch, .window,
    .sizeTransitionCoordinator, .presentation, .presentationController,
    .presentationTransition, .navigationTransition, .transitionContext,
    .contextTransitionCoordinator, .transitionWatchdog, .percentDrivenInteractiveTransition,
    .coverVerticalAnimator, .navigationSlideAnimator, .cardPresentationController,
    .cardTransitionManager, .cardAnimator, .cardDismissalInteraction, .cardInputDelegate,
    .cardView, .cardStack, .presentationContext,
]

extension LiveObjects {
    /// The live counts of CardDeck's own kinds (and `extra`) only. Other suites count kinds
    /// of their own, some on other threads while these tests run; a leak check here compares
    /// only what it is about.
    ///
    /// - Parameter extra: Further kinds to keep, such as a test's own class.
    /// - Returns: The filtered snapshot.
    static func cardDeckSnapshot(including extra: Set<Kind> = []) -> Snapshot {
        let kept = cardDeckKinds.union(extra)
        return Snapshot(counts: snapshot().counts.filter { kept.contains($0.key) })
    }
}
