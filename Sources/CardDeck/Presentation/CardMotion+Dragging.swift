import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardMotion {
    /// The pan's action: begins, moves or ends the drag as the pan's state says.
    ///
    /// - Parameter host: The card's presentation controller, which the pan's action holds
    ///   for the call (each frame of a drag then reaches it without reference counting, and
    ///   with direct calls once specialized).
    func handlePan<Host: CardMotionHost>(from host: Host) {
        switch pan.state {
        case .began: beginDrag()
        case .changed: continueDrag(host)
        case .ended:
            endDrag(
                velocity: host.geometry.edgeMapping.toCardSpace(vector: pan.velocity(in: nil)).y)
        case .cancelled: endDrag(velocity: 0)
        case .possible, .failed: break
        }
    }

    /// The pan's translation along the card's main axis (towards its attached edge), in
    /// points.
    private func panTranslation(in geometry: CardGeometry) -> Double {
        geometry.edgeMapping.toCardSpace(vector: pan.translation(in: nil)).y
    }

    /// Whether a drag may begin now: only the front card drags, and a presentation or
    /// dismissal running on its own can be caught, as UIKit's interruptible animators allow.
    var dragMayBegin: Bool {
        host.isFrontCard && (!host.isTransitioning || canBeCaught)
    }

    /// Whether a finger may catch the transition running now: one that runs on its own, and
    /// not the dismissal of a chain dismissed from below (the cards under it are gone).
    var canBeCaught: Bool {
        transitionAnimator?.isCatchable == true && !host.presenterIsBeingDismissed
    }

    private func beginDrag() {
        if host.isTransitioning { catchTransition() }
        guard !host.isTransitioning, host.hasContainer else { return }
        stopSettling()
        host.resolveDetents()
        let geometry = host.geometry
        // A card caught above the window's top (only a bouncy spring's overshoot takes it
        // there) is taken at the top edge.
        if cardSpaceFrame.minY < geometry.cardSpaceArea.minY {
            placeCard(
                top: geometry.cardSpaceArea.minY,
                appearance: host.appearanceBehindSelf(excluding: nil))
        }
        let top = cardSpaceFrame.minY
        // The hand-off follows a vertical scroll view's top edge: a bottom card's only.
        guard geometry.physicalEdge == .bottom,
            let handOff = CardScrollHandOff(trackingIn: chrome.cardView.content)
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
        continueDrag(host)
    }

    private func continueDrag<Host: CardMotionHost>(_ host: Host) {
        guard case .dragging(var current, let scrubbed) = activity else { return }
        let geometry = host.geometry
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
        // Read again: a dismissal that began above may have changed the geometry.
        chrome.place(
            top: step.top, appearance: host.appearanceBehindSelf(excluding: nil),
            in: host.geometry)
        host.reportFrameIfMoved()
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
        guard !host.isTransitioning, host.isInWindow else { return }
        host.resolveDetents()
        let geometry = host.geometry
        let top = min(max(cardSpaceFrame.minY, geometry.cardSpaceArea.minY), geometry.cardBottom)
        let appearance = host.appearanceBehindSelf(excluding: nil)
        let parameters = host.configuration.snapTiming.parameters(velocity: 0, distance: 0)
        let settle = PropertyAnimator(timingParameters: parameters) { [unowned self] in
            placeCard(top: top, appearance: appearance)
            host.layOutStackBehind()
        }
        settle.startAnimation()
    }

    /// Starts the interactive dismissal with the card exactly at its smallest detent; when the
    /// dismissal is refused, the drag goes on without it.
    private func beginInteractiveDismissal() {
        let smallest = host.geometry.detents[0]
        placeCard(top: smallest.top, appearance: host.appearanceBehindSelf(excluding: nil))
        layout.selection.selected = smallest.identifier
        let interaction = CardDismissalInteraction()
        switch timing(host.configuration.dismissalTiming) {
        case .spring(let spring): interaction.completionSpring = spring
        case .curve(let curve, _): interaction.completionCurve = curve
        }
        send(.interactiveDismissalRequested(interaction))
        if !host.dismissForUser() { send(.dismissalRefused) }
    }

    private func endDrag(velocity: Double) {
        guard case .dragging(let finished, let scrubbed) = activity else { return }
        send(.dragEnded)
        finished.handOff?.release()
        let release = CardRelease(
            drag: finished, velocity: velocity, geometry: host.geometry,
            scrubsDismissal: scrubbed != nil)
        if let resting = release.restingDetent {
            // The content took the last movement and the card rests on a detent.
            settle(on: resting, velocity: 0, animated: false)
            host.releaseDidEnd(release.explanationOfResting(on: resting))
            return
        }
        let (outcome, decided) = host.outcome(
            of: release,
            allowsDismissal: host.configuration.allowInteractiveDismissal
                && !finished.dismissalRefused)
        var explanation = decided
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
            if !host.dismissForUser() {
                send(.dismissalRefused)
                explanation.overrides.append(.dismissalRefused(settlesOn: fallback))
                explanation.decision = .detent(fallback)
                explanation.outcome = .settles(on: fallback)
                settle(on: fallback, velocity: velocity, animated: true)
            }
        case .settle(let detent, let velocity):
            settle(on: detent, velocity: velocity, animated: true)
        }
        host.releaseDidEnd(explanation)
    }

    /// After a release that dismisses a card presented from an initial transition frame: the
    /// card, which the finger scrubbed straight down, goes back into that frame as the
    /// dismissal finishes. The move is added on top of the finishing dismissal (animations are
    /// additive), on the dismissal's own timing, so nothing jumps.
    private func returnIntoInitialFrame() {
        let configuration = host.configuration
        guard let frame = configuration.initialTransitionFrame, host.isInWindow else { return }
        let geometry = host.geometry
        let target = geometry.insideArea(frame)
        let parameters = configuration.dismissalTiming.parameters(velocity: 0, distance: 0)
        let animator = PropertyAnimator(timingParameters: parameters) { [chrome] in
            chrome.place(target, in: geometry.edgeMapping)
        }
        animator.startAnimation()
    }
}
