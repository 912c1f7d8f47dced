import CardDeckTransitions
import CardDeckViews

/// One stack of cards: the cards presented one over another from a controller that is not a
/// card, bottom first, and the view they are presented over. It owns what belongs to the whole
/// stack (which card is above which, the black backdrop, the bottom view's own look while it
/// is pushed back) and applies ``CardStackLayout``'s placements.
///
/// Each card's presentation controller keeps its stack alive; the stack holds its cards weakly,
/// so a card that goes away without leaving (its window dropped) takes nothing with it.
@MainActor
final class CardStack {
    private let liveObject = LiveObjects.Token(.cardStack)

    /// The cards, bottom first; entries whose card is gone are skipped. Only the stack (here
    /// and in `CardStack+Motion`) changes them.
    var entries: [Entry] = []
    /// The window whose frames the stack watches while a card of it moves; see
    /// `CardStack+Motion`.
    weak var watchedWindow: Window?
    /// The black backdrop behind the pushed-back bottom view, while one is.
    private(set) var backdrop: ViewNode?
    /// The bottom view's look before the stack changed it.
    private var bottomViewRestore: BottomViewState?
    /// The view under the stack (the first card's presenter's), once the stack has placed it:
    /// it stays the bottom view when cards below others leave first.
    private weak var bottomView: ViewNode?
    /// The frame the stack last gave the bottom view, in its superview's coordinates: a
    /// different frame there means its own layout set it since.
    private var placedBottomFrame: Rect?

    /// The live cards, bottom first.
    var cards: [CardPresentationController] { entries.compactMap(\.card) }

    /// The card at the bottom of the stack.
    var bottomCard: CardPresentationController? {
        entries.lazy.compactMap(\.card).first
    }

    /// Whether nothing animates any card of the stack (see
    /// `CardPresentationController.isStill`); read every frame, so it builds no array.
    var isStill: Bool {
        // By index: iterating would copy each entry and its weak reference.
        let entries = entries
        for index in entries.indices {
            if let card = entries[index].card, !card.isStill { return false }
        }
        return true
    }

    /// Puts `card` on top of the stack (once).
    func join(_ card: CardPresentationController) {
        entries.removeAll { $0.card == nil || $0.card === card }
        entries.append(Entry(card: card, style: CardStackingStyle(card.configuration)))
    }

    /// Takes `card`'s stacking style again, after its configuration changed.
    func updateStyle(of card: CardPresentationController) {
        for index in entries.indices where entries[index].card === card {
            entries[index].style = CardStackingStyle(card.configuration)
        }
    }

    /// Takes `card` out of the stack. When the last card leaves, the bottom view gets its own
    /// look back and the backdrop goes; while cards remain (a card removed from under the
    /// front one), the stack keeps the bottom view for them.
    func leave(_ card: CardPresentationController) {
        let wasBottom = bottomCard === card
        entries.removeAll { $0.card == nil || $0.card === card }
        guard bottomCard == nil, wasBottom || bottomView != nil else { return }
        if let view = bottomView ?? card.presentingViewController.viewIfLoaded {
            restoreBottomView(view, window: card.hostWindow, entirely: true)
        }
        bottomViewRestore = nil
        backdrop?.removeFromSuperview()
        backdrop = nil
    }

    /// The card directly below `card`, if it is in the stack and not the bottom card.
    func card(below card: CardPresentationController) -> CardPresentationController? {
        var previous: CardPresentationController?
        for entry in entries {
            guard let current = entry.card else { continue }
            if current === card { return previous }
            previous = current
        }
        return nil
    }

    /// The card directly above `card`, if any.
    func card(above card: CardPresentationController) -> CardPresentationController? {
        var found = false
        for entry in entries {
            guard let current = entry.card else { continue }
            if found { return current }
            found = current === card
        }
        return nil
    }

    /// The nearest card above `card` whose dismissal runs forwards (no finger drives it, no
    /// release sends it back): layout treats it, and every card above it, as gone already, as
    /// its dismissal animation does.
    func leavingCard(above card: CardPresentationController) -> CardPresentationController? {
        var above = self.card(above: card)
        while let current = above {
            if current.isTransitioning, current.presentedViewController.isBeingDismissed,
                current.motion.activity.scrubbedDismissal == nil,
                current.motion.activity.cancellingDismissal == nil
            {
                return current
            }
            above = self.card(above: current)
        }
        return nil
    }

    /// How `card` looks given the cards in front of it, up to (not including) `leaving`:
    /// what a drag's frames read without building a whole layout.
    ///
    /// - Parameters:
    ///   - card: A card of the stack.
    ///   - leaving: The first card that no longer counts, if any.
    ///   - geometry: `card`'s geometry, whose area's width and safe area the insets follow.
    /// - Returns: Its inset, alpha and corner radius.
    func appearance(
        behind card: CardPresentationController, leaving: CardPresentationController?,
        in geometry: CardGeometry
    ) -> CardAppearance {
        CardAppearance.behind(
            FrontStyles(entries: entries, above: card, leaving: leaving),
            width: geometry.cardSpaceArea.width, safeArea: geometry.cardSafeAreaInsets)
    }

    /// Takes what the stack's layout needs of a card from its geometry and resting top: the
    /// card's ``CardLayout`` tells the stack each time either changes, so the layout works
    /// from these values and never reads the card back.
    ///
    /// - Parameters:
    ///   - layout: The layout of a card of the stack (others are ignored).
    ///   - geometry: Its geometry.
    ///   - restingTop: Its resting top, along its main axis.
    func update(_ layout: CardLayout, geometry: CardGeometry, restingTop: Double) {
        for index in entries.indices where entries[index].card?.layout === layout {
            entries[index].member = Member(geometry: geometry, restingTop: restingTop)
        }
    }

    /// The stack's layout as it stands: every card at its resting top, `leaving` (and every
    /// card above it) no longer counted, from the values each card last gave the stack.
    func layout(leaving: CardPresentationController?) -> CardStackLayout {
        var reference: Member?
        var isLeaving = false
        var cards: [CardStackLayout.Card] = []
        for entry in entries {
            guard let card = entry.card, let member = entry.member else { continue }
            isLeaving = isLeaving || card === leaving
            reference = reference ?? member
            cards.append(
                CardStackLayout.Card(
                    style: entry.style, top: member.restingTop, dimming: member.dimming,
                    isLeaving: isLeaving, area: member.area))
        }
        return CardStackLayout(
            bounds: reference?.stackMapping.cardSpaceArea ?? .zero,
            safeAreaInsets: reference?.stackSafeAreaInsets ?? .zero, cards: cards)
    }

    /// Places every card below `card` at rest and the bottom view, counting the cards in front
    /// of each up to (not including) `leaving`.
    func layOutCards(below card: CardPresentationController, leaving: CardPresentationController?) {
        let members = entries.filter { $0.card != nil && $0.member != nil }
        guard let index = members.firstIndex(where: { $0.card === card }) else { return }
        let placements = layout(leaving: leaving).placements()
        for below in 0..<min(index, placements.cards.count) {
            guard let member = members[below].member else { continue }
            members[below].card?.chrome.apply(placements.cards[below], in: member.edgeMapping)
        }
        placeBottomView(placements.bottomView)
    }

    /// Places the bottom view for the stack as it stands, `leaving` no longer counted.
    func placeBottomView(leaving: CardPresentationController?) {
        placeBottomView(layout(leaving: leaving).bottomViewPlacement())
    }

    /// Keeps the backdrop covering the stack's area in its superview: all of it for a stack
    /// over the window, the context's area for a stack in a presentation context.
    func layOutBackdrop() {
        if let backdrop, let superview = backdrop.superview {
            backdrop.frame = areaFrame(in: superview)
        }
    }

    /// The frame `view` (the context view under a stack in a presentation context) has from
    /// its own layout, in its superview's coordinates: while the stack pushes it back, the
    /// frame it had before; otherwise its frame. When its layout set another frame while it
    /// was pushed back (a split view's divider moved), that frame is its own from now on and
    /// the bottom card lays out again, to push it back from there.
    ///
    /// - Parameter view: The view under the stack.
    /// - Returns: Its frame in its superview's coordinates.
    func layoutFrame(ofBottomView view: ViewNode) -> Rect {
        guard view === bottomView, var restore = bottomViewRestore else { return view.frame }
        if let placed = placedBottomFrame, view.frame != placed {
            restore.frame = view.frame
            bottomViewRestore = restore
            placedBottomFrame = nil
            bottomCard?.containerView?.setNeedsLayout()
        }
        return restore.frame
    }

    /// The stack's area (its bottom card's container bounds) in `node`'s coordinates.
    private func areaFrame(in node: ViewNode) -> Rect {
        guard let container = bottomCard?.containerView, container.window != nil else {
            return node.bounds
        }
        return node.convert(container.bounds, from: container)
    }

    private func placeBottomView(_ placement: BottomViewPlacement?) {
        guard let bottom = bottomCard,
            let view = bottomView ?? bottom.presentingViewController.viewIfLoaded
        else { return }
        bottomView = view
        guard let placement else {
            // Nothing pushes it back now; the stack keeps its clipping until the last card
            // leaves, as it may push it back again.
            restoreBottomView(view, window: bottom.hostWindow, entirely: false)
            return
        }
        if bottomViewRestore == nil {
            bottomViewRestore = BottomViewState(
                frame: view.frame, alpha: view.alpha, cornerRadius: view.cornerRadius,
                maskedCorners: view.maskedCorners, clipsToBounds: view.clipsToBounds)
        }
        installBackdrop(behind: view)
        guard let mapping = entries.first(where: { $0.card === bottom })?.member?.stackMapping
        else { return }
        view.maskedCorners = mapping.edge.farCorners
        view.clipsToBounds = true
        // Placements are in the container's coordinates; the view lives in its superview's.
        let frame = mapping.toWindow(placement.frame)
        if let container = bottom.containerView, let superview = view.superview,
            container.window != nil
        {
            view.frame = superview.convert(frame, from: container)
        } else {
            view.frame = frame
        }
        placedBottomFrame = view.frame
        view.alpha = placement.alpha
        view.cornerRadius = placement.cornerRadius
    }

    /// Gives the bottom view back the look it had before the stack pushed it back: its frame
    /// (the window's bounds for a view the window sizes, which may have resized meanwhile),
    /// alpha and corner radius, and, `entirely`, its masked corners and clipping too.
    private func restoreBottomView(_ view: ViewNode, window: Window?, entirely: Bool) {
        guard let restore = bottomViewRestore else { return }
        placedBottomFrame = nil
        if let window, view.superview === window.root {
            view.frame = window.bounds
        } else {
            view.frame = restore.frame
        }
        view.alpha = restore.alpha
        view.cornerRadius = restore.cornerRadius
        guard entirely else { return }
        view.maskedCorners = restore.maskedCorners
        view.clipsToBounds = restore.clipsToBounds
    }

    private func installBackdrop(behind view: ViewNode) {
        guard backdrop == nil, let superview = view.superview else { return }
        // The backdrop is there at once: set inside the presentation's animation, its frame
        // would grow from the top-left corner and its colour fade in.
        let node = ViewNode(frame: areaFrame(in: superview))
        node.accessibilityIdentifier = "card.backdrop"
        ViewNode.performWithoutAnimation { node.backgroundColor = .black }
        superview.insertSubview(node, belowSubview: view)
        backdrop = node
    }
}

extension CardStack {
    /// A weak hold on one card, with its stacking style (kept here so that walking the styles
    /// never touches the cards) and whether the stack reports its motion every frame.
    struct Entry {
        /// The weak reference lives in a box: copying an entry then retains the box, instead
        /// of copying a weak reference, which the frames that walk the stack would pay for.
        private let box: WeakCard
        var style: CardStackingStyle
        /// Whether the stack reports this card's frame after every frame that runs motion.
        var isWatched = false
        /// What the layout needs of the card, as the card last gave it.
        var member: Member?

        init(card: CardPresentationController, style: CardStackingStyle) {
            box = WeakCard(card)
            self.style = style
        }

        /// The card, while it lives.
        var card: CardPresentationController? { box.card }
    }

    /// What the stack's layout needs of one card, taken from its geometry and resting top.
    struct Member {
        /// The card's resting top, along its main axis.
        var restingTop: Double
        /// How its dimmer follows it.
        var dimming: CardDimming
        /// Its area in its own space.
        var area: CardSpaceRect
        /// Its own space in its area (where its placements are applied).
        var edgeMapping: CardEdgeMapping
        /// Its own space in the stack's whole area (the bottom card's is the stack's).
        var stackMapping: CardEdgeMapping
        /// The stack area's safe-area insets in that space.
        var stackSafeAreaInsets: CardSpaceInsets

        init(geometry: CardGeometry, restingTop: Double) {
            self.restingTop = restingTop
            dimming = geometry.dimming
            area = geometry.cardSpaceArea
            edgeMapping = geometry.edgeMapping
            stackMapping = geometry.stackMapping
            stackSafeAreaInsets = geometry.stackSafeAreaInsets
        }
    }

    /// A weak reference to a card.
    final class WeakCard {
        weak var card: CardPresentationController?

        init(_ card: CardPresentationController) {
            self.card = card
        }
    }
}
