import CardDeckViews

extension LiveObjects.Kind {
    /// Every ``CardPresentationController`` (also counted as `presentationController`).
    public static let cardPresentationController = Self("CardPresentationController")
    /// The transitioning delegate of one card presentation, alive until its dismissal ends.
    public static let cardTransitionManager = Self("CardTransitionManager")
    /// The animator of one card presentation or dismissal.
    public static let cardAnimator = Self("CardAnimator")
    /// The interaction of a card's interactive dismissal (also counted as
    /// `percentDrivenInteractiveTransition`).
    public static let cardDismissalInteraction = Self("CardDismissalInteraction")
    /// The object that answers a card's gesture and scroll-view questions, one per card.
    public static let cardInputDelegate = Self("CardInputDelegate")
    /// One stack of cards, alive while any of its cards is.
    public static let cardStack = Self("CardStack")
    /// The chrome node that clips, rounds and carries a card (also counted as `viewNode`).
    public static let cardView = Self("CardView")
}
