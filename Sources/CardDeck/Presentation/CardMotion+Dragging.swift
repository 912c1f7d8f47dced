import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardMotion {
    /// The pan's action outside a drag's frames: begins or ends the drag as the pan's state
    /// says. A drag's frames go to ``continueDrag(in:host:)``, which reads less.
    ///
    /// - Parameters:
    ///   - situation: The card's situation, read when the drag begins or ends.
    ///   - host: The card's presentation controller, which the pan's action holds for the call
    ///     (it is then reached without reference counting, and with direct calls once
    ///     specialized).
    func handlePan<Host: CardMotionHost>(
        in situation: @autoclosure () -> CardMotionSituation, host: Host
    ) {
        switch pan.state {
        case .began: beginDrag(in: situation(), host: host)
        case .ended:
            let situation = situation()
            let velocity = situation.geometry.edgeMapping.toCardSpace(vector: pan.velocity(in: nil))
            endDrag(velocity: velocity.y, in: situation)
        case .cancelled:
            guard drag != nil else { return }
            endDrag(velocity: 0, in: situation())
        case .changed, .possible, .failed: break
        }
    }

    /// The pan's translation along the card's main axis (towards its attached edge), in
    /// points.
    private func panTranslation(in geometry: CardGeometry) -> Double {
        geometry.edgeMapping.toCardSpace(vector: pan.translation(in: nil)).y
    }

    /// Whether a drag may begin in `situation`: only the front card drags, and a presentation
    /// or dismissal running on its own can be caught, as UIKit's interruptible animators allow.
    func dragMayBegin(in situation: CardMotionSituation) -> Bool {
        situation.isFrontCard && (!situation.isTransitioning || canBeCaught(in: situation))
    }

    /// Whether a finger may catch the transition running in `situation`: one that runs on its
    /// own, and not the dismissal of a chain dismissed from below (the cards under it are
    /// gone).
    func canBeCaught(in situation: CardMotionSituation) -> Bool {
        transitionAnimator?.isCatchable == true && !situation.presenterIsBeingDismissed
    }

    private func beginDrag<Host: CardMotionHost>(in handed: CardMotionSituation, host: Host) {
        var situation = handed
        if situation.isTransitioning {
            // Catching ends the transition: what it leaves is read again.
            catchTransition(in: situation, host: host)
            situation = host.motionSituation
        }
        guard !situation.isTransitioning, situation.hasContainer else { return }
        stopSettling()
        host.carryOut(.resolveDetents)
        situation = host.motionSituation
        let geometry = situation.geometry
        // A card caught above the window's top (only a bouncy spring's overshoot takes it
        // there) is taken at the top edge.
        if cardSpaceFrame(in: geometry).minY < geometry.cardSpaceArea.minY {
            chrome.place(
                top: geometry.cardSpaceArea.minY, appearance: situation.appearance, in: geometry)
        }
        let top = cardSpaceFrame(in: geometry).minY
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
        continueDrag(in: geometry, host: host)
    }

    /// A frame of the drag: the card follows the finger, or the interactive dismissal it
    /// scrubs does. It reads only the card's geometry, and asks the host to place the card
    /// (which a dismissal scrubbed this frame does not need), so that each frame costs as
    /// little as it can.
    ///
    /// - Parameters:
    ///   - geometry: The card's geometry.
    ///   - host: The card's presentation controller (see ``handlePan(in:host:)``).
    func continueDrag<Host: CardMotionHost>(in geometry: CardGeometry, host: Host) {
        guard case .dragging(var current, let scrubbed) = activity else { return }
        let translation = panTranslation(in: geometry)
        guard translation.isFinite else { return }
        current.follow(translation: translation, largestTop: geometry.detents.last?.top)
        send(.dragMoved(current))
        current.handOff?.pinContent()
        let step = current.step(in: geometry)
        if let progress = step.dismissalProgress {
            if scrubbed == nil { beginInteractiveDismissal(host: host) }
            if let interaction = scrubbed ?? activity.scrubbedDismissal {
                interaction.update(progress)
                return
            }
        } else if let scrubbed {
            // Back above the smallest detent: the dismissal is abandoned on the spot.
            send(.dismissalAbandoned)
            scrubbed.cancelImmediately()
        }
        // Placed in the geometry as it is then: a dismissal begun, refused or abandoned above
        // may have changed it.
        host.placeDragged(top: step.top)
    }

    /// Takes the card out of a presentation or dismissal running on its own, where it is: the
    /// transition ends there (a presentation as completed, a dismissal as cancelled), and the
    /// card and the stack behind it carry on from where they were into their resting layout,
    /// the difference fading out on the snap timing while the finger takes over. Nothing
    /// jumps, even for a card growing out of its initial transition frame.
    private func catchTransition<Host: CardMotionHost>(
        in situation: CardMotionSituation, host: Host
    ) {
        guard canBeCaught(in: situation), let animator = transitionAnimator else { return }
        // Ends the transition before it returns: its end sees the catch and leaves
        // everything where it is.
        send(.transitionCaught)
        animator.stopWhereItIs()
        let ended = host.motionSituation
        guard !ended.isTransitioning, ended.isInWindow else { return }
        host.carryOut(.resolveDetents)
        let caught = host.motionSituation
        let geometry = caught.geometry
        let top = min(
            max(cardSpaceFrame(in: geometry).minY, geometry.cardSpaceArea.minY),
            geometry.cardBottom)
        let appearance = caught.appearance
        let parameters = caught.snapTiming.parameters(velocity: 0, distance: 0)
        let settle = PropertyAnimator(timingParameters: parameters) { [unowned self] in
            chrome.place(top: top, appearance: appearance, in: geometry)
            self.host.carryOut(.layOutStackBehind)
        }
        settle.startAnimation()
    }

    /// Starts the interactive dismissal with the card exactly at its smallest detent; when the
    /// dismissal is refused, the drag goes on without it.
    private func beginInteractiveDismissal<Host: CardMotionHost>(host: Host) {
        // Once a drag, not every frame: the whole situation is read.
        let situation = host.motionSituation
        let smallest = situation.geometry.detents[0]
        chrome.place(top: smallest.top, appearance: situation.appearance, in: situation.geometry)
        layout.selection.selected = smallest.identifier
        let interaction = CardDismissalInteraction()
        switch situation.timing(situation.dismissalTiming) {
        case .spring(let spring): interaction.completionSpring = spring
        case .curve(let curve, _): interaction.completionCurve = curve
        }
        send(.interactiveDismissalRequested(interaction))
        if !host.dismissOnBehalfOfUser(animated: true, completion: nil) { send(.dismissalRefused) }
    }

    private func endDrag(velocity: Double, in situation: CardMotionSituation) {
        guard case .dragging(let finished, let scrubbed) = activity else { return }
        send(.dragEnded)
        finished.handOff?.release()
        let release = CardRelease(
            drag: finished, velocity: velocity, geometry: situation.geometry,
            scrubsDismissal: scrubbed != nil)
        if let resting = release.restingDetent {
            // The content took the last movement and the card rests on a detent.
            settle(on: resting, velocity: 0, animated: false, in: situation)
            host.releaseDidEnd(release.explanationOfResting(on: resting))
            return
        }
        let (outcome, decided) = host.outcome(
            of: release,
            allowsDismissal: situation.allowsInteractiveDismissal && !finished.dismissalRefused)
        var explanation = decided
        switch outcome {
        case .finishDismissal(let progressVelocity):
            scrubbed?.finish(velocity: progressVelocity)
            returnIntoInitialFrame(in: situation)
        case .cancelDismissal(let progressVelocity):
            send(.releaseCancelsDismissal(scrubbed, thenSettlesOn: nil, velocity: nil))
            scrubbed?.cancel(velocity: progressVelocity)
        case .cancelDismissalThenSettle(let detent, let velocity):
            send(.releaseCancelsDismissal(nil, thenSettlesOn: detent, velocity: velocity))
            scrubbed?.cancelWhereItIs()
        case .throwDismissal(let velocity, let fallback):
            send(.dismissalThrown(velocity: velocity))
            if !host.dismissOnBehalfOfUser(animated: true, completion: nil) {
                send(.dismissalRefused)
                explanation.overrides.append(.dismissalRefused(settlesOn: fallback))
                explanation.decision = .detent(fallback)
                explanation.outcome = .settles(on: fallback)
                settle(on: fallback, velocity: velocity, animated: true, in: host.motionSituation)
            }
        case .settle(let detent, let velocity):
            // Read again: the delegate, deciding, may have changed the card.
            settle(on: detent, velocity: velocity, animated: true, in: host.motionSituation)
        }
        host.releaseDidEnd(explanation)
    }

    /// After a release that dismisses a card presented from an initial transition frame: the
    /// card, which the finger scrubbed straight down, goes back into that frame as the
    /// dismissal finishes. The move is added on top of the finishing dismissal (animations are
    /// additive), on the dismissal's own timing, so nothing jumps.
    private func returnIntoInitialFrame(in situation: CardMotionSituation) {
        guard let frame = situation.initialTransitionFrame, situation.isInWindow else { return }
        let geometry = situation.geometry
        let target = geometry.insideArea(frame)
        let parameters = situation.dismissalTiming.parameters(velocity: 0, distance: 0)
        let animator = PropertyAnimator(timingParameters: parameters) { [chrome] in
            chrome.place(target, in: geometry.edgeMapping)
        }
        animator.startAnimation()
    }
}
