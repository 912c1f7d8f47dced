import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    // MARK: Geometry

    /// The window the card lives in.
    var hostWindow: Window? {
        containerView?.window ?? presentingViewController.viewIfLoaded?.window
    }

    /// The size of the area the card's stack covers, in points: the window's, or in a
    /// presentation context the context's area (see `contextArea`). Card geometry is in the
    /// container's coordinates, whose origin is the area's top-left corner.
    var windowSize: Size {
        contextArea?.size ?? hostWindow?.size ?? containerView?.bounds.size ?? .zero
    }

    /// The safe-area insets of that area, in points: the window's, intersected with the
    /// context's area in a presentation context.
    var safeAreaInsets: EdgeInsets {
        guard let window = hostWindow else { return .zero }
        guard let area = contextArea else { return window.safeAreaInsets }
        return Self.safeAreaInsets(of: area, in: window)
    }

    /// The highest the card's top may rest, in card space: `verticalInset + verticalSpacing·k`
    /// from its area's far edge, within the area.
    var topLimit: Double {
        let area = cardSpaceArea
        let inset = configuration.verticalInset ?? cardSafeAreaInsets.top
        let top = area.minY + inset + configuration.verticalSpacing * Double(stackLevel)
        return min(max(top, area.minY), max(area.maxY, area.minY))
    }

    /// The window edge the card is attached to now: its configured edge in the window's layout
    /// direction.
    var physicalEdge: PhysicalCardEdge { geometry.edgeMapping.edge }

    /// Forgets the card's geometry: called whenever what it depends on may have changed —
    /// the window's size, safe area or layout direction (each lays the container out), the
    /// context's area (the same), the keyboard, the configuration, a transition beginning.
    func invalidateGeometry() {
        geometryCache = nil
    }

    /// The card's own space (a bottom sheet's) in its area less the keyboard; see
    /// ``CardEdgeMapping``. Every frame the card computes is in this space.
    var edgeMapping: CardEdgeMapping { geometry.edgeMapping }

    /// The card's own space in its stack's whole area, where the stack lays out the cards
    /// behind and the bottom view.
    var stackMapping: CardEdgeMapping { geometry.stackMapping }

    /// The card's geometry for the window, area, keyboard and direction as they are now:
    /// worked out once and kept until `invalidateGeometry()` (a drag reads it many times a
    /// frame, and none of it changes under a drag).
    var geometry: CardGeometry {
        if let cached = geometryCache { return cached }
        let edge = configuration.edge.physical(
            in: hostWindow?.traits.layoutDirection ?? .leftToRight)
        var insets = safeAreaInsets
        if keyboardAvoidance.inset > 0 { insets.bottom = 0 }
        let card = CardEdgeMapping(edge: edge, area: cardArea)
        let made = CardGeometry(
            edgeMapping: card,
            stackMapping: CardEdgeMapping(edge: edge, area: stackBounds),
            cardSafeAreaInsets: card.toCardSpace(insets: insets))
        geometryCache = made
        return made
    }

    /// The card's area in card space: x across, y from the far edge to the attached one.
    var cardSpaceArea: Rect { edgeMapping.cardSpaceArea }

    /// Where the card's top is on screen now (its presented value), in card space.
    var presentedCardSpaceTop: Double {
        edgeMapping.toCardSpace(cardView.presentation.frame).minY
    }

    /// The card's frame now (its model value), in card space.
    var cardSpaceFrame: Rect { edgeMapping.toCardSpace(cardView.frame) }

    /// Where a card's top is once it has left through its edge, in card space: the attached
    /// edge (a bottom card leaves under the keyboard, at the window's bottom).
    var dismissedTop: Double {
        cardBottom
            + (physicalEdge == .bottom ? min(keyboardAvoidance.inset, stackBounds.height) : 0)
    }

    /// The area the card rests in, in window points: its stack's area, less the part the
    /// keyboard covers while the card's content has the first responder.
    var cardArea: Rect {
        let area = stackBounds
        let inset = min(keyboardAvoidance.inset, area.height)
        return Rect(x: area.minX, y: area.minY, width: area.width, height: area.height - inset)
    }

    /// The card's attached edge, in card space: where its area ends (the keyboard's top while
    /// a bottom card rises above the keyboard).
    var cardBottom: Double { cardSpaceArea.maxY }

    /// The safe-area insets the card sees, in card space (top is the far edge's); the keyboard
    /// covers the window's bottom inset.
    var cardSafeAreaInsets: EdgeInsets { geometry.cardSafeAreaInsets }

    /// Resolves ``detents`` for the current geometry, once per change of what they depend
    /// on (the window's size and safe area, the top limit, the chrome, the content's preferred
    /// height): called again with the same inputs, it keeps the detents it has.
    func resolveDetents() {
        let height = cardBottom
        let chrome = cardView.chromeHeight
        let maximum = max(height - topLimit - chrome, 0)
        let preferredSize = presentedViewController.preferredContentSize
        // A side card fits its content's width, as a bottom card fits its height.
        let preferred = physicalEdge.isHorizontal ? preferredSize.width : preferredSize.height
        let context = CardDetentResolutionContext(
            containerSize: cardSpaceArea.size,
            safeAreaInsets: cardSafeAreaInsets,
            maximumDetentValue: maximum,
            preferredContentHeight: preferred.isFinite ? max(preferred, 0) : 0)
        let inputs = DetentInputs(context: context, topLimit: topLimit, chrome: chrome)
        guard inputs != resolvedDetentInputs || detents.isEmpty else { return }
        resolvedDetentInputs = inputs
        var resolved: [ResolvedDetent] = []
        for detent in configuration.detents {
            guard let value = detent.resolvedValue(in: context) else { continue }
            guard value.isFinite else {
                Diagnostics.warn(
                    "CardPresentationController: detent \(detent.identifier) resolved to "
                        + "\(value); skipped it")
                continue
            }
            let clamped = min(max(value, 0), maximum)
            resolved.append(
                ResolvedDetent(
                    identifier: detent.identifier, height: clamped,
                    top: max(height - clamped - chrome, topLimit)))
        }
        if resolved.isEmpty {
            resolved = [
                ResolvedDetent(
                    identifier: .large, height: maximum,
                    top: max(height - maximum - chrome, topLimit))
            ]
        }
        detents = resolved.enumerated().sorted {
            $0.element.height == $1.element.height
                ? $0.offset < $1.offset : $0.element.height < $1.element.height
        }.map(\.element)
        if let selected = selectedIdentifier,
            !detents.contains(where: { $0.identifier == selected })
        {
            // The selected detent no longer resolves (a content-fitted detent appeared in place
            // of the fallback, say): the card goes to the smallest, and says so.
            selectedIdentifier = nil
        }
    }

    /// The detent the card rests on: the selected one, or the smallest.
    var selectedDetent: ResolvedDetent {
        if detents.isEmpty { resolveDetents() }
        return detents.first { $0.identifier == selectedIdentifier } ?? detents[0]
    }

    /// The card's resting top, in card space.
    var restingTop: Double { selectedDetent.top }

    /// The area the card's stack covers, in the container's points: the window's bounds, or
    /// the context's area (whose origin is the container's).
    var stackBounds: Rect { Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height) }

    /// How the card pushes back what is behind it.
    var stackingStyle: CardStackingStyle { CardStackingStyle(configuration) }

    /// The card directly below this one in its stack, if any.
    var cardBelow: CardPresentationController? { stack.card(below: self) }

    /// The card directly above this one in its stack, while one is presented over it.
    var cardAbove: CardPresentationController? { stack.card(above: self) }

    /// The card's frame in card space with its top at `top`, inset by `inset` per side; the
    /// bottom is flush with the card's area.
    func cardFrame(top: Double, inset: Double) -> Rect {
        CardStackLayout.frame(top: top, inset: inset, in: cardSpaceArea)
    }

    /// The card's resting frame when `excluded` (and anything above it) no longer counts.
    func restingFrame(excluding excluded: CardPresentationController?) -> Rect {
        cardFrame(top: restingTop, inset: appearanceBehindSelf(excluding: excluded).inset)
    }

    /// How this card looks given the cards in front of it, up to (not including) `excluded`.
    func appearanceBehindSelf(excluding excluded: CardPresentationController?)
        -> CardAppearance
    {
        stack.appearance(behind: self, leaving: excluded)
    }

    /// How the card's dimmer follows its top, for the current detents.
    var dimming: CardDimming {
        CardDimming(
            maximumAlpha: configuration.maximumDimmingAlpha, detents: detents,
            largestUndimmed: configuration.largestUndimmedDetent, bottom: cardBottom)
    }

    /// Whether touches outside the card reach the controller behind: at or below
    /// ``CardConfiguration/largestUndimmedDetent``.
    func passesTouches(top: Double) -> Bool {
        guard let undimmed = configuration.largestUndimmedDetent,
            let detent = detents.first(where: { $0.identifier == undimmed })
        else { return false }
        return top >= detent.top - 0.5
    }

    func updatePassThrough() {
        containerView?.passesTouchesThrough = passesTouches(top: restingTop)
        dimmingView?.isUserInteractionEnabled = !passesTouches(top: restingTop)
    }

    // MARK: Placing views

    /// Places the card with its top at `top` and the dimmer to match.
    func placeCard(top: Double, appearance: CardAppearance) {
        apply(
            CardStackLayout.placement(
                top: top, appearance: appearance, dimming: dimming, in: cardSpaceArea))
    }

    /// Puts the card and its dimmer where `placement` says.
    ///
    /// - Parameters:
    ///   - placement: The placement, its frame in card space.
    ///   - mapping: The card space it was computed in; default the card's own.
    func apply(_ placement: CardPlacement, in mapping: CardEdgeMapping? = nil) {
        placeCardView(placement.frame, in: mapping)
        cardView.alpha = placement.alpha
        dimmingView?.alpha = placement.dimmingAlpha
    }

    /// Puts the card at `frame`, given in card space, in the window.
    ///
    /// - Parameters:
    ///   - frame: The card's frame in card space.
    ///   - mapping: The card space it was computed in; default the card's own.
    func placeCardView(_ frame: Rect, in mapping: CardEdgeMapping? = nil) {
        let mapping = mapping ?? edgeMapping
        cardView.edge = mapping.edge
        cardView.place(mapping.toWindow(frame))
    }

    /// Puts the card where its presentation starts: in its initial transition frame, or just
    /// below the window's bottom edge; the dimmer clear.
    func placeForPresentation() {
        let resting = restingFrame(excluding: nil)
        placeCardView(
            configuration.initialTransitionFrame.map(insideWindowWidth)
                ?? Rect(
                    x: resting.minX, y: dismissedTop, width: resting.width,
                    height: resting.height))
        cardView.alpha = 1
        dimmingView?.alpha = 0
    }

    /// Everything where a presented card puts it: the card at rest, the cards behind pushed
    /// back. Called inside the presentation's animation block.
    /// A window rectangle (an initial transition frame) in card space, narrowed to the area's
    /// cross length and moved across inside it.
    func insideWindowWidth(_ frame: Rect) -> Rect {
        let frame = edgeMapping.toCardSpace(frame)
        let area = cardSpaceArea
        let width = max(area.width, 0)
        let narrowed = min(frame.width, width)
        let x = min(max(frame.minX, area.minX), area.minX + width - narrowed)
        return Rect(x: x, y: frame.minY, width: narrowed, height: frame.height)
    }

    func applyPresentedLayout() {
        placeCard(top: restingTop, appearance: appearanceBehindSelf(excluding: nil))
        layoutViewsBehind(excluding: nil)
    }

    /// Whether the window asks for reduced motion: presentations and dismissals then
    /// cross-fade, and springs do not overshoot.
    var prefersReducedMotion: Bool { hostWindow?.traits.prefersReducedMotion ?? false }

    /// Where a cross-faded presentation starts: the card at rest, transparent; the dimmer
    /// clear.
    func placeForCrossFade() {
        placeCardView(restingFrame(excluding: nil))
        cardView.alpha = 0
        dimmingView?.alpha = 0
    }

    /// Everything where a cross-faded dismissal leaves it: the card where it is, transparent;
    /// the dimmer clear; the cards behind restored.
    func applyCrossFadedOutLayout() {
        cardView.alpha = 0
        dimmingView?.alpha = 0
        layoutViewsBehind(excluding: self)
    }

    /// Everything where a dismissed card leaves it: the card off-screen (or in its initial
    /// transition frame), the cards behind restored. Called inside the dismissal's animation
    /// block.
    ///
    /// - Parameter intoInitialFrame: Whether a card with an initial transition frame goes back
    ///   into it; default `true`. An interactive dismissal passes `false`: the card slides down
    ///   at full width, following the finger.
    func applyDismissedLayout(intoInitialFrame: Bool = true) {
        if intoInitialFrame, let frame = configuration.initialTransitionFrame {
            placeCardView(insideWindowWidth(frame))
        } else {
            // Off through its edge, as wide as it rests: a card caught mid-overshoot (or laid
            // out for another size) does not leave at that width.
            let resting = restingFrame(excluding: nil)
            placeCardView(
                Rect(
                    x: resting.minX, y: dismissedTop, width: resting.width,
                    height: cardSpaceFrame.height))
        }
        dimmingView?.alpha = 0
        layoutViewsBehind(excluding: self)
    }

    /// Lays out every card behind this one and the bottom view, counting the cards in front
    /// of each up to (not including) `excluded`.
    func layoutViewsBehind(excluding excluded: CardPresentationController?) {
        stack.layOutCards(below: self, leaving: excluded)
    }

    /// Leaves the stack (for the bottom card, the bottom view gets its own look back).
    func detachFromStack() {
        stack.leave(self)
    }
}

/// What resolving detents depends on; equal inputs resolve to equal detents.
struct DetentInputs: Equatable {
    var context: CardDetentResolutionContext
    var topLimit: Double
    var chrome: Double
}
