import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    // MARK: What the geometry is worked out from

    /// The window the card lives in.
    var hostWindow: Window? {
        containerView?.window ?? presentingViewController.viewIfLoaded?.window
    }

    /// The area the card's stack covers, as it is now; see ``CardArea``.
    var area: CardArea {
        CardArea(
            container: containerView, window: hostWindow, inContext: !shouldPresentInFullscreen)
    }

    /// What the card's layout depends on in the window now.
    var layoutBasis: CardLayoutBasis { area.basis(keyboardInset: keyboardAvoidance.inset) }

    /// The highest the card's top may rest; see ``CardGeometry/topLimit``.
    var topLimit: Double { geometry.topLimit }

    /// Resolves ``detents`` for the current geometry, once per change of what they depend
    /// on: called again with the same inputs, it keeps the detents it has.
    func resolveDetents() {
        refreshGeometry(reusingDetents: true)
    }

    /// Whether the window asks for reduced motion: presentations and dismissals then
    /// cross-fade, and springs do not overshoot.
    var prefersReducedMotion: Bool { hostWindow?.traits.prefersReducedMotion ?? false }

    // MARK: Where things are

    /// The detent the card rests on: the selected one, or the smallest.
    var selectedDetent: ResolvedDetent { layout.selectedDetent(in: geometry) }

    /// The card's resting top, in card space.
    var restingTop: Double { selectedDetent.top }

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
        containerView?.interaction.passesTouchesThrough = passes
        dimmingView?.isUserInteractionEnabled = !passes
    }

    // MARK: Placing views

    /// Puts the card where its presentation starts; see
    /// ``CardChrome/placeForPresentation(resting:initialFrame:in:)``.
    func placeForPresentation() {
        chrome.placeForPresentation(
            resting: restingFrame(excluding: nil),
            initialFrame: configuration.initialTransitionFrame, in: geometry)
    }

    /// Everything where a presented card puts it: the card at rest, the cards behind pushed
    /// back. Called inside the presentation's animation block.
    func applyPresentedLayout() {
        motion.placeCard(top: restingTop, appearance: appearanceBehindSelf(excluding: nil))
        stack.layOutCards(below: self, leaving: nil)
    }

    /// Everything where a dismissed card leaves it (see
    /// ``CardChrome/placeDismissed(resting:initialFrame:in:)``), the cards behind restored.
    /// Called inside the dismissal's animation block.
    ///
    /// - Parameter intoInitialFrame: Whether a card with an initial transition frame goes back
    ///   into it; default `true`. An interactive dismissal passes `false`: the card slides down
    ///   at full width, following the finger.
    func applyDismissedLayout(intoInitialFrame: Bool = true) {
        chrome.placeDismissed(
            resting: restingFrame(excluding: nil),
            initialFrame: intoInitialFrame ? configuration.initialTransitionFrame : nil,
            in: geometry)
        stack.layOutCards(below: self, leaving: self)
    }
}
