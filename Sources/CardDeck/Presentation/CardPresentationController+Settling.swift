import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// Moves the card to a detent: animated with ``CardConfiguration/snapTiming`` starting at
    /// `velocity` (points per second, positive downward), or at once.
    func settle(on identifier: CardDetent.Identifier, velocity: Double, animated: Bool) {
        selectedIdentifier = identifier
        let timing = configuration.snapTiming
        if animated {
            animateToRest(timing: timing, velocity: velocity)
        } else {
            stopSettling()
            placeCard(top: restingTop, appearance: appearanceBehindSelf(excluding: nil))
            settleDidEnd()
        }
    }

    /// Animates the card from where it is to its resting frame; with `includingStack`, the
    /// cards behind it and the bottom view move to rest alongside, on the same timing.
    func animateToRest(timing: CardTiming, velocity: Double, includingStack: Bool = false) {
        stopSettling()
        let timing = prefersReducedMotion ? timing.withoutOvershoot : timing
        let from = cardSpaceFrame.minY
        let target = restingTop
        let distance = target - from
        guard hostWindow != nil,
            includingStack || abs(distance) > 1e-6
                || cardSpaceFrame != restingFrame(excluding: nil)
        else {
            placeCard(top: target, appearance: appearanceBehindSelf(excluding: nil))
            settleDidEnd()
            return
        }
        var towardsTarget = distance >= 0 ? velocity : -velocity
        if let largest = detents.last?.top, target <= largest + 0.5, distance < 0 {
            // Up to the largest detent: the spring may carry the card past it, but never past
            // the window's top.
            towardsTarget = timing.velocity(
                towardsTarget, travelling: -distance, overshootingAtMost: max(target, 0))
        }
        let parameters = timing.parameters(velocity: towardsTarget, distance: distance)
        let appearance = appearanceBehindSelf(excluding: nil)
        let animator = PropertyAnimator(timingParameters: parameters) { [unowned self] in
            placeCard(top: target, appearance: appearance)
        }
        if includingStack {
            // The stack behind moves on its own animator: a later settle of this card stops
            // only the card's, never leaving the stack halfway.
            let stack = PropertyAnimator(timingParameters: parameters) { [unowned self] in
                layoutViewsBehind(excluding: nil)
            }
            stack.startAnimation()
        }
        animator.addCompletion { [weak self, weak animator] _ in
            guard let self, let animator, settleAnimator === animator else { return }
            send(.settleFinished(animator))
            settleDidEnd()
        }
        send(.settleBegan(animator))
        startObservingMotion()
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
        if !isTransitioning { stopObservingMotion() }
    }

    /// Tells the delegate when the card came to rest on a detent other than the last one it
    /// heard about.
    func notifyIfSettledOnNewDetent() {
        let current = selectedDetent.identifier
        guard settledIdentifier != current else { return }
        accessibility.announceDetentChange(
            from: settledIdentifier, to: current, among: detents)
        settledIdentifier = current
        (delegate as? any CardPresentationControllerDelegate)?
            .cardPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    // MARK: Reporting motion

    /// Tells the delegate the card's presented frame when it changed since the last report.
    func reportFrameIfMoved() {
        // With no delegate to tell, nothing is measured (a stack's back cards watch every
        // frame the front card's dismissal runs).
        guard delegate != nil, containerView != nil || motionReporter.reportedFrame != nil
        else { return }
        let frame = cardView.presentedFrameInWindow
        guard motionReporter.record(frame),
            let delegate = delegate as? any CardPresentationControllerDelegate
        else { return }
        let position = CardPosition(
            frame: frame, top: presentedCardSpaceTop, detents: detents,
            bottom: geometry.cardBottom)
        delegate.cardPresentationController(self, didMoveTo: position)
    }

    /// Reports the card's frame every frame while something animates it, and the frames of
    /// the other cards of its stack, which its motion may move.
    func startObservingMotion() { stack.startWatching(from: self) }

    /// Whether nothing animates the card now: no transition, settle or grabber fade.
    var isStill: Bool {
        !isTransitioning && settleAnimator == nil && !chrome.isFadingGrabber
    }

    /// Stops reporting every frame.
    func stopObservingMotion() { stack.stopWatching(self) }
}
