import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    // MARK: Geometry

    /// The window the card lives in.
    var hostWindow: Window? {
        containerView?.window ?? presentingViewController.viewIfLoaded?.window
    }

    /// The window's size, in points.
    var windowSize: Size { hostWindow?.size ?? containerView?.bounds.size ?? .zero }

    /// The window's safe-area insets, in points.
    var safeAreaInsets: EdgeInsets { hostWindow?.safeAreaInsets ?? .zero }

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

    /// The card's frame with its top at `top`, inset by `inset` per side; the bottom is flush
    /// with the window.
    func cardFrame(top: Double, inset: Double) -> Rect {
        let size = windowSize
        return Rect(
            x: inset, y: top, width: max(size.width - 2 * inset, 0),
            height: max(size.height - top, 0))
    }

    /// The card's resting frame when `excluded` (and anything above it) no longer counts.
    func restingFrame(excluding excluded: CardPresentationController?) -> Rect {
        cardFrame(top: restingTop, inset: appearanceBehindSelf(excluding: excluded).inset)
    }

    /// How this card looks given the cards in front of it.
    func appearanceBehindSelf(excluding excluded: CardPresentationController?)
        -> CardAppearance
    {
        CardAppearance.behind(
            cardAbove, excluding: excluded, width: windowSize.width, safeTop: safeAreaInsets.top)
    }

    /// The dimmer's alpha with the card's top at `top`.
    func dimmingAlpha(top: Double) -> Double {
        let maximum = configuration.maximumDimmingAlpha
        guard maximum > 0, let smallest = detents.first else { return 0 }
        if let undimmed = configuration.largestUndimmedDetent,
            let index = detents.firstIndex(where: { $0.identifier == undimmed })
        {
            guard index + 1 < detents.count else { return 0 }
            let from = detents[index].top
            let to = detents[index + 1].top
            guard from > to else { return top < from ? maximum : 0 }
            return maximum * min(max((from - top) / (from - to), 0), 1)
        }
        let distance = windowSize.height - smallest.top
        guard distance > 0 else { return top < windowSize.height ? maximum : 0 }
        return maximum * min(max((windowSize.height - top) / distance, 0), 1)
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
        cardView.place(cardFrame(top: top, inset: appearance.inset))
        cardView.alpha = appearance.alpha
        dimmingView?.alpha = dimmingAlpha(top: top)
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

    /// Everything where a dismissed card leaves it: the card off-screen (or in its initial
    /// transition frame), the cards behind restored. Called inside the dismissal's animation
    /// block.
    func applyDismissedLayout() {
        if let frame = configuration.initialTransitionFrame {
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
        var card = cardBelow
        var lowest: CardPresentationController = self
        while let current = card {
            let appearance = current.appearanceBehindSelf(excluding: excluded)
            current.placeCard(top: current.restingTop, appearance: appearance)
            lowest = current
            card = current.cardBelow
        }
        lowest.placeBottomView(excluding: excluded)
    }

    /// Places the view the first card was presented over: pushed back while stacking cards
    /// are in front, as it was otherwise.
    func placeBottomView(excluding excluded: CardPresentationController?) {
        guard cardBelow == nil, let view = presentingViewController.viewIfLoaded else { return }
        let appearance = CardAppearance.behind(
            self, excluding: excluded, width: windowSize.width, safeTop: safeAreaInsets.top)
        guard appearance.isPushedBack else {
            if let restore = bottomViewRestore {
                view.frame = restoredFrame(of: view, restore)
                view.alpha = restore.alpha
                view.cornerRadius = restore.cornerRadius
            }
            return
        }
        if bottomViewRestore == nil {
            bottomViewRestore = BottomViewState(
                frame: view.frame, alpha: view.alpha, cornerRadius: view.cornerRadius,
                maskedCorners: view.maskedCorners, clipsToBounds: view.clipsToBounds)
        }
        installBackdrop(behind: view)
        view.maskedCorners = .top
        view.clipsToBounds = true
        let size = windowSize
        let top = min(max(appearance.stackTop, 0), size.height)
        view.frame = Rect(
            x: appearance.inset, y: top, width: max(size.width - 2 * appearance.inset, 0),
            height: max(size.height - top, 0))
        view.alpha = appearance.alpha
        view.cornerRadius = appearance.cornerRadius
    }

    /// The frame the bottom view returns to: the window's bounds for a view the window
    /// sizes (it may have resized meanwhile), its own earlier frame otherwise.
    private func restoredFrame(of view: ViewNode, _ restore: BottomViewState) -> Rect {
        if let window = hostWindow, view.superview === window.root { return window.bounds }
        return restore.frame
    }

    private func installBackdrop(behind view: ViewNode) {
        guard backdrop == nil, let superview = view.superview else { return }
        // The backdrop is there at once: set inside the presentation's animation, its frame
        // would grow from the top-left corner and its colour fade in.
        let node = ViewNode(frame: superview.bounds)
        node.accessibilityIdentifier = "card.backdrop"
        ViewNode.performWithoutAnimation { node.backgroundColor = .black }
        superview.insertSubview(node, belowSubview: view)
        backdrop = node
    }

    /// Leaves the stack: unlinks from the card below and, for the first card, gives the bottom
    /// view back its own look and removes the backdrop.
    func detachFromStack() {
        if cardBelow?.cardAbove === self { cardBelow?.cardAbove = nil }
        guard cardBelow == nil else { return }
        if let restore = bottomViewRestore, let view = presentingViewController.viewIfLoaded {
            view.frame = restoredFrame(of: view, restore)
            view.alpha = restore.alpha
            view.cornerRadius = restore.cornerRadius
            view.maskedCorners = restore.maskedCorners
            view.clipsToBounds = restore.clipsToBounds
        }
        bottomViewRestore = nil
        backdrop?.removeFromSuperview()
        backdrop = nil
    }
}

/// What resolving detents depends on; equal inputs resolve to equal detents.
struct DetentInputs: Equatable {
    var context: CardDetentResolutionContext
    var topLimit: Double
    var chrome: Double
}
