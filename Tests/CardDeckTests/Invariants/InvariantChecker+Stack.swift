import CardDeckTransitions
import CardDeckViews

@testable import CardDeck

extension InvariantChecker {
    /// Once everything has settled, every card and the root view sit where the stacking
    /// formula puts them, computed here from the configurations alone: a view with cards
    /// above it that stack is inset by the sum of their `horizontalInset`s (at most half the
    /// window) and faded by the product of their `backFadeAlpha`s; a card rests at its
    /// selected detent's top with its bottom on the window's bottom; the root view, pushed
    /// back, starts at the nearest stacking card's vertical inset.
    static func stackViolations(_ harness: FuzzHarness) -> [String] {
        var found: [String] = []
        let window = harness.window
        let (width, height) = (window.size.width, window.size.height)
        let cards = harness.cards
        func pushBack(above index: Int) -> (inset: Double, alpha: Double) {
            let stacking = cards.dropFirst(index).filter(\.configuration.stacksBackCards)
            let inset = stacking.map(\.configuration.horizontalInset).reduce(0, +)
            let alpha = stacking.map(\.configuration.backFadeAlpha).reduce(1, *)
            return (min(inset, max(width, 0) / 2), alpha)
        }
        for (index, card) in cards.enumerated() {
            let label = "card \(index + 1)"
            if card.stackLevel != index + 1 {
                found.append("\(label) has stack level \(card.stackLevel)")
            }
            let (inset, alpha) = pushBack(above: index + 1)
            let top = expectedTop(
                of: card, windowHeight: height, safeTop: window.safeAreaInsets.top)
            let expected = Rect(
                x: inset, y: top, width: max(width - 2 * inset, 0), height: max(height - top, 0))
            let frame = card.cardView.presentedFrameInWindow
            if !frame.isClose(to: expected) {
                found.append("\(label) rests at \(frame), the formula says \(expected)")
            }
            // Where its presentation controller says the presented view goes (the container
            // fills the window).
            let said = card.frameOfPresentedViewInContainerView
            if !card.cardView.frame.isClose(to: said) {
                found.append("\(label) is at \(card.cardView.frame), its controller says \(said)")
            }
            if abs(card.cardView.presentation.alpha - alpha) > tolerance {
                found.append(
                    "\(label) has alpha \(card.cardView.presentation.alpha), the formula says \(alpha)"
                )
            }
        }
        let rootView = harness.root.view
        let frame = rootView.presentedFrameInWindow
        if let nearest = cards.first(where: \.configuration.stacksBackCards) {
            let (inset, alpha) = pushBack(above: 0)
            let top = min(
                max(nearest.configuration.verticalInset ?? window.safeAreaInsets.top, 0), height)
            let expected = Rect(
                x: inset, y: top, width: max(width - 2 * inset, 0), height: max(height - top, 0))
            if !frame.isClose(to: expected) {
                found.append(
                    "the pushed-back root view is at \(frame), the formula says \(expected)")
            }
            if abs(rootView.presentation.alpha - alpha) > tolerance {
                found.append("the pushed-back root view has alpha \(rootView.presentation.alpha)")
            }
            if rootView.cornerRadius != nearest.configuration.cornerRadius {
                found.append("the pushed-back root view has corner radius \(rootView.cornerRadius)")
            }
        } else if !frame.isClose(to: window.bounds) || rootView.presentation.alpha != 1
            || rootView.cornerRadius != 0
        {
            found.append(
                "with no card stacking, the root view is at \(frame), alpha "
                    + "\(rootView.presentation.alpha), corner radius \(rootView.cornerRadius)")
        }
        return found
    }

    /// Where a settled card's top is: for the large detent, computed from the window, the
    /// stack level and the configuration; for any other, the resolved detent's top, which
    /// must lie between the large top and the window's bottom.
    private static func expectedTop(
        of card: CardPresentationController, windowHeight height: Double, safeTop: Double
    ) -> Double {
        let configuration = card.configuration
        let limit = min(
            max(
                (configuration.verticalInset ?? safeTop) + configuration.verticalSpacing
                    * Double(card.stackLevel), 0), max(height, 0))
        let chrome = card.cardView.chromeHeight
        let largeTop = max(height - max(height - limit - chrome, 0) - chrome, limit)
        let selected = card.selectedDetentIdentifier
        guard selected != .large,
            let detent = card.detents.first(where: { $0.identifier == selected })
        else { return largeTop }
        return min(max(detent.top, largeTop), height)
    }
}

extension Rect {
    /// Whether every edge is within the checker's tolerance of `other`'s.
    fileprivate func isClose(to other: Rect) -> Bool {
        let tolerance = InvariantChecker.tolerance
        return abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
