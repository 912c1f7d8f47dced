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

    /// The highest the card's top may rest; see ``CardGeometry/topLimit``.
    var topLimit: Double { geometry.topLimit }

    /// Forgets the card's geometry: called whenever what it depends on may have changed —
    /// the window's size, safe area or layout direction (each lays the container out), the
    /// context's area (the same), the keyboard, the configuration, a transition beginning.
    func invalidateGeometry() {
        geometryIsStale = true
    }

    /// What the card's geometry is worked out from, as things are now.
    var geometryInputs: CardGeometryInputs {
        let content = presentedViewController.preferredContentSize
        return CardGeometryInputs(
            configuration: configuration, stackLevel: stackLevel, stackArea: stackBounds,
            safeAreaInsets: safeAreaInsets, keyboardInset: keyboardAvoidance.inset,
            layoutDirection: hostWindow?.traits.layoutDirection ?? .leftToRight,
            preferredContentSize: content, chromeHeight: cardView.chromeHeight)
    }

    /// The card's geometry for the window, area, keyboard, content and configuration as they
    /// are now: worked out once and kept until `invalidateGeometry()` (a drag reads it many
    /// times a frame, and none of it changes under a drag).
    var geometry: CardGeometry {
        if !geometryIsStale, let latestGeometry { return latestGeometry }
        return refreshGeometry(reusingDetents: true)
    }

    /// Works the card's geometry out again from what it depends on now, keeping the detents
    /// when they resolve from the same values and `reusingDetents`; a selected detent that no
    /// longer resolves is forgotten (the card goes to the smallest).
    @discardableResult
    func refreshGeometry(reusingDetents: Bool) -> CardGeometry {
        let made = CardGeometry(
            geometryInputs, reusingDetentsOf: reusingDetents ? latestGeometry : nil)
        latestGeometry = made
        geometryIsStale = false
        if let selected = selectedIdentifier,
            !made.detents.contains(where: { $0.identifier == selected })
        {
            // A content-fitted detent appeared in place of the fallback, say.
            selectedIdentifier = nil
        }
        return made
    }

    /// Resolves ``detents`` for the current geometry, once per change of what they depend
    /// on: called again with the same inputs, it keeps the detents it has.
    func resolveDetents() {
        refreshGeometry(reusingDetents: true)
    }

    /// The detent the card rests on: the selected one, or the smallest.
    var selectedDetent: ResolvedDetent { geometry.detent(selectedIdentifier) }

    /// The card's resting top, in card space.
    var restingTop: Double { selectedDetent.top }

    /// Where the card's top is on screen now (its presented value), in card space.
    var presentedCardSpaceTop: Double {
        geometry.edgeMapping.toCardSpace(cardView.presentation.frame).minY
    }

    /// The card's frame now (its model value).
    var cardSpaceFrame: CardSpaceRect { geometry.edgeMapping.toCardSpace(cardView.frame) }

    /// The area the card's stack covers, in the container's points: the window's bounds, or
    /// the context's area (whose origin is the container's).
    var stackBounds: Rect { Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height) }

    /// How the card pushes back what is behind it.
    var stackingStyle: CardStackingStyle { CardStackingStyle(configuration) }

    /// The card directly below this one in its stack, if any.
    var cardBelow: CardPresentationController? { stack.card(below: self) }

    /// The card directly above this one in its stack, while one is presented over it.
    var cardAbove: CardPresentationController? { stack.card(above: self) }

    /// The card's resting frame when `excluded` (and anything above it) no longer counts.
    func restingFrame(excluding excluded: CardPresentationController?) -> CardSpaceRect {
        geometry.frame(top: restingTop, inset: appearanceBehindSelf(excluding: excluded).inset)
    }

    /// How this card looks given the cards in front of it, up to (not including) `excluded`.
    func appearanceBehindSelf(excluding excluded: CardPresentationController?)
        -> CardAppearance
    {
        stack.appearance(behind: self, leaving: excluded, in: geometry)
    }

    /// How the card's dimmer follows its top, for the current detents.
    var dimming: CardDimming { geometry.dimming }

    /// Lets touches outside the card through to the controller behind while it rests at or
    /// below ``CardConfiguration/largestUndimmedDetent``.
    func updatePassThrough() {
        let passes = geometry.passesTouches(top: restingTop)
        containerView?.passesTouchesThrough = passes
        dimmingView?.isUserInteractionEnabled = !passes
    }

    // MARK: Placing views

    /// Places the card with its top at `top` and the dimmer to match.
    func placeCard(top: Double, appearance: CardAppearance) {
        let geometry = geometry
        apply(
            CardStackLayout.placement(
                top: top, appearance: appearance, dimming: geometry.dimming,
                in: geometry.cardSpaceArea),
            in: geometry.edgeMapping)
    }

    /// Puts the card and its dimmer where `placement` says.
    ///
    /// - Parameters:
    ///   - placement: The placement.
    ///   - mapping: The card space it was computed in; default the card's own.
    func apply(_ placement: CardPlacement, in mapping: CardEdgeMapping? = nil) {
        placeCardView(placement.frame, in: mapping)
        cardView.alpha = placement.alpha
        dimmingView?.alpha = placement.dimmingAlpha
    }

    /// Puts the card at `frame` in the window.
    ///
    /// - Parameters:
    ///   - frame: The card's frame.
    ///   - mapping: The card space it was computed in; default the card's own.
    func placeCardView(_ frame: CardSpaceRect, in mapping: CardEdgeMapping? = nil) {
        let mapping = mapping ?? geometry.edgeMapping
        cardView.edge = mapping.edge
        cardView.place(mapping.toWindow(frame))
    }

    /// Puts the card where its presentation starts: in its initial transition frame, or just
    /// below the window's bottom edge; the dimmer clear.
    func placeForPresentation() {
        let resting = restingFrame(excluding: nil)
        placeCardView(
            configuration.initialTransitionFrame.map(geometry.insideArea)
                ?? CardSpaceRect(
                    x: resting.minX, y: geometry.dismissedTop, width: resting.width,
                    height: resting.height))
        cardView.alpha = 1
        dimmingView?.alpha = 0
    }

    /// Everything where a presented card puts it: the card at rest, the cards behind pushed
    /// back. Called inside the presentation's animation block.
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
            placeCardView(geometry.insideArea(frame))
        } else {
            // Off through its edge, as wide as it rests: a card caught mid-overshoot (or laid
            // out for another size) does not leave at that width.
            let resting = restingFrame(excluding: nil)
            placeCardView(
                CardSpaceRect(
                    x: resting.minX, y: geometry.dismissedTop, width: resting.width,
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
