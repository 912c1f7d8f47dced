import CardDeck
import CardDeckTransitions
import CardDeckViews

/// Finds the cards a window presents, for the sections that show or tune them.
@MainActor
public enum InspectedCards {
    /// Every card presentation in the window, in presentation order: for each controller
    /// reachable from the root (children first, then what it presents), the card it presents.
    ///
    /// - Parameter window: The window.
    /// - Returns: The cards' presentation controllers; empty when no card is presented.
    public static func all(in window: Window) -> [CardPresentationController] {
        var cards: [CardPresentationController] = []
        var seen = Set<ObjectIdentifier>()
        var pending = window.rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            if let presented = controller.presentedViewController,
                presented.presentingViewController === controller
            {
                if let card = presented.presentationController as? CardPresentationController,
                    !cards.contains(where: { $0 === card })
                {
                    cards.append(card)
                }
                pending.append(presented)
            }
            pending.append(contentsOf: controller.children.reversed())
        }
        return cards
    }

    /// The card whose presented view is the node with this id, if any.
    ///
    /// Pages name a card by its presented view's node id: it is stable for as long as the card
    /// is presented, and the tree section shows the same id.
    ///
    /// - Parameters:
    ///   - nodeID: The raw value of the presented view's `ViewNode.ID`.
    ///   - window: The window.
    /// - Returns: The card's presentation controller, or `nil`.
    public static func card(withViewID nodeID: UInt64, in window: Window)
        -> CardPresentationController?
    {
        all(in: window).first { $0.presentedView?.id.rawValue == nodeID }
    }
}
