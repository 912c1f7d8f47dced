import CardDeckViews

/// Where everything in one stack of cards goes: a pure function from the cards (their
/// stacking styles, where their tops are, how they dim, which one is leaving) and the stack's
/// area (its bounds and safe area) to every card's placement and the bottom view's.
///
/// ``CardStack`` builds one from its live cards and applies what it returns; the tests call
/// it with tables of values. The stack's area is a rectangle, not the window: a stack that
/// lives in part of the window lays out inside that part.
struct CardStackLayout: Equatable, Sendable {
    /// The area the stack covers, in its bottom card's space: the window's bounds turned to
    /// that space for a window-wide stack.
    var bounds: CardSpaceRect
    /// The safe-area insets of that area.
    var safeAreaInsets: CardSpaceInsets
    /// The cards, the bottom one (presented over the bottom view) first.
    var cards: [Card]

    /// A layout of `cards` in `bounds`.
    init(bounds: CardSpaceRect, safeAreaInsets: CardSpaceInsets, cards: [Card]) {
        self.bounds = bounds
        self.safeAreaInsets = safeAreaInsets
        self.cards = cards
    }

    /// A layout whose safe-area insets are written as a bottom card's, `top` the far edge's
    /// (see ``CardEdgeMapping/publicSpelling(of:)``): how tables of stacks read best.
    init(bounds: CardSpaceRect, safeAreaInsets: EdgeInsets, cards: [Card]) {
        self.init(
            bounds: bounds,
            safeAreaInsets: CardEdgeMapping.cardSpace(publicSpelling: safeAreaInsets),
            cards: cards)
    }

    /// The index of the first leaving card: it and every card above it no longer count.
    var countedCardCount: Int { cards.firstIndex(where: \.isLeaving) ?? cards.count }

    /// Every counted card's placement (cards from the first leaving one up are left to their
    /// transitions) and the bottom view's.
    func placements() -> CardStackPlacements {
        let counted = countedCardCount
        var placements: [CardPlacement] = []
        placements.reserveCapacity(counted)
        for index in 0..<counted {
            placements.append(placement(ofCardAt: index, top: cards[index].top))
        }
        return CardStackPlacements(cards: placements, bottomView: bottomViewPlacement())
    }

    /// The placement of the card at `index` with its top at `top`, given the counted cards in
    /// front of it.
    ///
    /// - Parameters:
    ///   - index: An index of ``cards``.
    ///   - top: Where the card's top is along its main axis: its resting top, or where a
    ///     finger has it.
    /// - Returns: The card's frame, alpha and dimmer alpha.
    func placement(ofCardAt index: Int, top: Double) -> CardPlacement {
        let front = cards[(index + 1)..<max(countedCardCount, index + 1)].lazy.map(\.style)
        let appearance = CardAppearance.behind(
            front, width: bounds.width, safeArea: safeAreaInsets)
        return Self.placement(
            top: top, appearance: appearance, dimming: cards[index].dimming,
            in: cards[index].area ?? bounds)
    }

    /// Where the view under the bottom card goes: `nil` when no counted card stacks (it keeps
    /// its own look), pushed back otherwise.
    func bottomViewPlacement() -> BottomViewPlacement? {
        let front = cards[0..<countedCardCount].lazy.map(\.style)
        let appearance = CardAppearance.behind(
            front, width: bounds.width, safeArea: safeAreaInsets)
        guard appearance.isPushedBack else { return nil }
        let top = bounds.minY + min(max(appearance.stackTop, 0), max(bounds.height, 0))
        return BottomViewPlacement(
            frame: Self.frame(top: top, inset: appearance.inset, in: bounds),
            alpha: appearance.alpha, cornerRadius: appearance.cornerRadius)
    }

    /// A card's placement with its top at `top` and the cards in front giving it
    /// `appearance`: what the per-frame path of a drag uses without building a layout.
    static func placement(
        top: Double, appearance: CardAppearance, dimming: CardDimming, in bounds: CardSpaceRect
    ) -> CardPlacement {
        CardPlacement(
            frame: frame(top: top, inset: appearance.inset, in: bounds), alpha: appearance.alpha,
            dimmingAlpha: dimming.alpha(top: top))
    }

    /// The frame of a card (or the bottom view) with its top at `top`, inset by `inset` on
    /// each side: its bottom flush with the stack's bottom edge.
    static func frame(top: Double, inset: Double, in bounds: CardSpaceRect) -> CardSpaceRect {
        CardSpaceRect(
            x: bounds.minX + inset, y: top, width: max(bounds.width - 2 * inset, 0),
            height: max(bounds.maxY - top, 0))
    }
}
