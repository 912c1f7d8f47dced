import CardDeckViews

/// Where a card and the stack behind it are put: the card's resting frame and look given the
/// cards in front of it, whether touches pass it at rest, and the places a presentation, a
/// dismissal, a resize and each ``CardTransitionMove`` leave everything in.
///
/// A value read from the card's parts at one moment, as ``CardArea`` is; its presentation
/// controller makes one when it needs it. The geometry to place in is handed to each call, so
/// the stage never works it out, and a move that needs none (a cross-fade's end) never asks
/// for it.
@MainActor
struct CardStage {
    /// The card, as its stack knows it.
    let card: CardPresentationController
    /// The stack the card belongs to.
    let stack: CardStack
    /// The card's views and dimmer.
    let chrome: CardChrome
    /// The card's layout, whose selected detent the card rests on.
    let layout: CardLayout

    /// How the card looks given the cards in front of it, up to (not including) `excluded`.
    ///
    /// - Parameters:
    ///   - excluded: The first card in front that no longer counts, if any.
    ///   - geometry: The card's geometry.
    /// - Returns: Its inset, alpha and corner radius.
    func appearance(excluding excluded: CardPresentationController?, in geometry: CardGeometry)
        -> CardAppearance
    {
        stack.appearance(behind: card, leaving: excluded, in: geometry)
    }

    /// The card's frame at rest on its selected detent when `excluded` (and
    /// anything in front of it) no longer counts.
    func restingFrame(excluding excluded: CardPresentationController?, in geometry: CardGeometry)
        -> CardSpaceRect
    {
        geometry.frame(
            top: layout.selectedDetent(in: geometry).top,
            inset: appearance(excluding: excluded, in: geometry).inset)
    }

    /// Lets touches outside the card through to the controller behind while it rests at or
    /// below ``CardConfiguration/largestUndimmedDetent``; the dimmer takes them otherwise.
    ///
    /// - Parameters:
    ///   - container: The presentation's container view, once there is one.
    ///   - geometry: The card's geometry.
    func updatePassThrough(container: ViewNode?, in geometry: CardGeometry) {
        let passes = geometry.passesTouches(top: layout.selectedDetent(in: geometry).top)
        container?.interaction.passesTouchesThrough = passes
        chrome.dimmingView?.isUserInteractionEnabled = !passes
    }

    /// Puts the card where its presentation starts; see
    /// ``CardChrome/placeForPresentation(resting:initialFrame:in:)``.
    ///
    /// - Parameters:
    ///   - initialFrame: ``CardConfiguration/initialTransitionFrame``.
    ///   - geometry: The card's geometry.
    func placeForPresentation(initialFrame: Rect?, in geometry: CardGeometry) {
        chrome.placeForPresentation(
            resting: restingFrame(excluding: nil, in: geometry), initialFrame: initialFrame,
            in: geometry)
    }

    /// Everything where a presented card puts it: the card at rest, the cards behind pushed
    /// back. Called inside the presentation's animation block.
    func placePresented(in geometry: CardGeometry) {
        chrome.place(
            top: layout.selectedDetent(in: geometry).top,
            appearance: appearance(excluding: nil, in: geometry), in: geometry)
        stack.layOutCards(below: card, leaving: nil)
    }

    /// Everything where a dismissed card leaves it (see
    /// ``CardChrome/placeDismissed(resting:initialFrame:in:)``), the cards behind restored.
    /// Called inside the dismissal's animation block.
    ///
    /// - Parameters:
    ///   - initialFrame: The frame the card goes back into, if any. An interactive dismissal
    ///     passes `nil`: the card slides down at full width, following the finger.
    ///   - geometry: The card's geometry.
    func placeDismissed(initialFrame: Rect?, in geometry: CardGeometry) {
        chrome.placeDismissed(
            resting: restingFrame(excluding: nil, in: geometry), initialFrame: initialFrame,
            in: geometry)
        stack.layOutCards(below: card, leaving: card)
    }

    /// Everything where a transition running forwards now ends, in a geometry that changed
    /// under it (a rotation or a split-screen change mid-transition): the model values jump
    /// there and the animation's remaining offsets carry on from there (animations are
    /// additive), so the card never keeps a width the window no longer has.
    ///
    /// - Parameters:
    ///   - dismissing: Whether the transition dismisses the card (else it presents it).
    ///   - initialFrame: ``CardConfiguration/initialTransitionFrame``.
    ///   - geometry: The card's new geometry.
    func placeAfterResize(dismissing: Bool, initialFrame: Rect?, in geometry: CardGeometry) {
        guard dismissing else { return placePresented(in: geometry) }
        chrome.place(restingFrame(excluding: nil, in: geometry), in: geometry.edgeMapping)
        placeDismissed(initialFrame: initialFrame, in: geometry)
    }

    /// Moves the card, and the stack behind it, as a transition's animator asks.
    ///
    /// - Parameters:
    ///   - move: The move.
    ///   - initialFrame: ``CardConfiguration/initialTransitionFrame``.
    ///   - geometry: The card's geometry, read only by the moves that place in it.
    func carryOut(
        _ move: CardTransitionMove, initialFrame: Rect?,
        in geometry: @autoclosure () -> CardGeometry
    ) {
        switch move {
        case .placeForPresentation: placeForPresentation(initialFrame: initialFrame, in: geometry())
        case .placeForCrossFade:
            let geometry = geometry()
            chrome.place(restingFrame(excluding: nil, in: geometry), in: geometry.edgeMapping)
            chrome.setAlpha(card: 0, dimmer: 0)
        case .presented: placePresented(in: geometry())
        case .crossFadedOut:
            chrome.setAlpha(card: 0, dimmer: 0)
            stack.layOutCards(below: card, leaving: card)
        case .dismissed(let intoInitialFrame):
            placeDismissed(initialFrame: intoInitialFrame ? initialFrame : nil, in: geometry())
        }
    }
}
