import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
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

    /// The pan's translation along the card's main axis (towards its attached edge), in
    /// points.
    private func panTranslation(in geometry: CardGeometry) -> Double {
        geometry.edgeMapping.toCardSpace(vector: panGestureRecognizer.translation(in: nil)).y
    }

    /// Whether a drag may begin now: only the front card drags, and a presentation or
    /// dismissal running on its own can be caught, as UIKit's interruptible animators allow.
    var dragMayBegin: Bool {
        stack.card(above: self) == nil && (!isTransitioning || canBeCaught)
    }

    /// Whether a finger may catch the transition running now: one that runs on its own, and
    /// not the dismissal of a chain dismissed from below (the cards under it are gone).
    var canBeCaught: Bool {
        transitionAnimator?.isCatchable == true && !presentingViewController.isBeingDismissed
    }

    private func beginDrag() {
        if isTransitioning { catchTransition() }
        guard !isTransitioning, containerView != nil else { return }
        stopSettling()
        resolveDetents()
        let geometry = geometry
        // A card caught above the window's top (only a bouncy spring's overshoot takes it
        // there) is taken at the top edge.
        if cardSpaceFrame.minY < geometry.cardSpaceArea.minY {
            placeCard(
                top: geometry.cardSpaceArea.minY, appearance: appearanceBehindSelf(excluding: nil))
        }
        let top = cardSpaceFrame.minY
        // The hand-off follows a vertical scroll view's top edge: a bottom card's only.
        guard geometry.physicalEdge == .bottom,
            let handOff = CardScrollHandOff(trackingIn: cardView.content)
        else {
            // The card starts from where it is: the pan's threshold is not a jump, and a card
            // caught in its rubber band stays where it was caught.
            send(
                .dragBegan(
                    CardDrag(
                        fingerTop: geometry.fingerTop(forDisplayedTop: top),
                        lastTranslation: panTranslation(in: geometry))))
            return
        }
        send(.dragBegan(CardDrag(fingerTop: top, lastTranslation: 0, handOff: handOff)))
        continueDrag()
    }

    func continueDrag() {
        guard case .dragging(var current, let scrubbed) = activity else { return }
        let geometry = geometry
        let translation = panTranslation(in: geometry)
        guard translation.isFinite else { return }
        current.follow(translation: translation, largestTop: geometry.detents.last?.top)
        send(.dragMoved(current))
        current.handOff?.pinContent()
        let step = current.step(in: geometry)
        if let progress = step.dismissalProgress {
            if scrubbed == nil { beginInteractiveDismissal() }
            if let interaction = scrubbed ?? activity.scrubbedDismissal {
                interaction.update(progress)
                return
            }
        } else if let scrubbed {
            // Back above the smallest detent: the dismissal is abandoned on the spot.
            send(.dismissalAbandoned)
            scrubbed.cancelImmediately()
        }
        placeCard(top: step.top, appearance: appearanceBehindSelf(excluding: nil))
        reportFrameIfMoved()
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
        let geometry = geometry
        let top = min(max(cardSpaceFrame.minY, geometry.cardSpaceArea.minY), geometry.cardBottom)
        let appearance = appearanceBehindSelf(excluding: nil)
        let parameters = configuration.snapTiming.parameters(velocity: 0, distance: 0)
        let settle = PropertyAnimator(timingParameters: parameters) { [unowned self] in
            placeCard(top: top, appearance: appearance)
            stack.layOutCards(below: self, leaving: nil)
        }
        settle.startAnimation()
    }

    /// Starts the interactive dismissal with the card exactly at its smallest detent; when the
    /// dismissal is refused, the drag goes on without it.
    private func beginInteractiveDismissal() {
        let smallest = geometry.detents[0]
        placeCard(top: smallest.top, appearance: appearanceBehindSelf(excluding: nil))
        selection.selected = smallest.identifier
        let interaction = CardDismissalInteraction()
        switch timing(configuration.dismissalTiming) {
        case .spring(let spring): interaction.completionSpring = spring
        case .curve(let curve, _): interaction.completionCurve = curve
        }
        send(.interactiveDismissalRequested(interaction))
        if !dismissOnBehalfOfUser(animated: true) { send(.dismissalRefused) }
    }

    private func endDrag(velocity: Double) {
        guard case .dragging(let finished, let scrubbed) = activity else { return }
        send(.dragEnded)
        finished.handOff?.release()
        let release = CardRelease(
            drag: finished, velocity: velocity, geometry: geometry,
            scrubsDismissal: scrubbed != nil)
        if let resting = release.restingDetent {
            // The content took the last movement and the card rests on a detent.
            settle(on: resting, velocity: 0, animated: false)
            return
        }
        let outcome = release.outcome(
            deciding: configuration.releaseBehavior, for: self,
            allowsDismissal: configuration.allowInteractiveDismissal && !finished.dismissalRefused)
        switch outcome {
        case .finishDismissal(let progressVelocity):
            scrubbed?.finish(velocity: progressVelocity)
            returnIntoInitialFrame()
        case .cancelDismissal(let progressVelocity):
            send(.releaseCancelsDismissal(scrubbed, thenSettlesOn: nil, velocity: nil))
            scrubbed?.cancel(velocity: progressVelocity)
        case .cancelDismissalThenSettle(let detent, let velocity):
            send(.releaseCancelsDismissal(nil, thenSettlesOn: detent, velocity: velocity))
            scrubbed?.cancelWhereItIs()
        case .throwDismissal(let velocity, let fallback):
            send(.dismissalThrown(velocity: velocity))
            if !dismissOnBehalfOfUser(animated: true) {
                send(.dismissalRefused)
                settle(on: fallback, velocity: velocity, animated: true)
            }
        case .settle(let detent, let velocity):
            settle(on: detent, velocity: velocity, animated: true)
        }
    }

    /// After a release that dismisses a card presented from an initial transition frame: the
    /// card, which the finger scrubbed straight down, goes back into that frame as the
    /// dismissal finishes. The move is added on top of the finishing dismissal (animations are
    /// additive), on the dismissal's own timing, so nothing jumps.
    private func returnIntoInitialFrame() {
        guard let frame = configuration.initialTransitionFrame, hostWindow != nil else { return }
        let geometry = geometry
        let target = geometry.insideArea(frame)
        let parameters = configuration.dismissalTiming.parameters(velocity: 0, distance: 0)
        let animator = PropertyAnimator(timingParameters: parameters) { [chrome] in
            chrome.place(target, in: geometry.edgeMapping)
        }
        animator.startAnimation()
    }

    /// Forgets a drag that a dismissal from elsewhere interrupted.
    func endDragWithoutRelease() {
        guard case .dragging(let finished, _) = activity else { return }
        send(.dragEnded)
        finished.handOff?.release()
    }
}
