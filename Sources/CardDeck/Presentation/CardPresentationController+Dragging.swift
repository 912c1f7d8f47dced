import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// The pan's translation along the card's main axis (towards its attached edge), in
    /// points.
    var panTranslation: Double {
        geometry.edgeMapping.toCardSpace(vector: panGestureRecognizer.translation(in: nil)).y
    }

    /// Whether a drag below the smallest detent may dismiss right now.
    var dragMayDismiss: Bool {
        configuration.allowInteractiveDismissal && drag?.dismissalRefused == false
    }

    func handlePan() {
        let recognizer = panGestureRecognizer
        switch recognizer.state {
        case .began: beginDrag()
        case .changed: continueDrag()
        case .ended:
            endDrag(
                velocity: geometry.edgeMapping.toCardSpace(vector: recognizer.velocity(in: nil)).y)
        case .cancelled: endDrag(velocity: 0)
        case .possible, .failed: break
        }
    }

    private func beginDrag() {
        if isTransitioning { catchTransition() }
        guard !isTransitioning, containerView != nil else { return }
        stopSettling()
        resolveDetents()
        // A card caught above the window's top (only a bouncy spring's overshoot takes it
        // there) is taken at the top edge.
        if cardSpaceFrame.minY < geometry.cardSpaceArea.minY {
            placeCard(
                top: geometry.cardSpaceArea.minY, appearance: appearanceBehindSelf(excluding: nil))
        }
        let top = cardSpaceFrame.minY
        let translation = panTranslation
        // The hand-off follows a vertical scroll view's top edge: a bottom card's only.
        guard geometry.physicalEdge == .bottom,
            let scrollView = CardDrag.trackingScrollView(in: cardView.content)
        else {
            // The card starts from where it is: the pan's threshold is not a jump, and a card
            // caught in its rubber band stays where it was caught.
            send(
                .dragBegan(
                    CardDrag(
                        fingerTop: geometry.fingerTop(forDisplayedTop: top),
                        lastTranslation: translation)))
            return
        }
        // With a scroll view, the movement since touch-down is shared out like any other, so
        // whichever of the card and the content takes it, the content stays under the finger.
        let offset = scrollView.contentOffset
        let scrolled =
            scrollView.isDragging
            ? scrollView.panGestureRecognizer.translation(in: scrollView).y : 0
        send(
            .dragBegan(
                CardDrag(
                    fingerTop: top, lastTranslation: 0, scrollView: scrollView,
                    contentOffsetBefore: Point(x: offset.x, y: offset.y + scrolled))))
        scrollView.addObserver(inputDelegate)
        continueDrag()
    }

    func continueDrag() {
        guard var current = drag else { return }
        let translation = panTranslation
        guard translation.isFinite else { return }
        let delta = translation - current.lastTranslation
        current.lastTranslation = translation
        let share = current.takeCardShare(of: delta, largestTop: detents.last?.top)
        current.fingerTop += share
        if current.scrollView != nil, let largest = detents.last?.top {
            // With a scroll view, the card stops at its largest detent and the content
            // takes over.
            current.fingerTop = max(current.fingerTop, largest)
        }
        send(.dragMoved(current))
        drag?.pinScrollContent()
        moveCard(toFingerTop: current.fingerTop)
    }

    /// Shows the card for the finger at `fingerTop`, starting, driving or abandoning the
    /// interactive dismissal as it crosses the smallest detent.
    private func moveCard(toFingerTop fingerTop: Double) {
        guard let smallest = detents.first?.top else { return }
        if fingerTop > smallest && dragMayDismiss {
            if activeInteraction == nil { beginInteractiveDismissal() }
            if let interaction = activeInteraction {
                let distance = geometry.cardBottom - smallest
                interaction.update(distance > 0 ? (fingerTop - smallest) / distance : 1)
                return
            }
        } else if let interaction = activeInteraction {
            // Back above the smallest detent: the dismissal is abandoned on the spot.
            send(.dismissalAbandoned)
            interaction.cancelImmediately()
        }
        let top = geometry.displayedTop(
            forFingerTop: fingerTop, dismissible: false, stopsAtLargest: drag?.scrollView != nil)
        placeCard(top: top, appearance: appearanceBehindSelf(excluding: nil))
        reportFrameIfMoved()
    }

    /// Whether a finger may catch the transition running now: one that runs on its own, and
    /// not the dismissal of a chain dismissed from below (the cards under it are gone).
    var canBeCaught: Bool {
        transitionAnimator?.isCatchable == true && !presentingViewController.isBeingDismissed
    }

    /// Takes the card out of a presentation or dismissal running on its own, where it is: the
    /// transition ends there (a presentation as completed, a dismissal as cancelled), and the
    /// card and the stack behind it carry on from where they were into their resting layout,
    /// the difference fading out on the snap timing while the finger takes over. Nothing
    /// jumps, even for a card growing out of its initial transition frame.
    private func catchTransition() {
        guard canBeCaught, let animator = transitionAnimator else { return }
        // Ends the transition before it returns: its end sees the catch and leaves
        // everything where it is.
        send(.transitionCaught)
        animator.stopWhereItIs()
        guard !isTransitioning, hostWindow != nil else { return }
        resolveDetents()
        let top = min(max(cardSpaceFrame.minY, geometry.cardSpaceArea.minY), geometry.cardBottom)
        let appearance = appearanceBehindSelf(excluding: nil)
        let parameters = configuration.snapTiming.parameters(velocity: 0, distance: 0)
        let settle = PropertyAnimator(timingParameters: parameters) { [unowned self] in
            placeCard(top: top, appearance: appearance)
            layoutViewsBehind(excluding: nil)
        }
        settle.startAnimation()
    }

    /// Starts the interactive dismissal with the card exactly at its smallest detent; when the
    /// dismissal is refused, the drag goes on without it.
    private func beginInteractiveDismissal() {
        guard let smallest = detents.first else { return }
        placeCard(top: smallest.top, appearance: appearanceBehindSelf(excluding: nil))
        selectedIdentifier = smallest.identifier
        let interaction = CardDismissalInteraction()
        let timing =
            prefersReducedMotion
            ? configuration.dismissalTiming.withoutOvershoot : configuration.dismissalTiming
        switch timing {
        case .spring(let spring): interaction.completionSpring = spring
        case .curve(let curve, _): interaction.completionCurve = curve
        }
        send(.interactiveDismissalRequested(interaction))
        if !dismissOnBehalfOfUser(animated: true) { send(.dismissalRefused) }
    }

    private func endDrag(velocity rawVelocity: Double) {
        guard case .dragging(let finished, let activeInteraction) = activity else { return }
        send(.dragEnded)
        finished.releaseScrollContent(observedBy: inputDelegate)
        let velocity = rawVelocity.isFinite ? rawVelocity : 0
        let smallest = detents.first?.top ?? geometry.cardBottom
        let shown =
            activeInteraction != nil
            ? finished.fingerTop
            : geometry.displayedTop(
                forFingerTop: finished.fingerTop, dismissible: false,
                stopsAtLargest: drag?.scrollView != nil)
        if activeInteraction == nil, !finished.cardOwnsMovement,
            let resting = detents.first(where: { abs($0.top - shown) < 0.5 })
        {
            // The content took the last movement and the card rests on a detent: nothing to
            // decide.
            settle(on: resting.identifier, velocity: 0, animated: false)
            return
        }
        // What the card does on screen: in a rubber band it moves slower than the finger.
        let cardVelocity =
            activeInteraction != nil
            ? velocity : geometry.displayedVelocity(velocity, forFingerTop: finished.fingerTop)
        let context = ReleaseContext(
            top: shown, velocity: cardVelocity, detents: detents,
            containerHeight: geometry.cardBottom, safeAreaInsets: geometry.cardSafeAreaInsets)
        let decision = releaseDecision(
            for: context, dismissalRefused: finished.dismissalRefused)
        if let interaction = activeInteraction {
            let distance = geometry.cardBottom - smallest
            let progressVelocity = distance > 0 ? velocity / distance : 0
            switch decision {
            case .dismiss:
                interaction.finish(velocity: progressVelocity)
                returnIntoInitialFrame()
            case .detent(let identifier) where identifier == detents[0].identifier:
                // Back to the smallest detent: the dismissal runs backwards from where it is.
                send(.releaseCancelsDismissal(interaction, thenSettlesOn: nil, velocity: nil))
                interaction.cancel(velocity: progressVelocity)
            case .detent(let identifier):
                // A larger detent: the card goes straight there from where it is, once, not
                // back to the smallest detent first.
                send(.releaseCancelsDismissal(nil, thenSettlesOn: identifier, velocity: velocity))
                interaction.cancelWhereItIs()
            }
            return
        }
        switch decision {
        case .dismiss:
            send(.dismissalThrown(velocity: cardVelocity))
            if !dismissOnBehalfOfUser(animated: true) {
                send(.dismissalRefused)
                settle(on: detents[0].identifier, velocity: cardVelocity, animated: true)
            }
        case .detent(let identifier):
            settle(on: identifier, velocity: cardVelocity, animated: true)
        }
    }

    /// What a release does: the behaviour's decision, which the delegate may change, made
    /// valid (an unknown detent becomes the nearest, a dismissal that is not allowed the
    /// smallest detent).
    private func releaseDecision(for context: ReleaseContext, dismissalRefused: Bool)
        -> ReleaseDecision
    {
        var decision = validated(
            configuration.releaseBehavior.decision(for: context), context: context,
            chooser: "\(type(of: configuration.releaseBehavior))")
        if let delegate = delegate as? any CardPresentationControllerDelegate {
            delegate.cardPresentationController(
                self, willEndDraggingWith: context, targetDecision: &decision)
            decision = validated(decision, context: context, chooser: "the delegate")
        }
        if decision == .dismiss && (!configuration.allowInteractiveDismissal || dismissalRefused) {
            decision = .detent(detents[0].identifier)
        }
        return decision
    }

    private func validated(_ decision: ReleaseDecision, context: ReleaseContext, chooser: String)
        -> ReleaseDecision
    {
        guard case .detent(let identifier) = decision,
            !detents.contains(where: { $0.identifier == identifier })
        else { return decision }
        let nearest = context.nearestDetent(to: context.top)
        Diagnostics.warn(
            "CardPresentationController: \(chooser) chose unknown detent \(identifier); used "
                + "\(nearest?.identifier ?? .large)")
        return .detent(nearest?.identifier ?? detents[0].identifier)
    }

    /// After a release that dismisses a card presented from an initial transition frame: the
    /// card, which the finger scrubbed straight down, goes back into that frame as the
    /// dismissal finishes. The move is added on top of the finishing dismissal (animations are
    /// additive), on the dismissal's own timing, so nothing jumps.
    private func returnIntoInitialFrame() {
        guard let frame = configuration.initialTransitionFrame, hostWindow != nil else { return }
        let target = geometry.insideArea(frame)
        let parameters = configuration.dismissalTiming.parameters(velocity: 0, distance: 0)
        let animator = PropertyAnimator(timingParameters: parameters) { [unowned self] in
            placeCardView(target)
        }
        animator.startAnimation()
    }

    /// Forgets a drag that a dismissal from elsewhere interrupted.
    func endDragWithoutRelease() {
        guard case .dragging(let finished, _) = activity else { return }
        send(.dragEnded)
        finished.releaseScrollContent(observedBy: inputDelegate)
    }
}
