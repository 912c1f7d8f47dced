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

    /// The highest the card's top may rest: `verticalInset + verticalSpacing·k`, within the
    /// window.
    var topLimit: Double {
        let inset = configuration.verticalInset ?? safeAreaInsets.top
        let top = inset + configuration.verticalSpacing * Double(stackLevel)
        return min(max(top, 0), max(windowSize.height, 0))
    }

    /// Resolves ``detents`` for the current geometry, once per change of what they depend
    /// on (the window's size and safe area, the top limit, the chrome, the content's preferred
    /// height): called again with the same inputs, it keeps the detents it has.
    func resolveDetents() {
        let height = max(windowSize.height, 0)
        let chrome = cardView.chromeHeight
        let maximum = max(height - topLimit - chrome, 0)
        let preferred = presentedViewController.preferredContentSize.height
        let context = CardDetentResolutionContext(
            containerSize: windowSize, safeAreaInsets: safeAreaInsets,
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

    /// The card's resting top, in window points.
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

    /// The card's frame with its top at `top`, inset by `inset` per side; the bottom is flush
    /// with the window.
    func cardFrame(top: Double, inset: Double) -> Rect {
        CardStackLayout.frame(top: top, inset: inset, in: stackBounds)
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
            largestUndimmed: configuration.largestUndimmedDetent, bottom: windowSize.height)
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
                top: top, appearance: appearance, dimming: dimming, in: stackBounds))
    }

    /// Puts the card and its dimmer where `placement` says.
    func apply(_ placement: CardPlacement) {
        cardView.place(placement.frame)
        cardView.alpha = placement.alpha
        dimmingView?.alpha = placement.dimmingAlpha
    }

    /// Puts the card where its presentation starts: in its initial transition frame, or just
    /// below the window's bottom edge; the dimmer clear.
    func placeForPresentation() {
        let resting = restingFrame(excluding: nil)
        cardView.place(
            configuration.initialTransitionFrame.map(insideWindowWidth)
                ?? Rect(
                    x: resting.minX, y: windowSize.height, width: resting.width,
                    height: resting.height))
        cardView.alpha = 1
        dimmingView?.alpha = 0
    }

    /// Everything where a presented card puts it: the card at rest, the cards behind pushed
    /// back. Called inside the presentation's animation block.
    /// `frame` narrowed to the window's width and moved horizontally inside it.
    func insideWindowWidth(_ frame: Rect) -> Rect {
        let width = max(windowSize.width, 0)
        let narrowed = min(frame.width, width)
        let x = min(max(frame.minX, 0), width - narrowed)
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
        cardView.place(restingFrame(excluding: nil))
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
            cardView.place(insideWindowWidth(frame))
        } else {
            // Down off the bottom edge, as wide as it rests: a card caught mid-overshoot (or
            // laid out for another size) does not leave at that width.
            let resting = restingFrame(excluding: nil)
            cardView.place(
                Rect(
                    x: resting.minX, y: windowSize.height, width: resting.width,
                    height: cardView.frame.height))
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
