import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// Moves the card to a detent: animated with ``CardConfiguration/snapTiming`` starting at
    /// `velocity` (points per second, positive downward), or at once.
    func settle(on identifier: CardDetent.Identifier, velocity: Double, animated: Bool) {
        selection.selected = identifier
        if animated {
            animateToRest(timing: configuration.snapTiming, velocity: velocity)
        } else {
            stopSettling()
            placeCard(top: restingTop, appearance: appearanceBehindSelf(excluding: nil))
            settleDidEnd()
        }
    }

    /// Animates the card from where it is to its resting frame, as a ``CardSettlePlan`` says;
    /// with `includingStack`, the cards behind it and the bottom view move to rest alongside,
    /// on the same timing.
    func animateToRest(timing: CardTiming, velocity: Double, includingStack: Bool = false) {
        stopSettling()
        let timing = self.timing(timing)
        let plan = CardSettlePlan(
            from: cardSpaceFrame, to: restingFrame(excluding: nil),
            largestTop: geometry.detents.last?.top, timing: timing, velocity: velocity,
            animates: hostWindow != nil, includingStack: includingStack)
        let appearance = appearanceBehindSelf(excluding: nil)
        guard let initialVelocity = plan.initialVelocity else {
            placeCard(top: plan.target, appearance: appearance)
            settleDidEnd()
            return
        }
        let parameters = timing.parameters(velocity: initialVelocity, distance: plan.distance)
        let animator = PropertyAnimator(timingParameters: parameters) { [unowned self] in
            placeCard(top: plan.target, appearance: appearance)
        }
        if includingStack {
            // The stack behind moves on its own animator: a later settle of this card stops
            // only the card's, never leaving the stack halfway.
            let stack = PropertyAnimator(timingParameters: parameters) { [unowned self] in
                self.stack.layOutCards(below: self, leaving: nil)
            }
            stack.startAnimation()
        }
        animator.addCompletion { [weak self, weak animator] _ in
            guard let self, let animator, case .settling(let running) = activity,
                running === animator
            else { return }
            send(.settleFinished(animator))
            settleDidEnd()
        }
        send(.settleBegan(animator))
        stack.startWatching(from: self)
        animator.startAnimation()
    }

    /// Stops a running settle where it is (its presented values become the model).
    func stopSettling() {
        guard case .settling(let animator) = activity else { return }
        send(.settleStopped)
        if animator.state == .active { animator.stopAnimation(true) }
    }

    private func settleDidEnd() {
        updatePassThrough()
        accessibility.update()
        reportFrameIfMoved()
        notifyIfSettledOnNewDetent()
        if !isTransitioning { stack.stopWatching(self) }
    }

    /// Tells the delegate when the card came to rest on a detent other than the last one it
    /// heard about.
    func notifyIfSettledOnNewDetent() {
        guard let change = selection.settle(on: selectedDetent.identifier) else { return }
        accessibility.announceDetentChange(
            from: change.previous, to: change.current, among: detents)
        (delegate as? any CardPresentationControllerDelegate)?
            .cardPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    // MARK: Reporting motion

    /// Tells the delegate the card's presented frame when it changed since the last report.
    ///
    /// - Returns: Whether the delegate was told.
    @discardableResult
    func reportFrameIfMoved() -> Bool {
        // With no delegate to tell, nothing is measured (a stack's back cards watch every
        // frame the front card's dismissal runs).
        guard delegate != nil, containerView != nil || motionReporter.reportedFrame != nil
        else { return false }
        let frame = cardView.presentedFrameInWindow
        guard motionReporter.record(frame),
            let delegate = delegate as? any CardPresentationControllerDelegate
        else { return false }
        delegate.cardPresentationController(self, didMoveTo: position(frame: frame))
        return true
    }

    /// Where the card is with its presented frame at `frame`, among its detents and towards
    /// dismissal.
    func position(frame: Rect) -> CardPosition {
        let geometry = geometry
        return CardPosition(
            frame: frame, top: geometry.edgeMapping.toCardSpace(cardView.presentation.frame).minY,
            detents: detents, bottom: geometry.cardBottom)
    }

    /// Reports the card's frame every frame while something animates it, and the frames of
    /// the other cards of its stack, which its motion may move.
    func startObservingMotion() { stack.startWatching(from: self) }
}
