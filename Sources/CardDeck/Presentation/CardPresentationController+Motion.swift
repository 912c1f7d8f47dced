import CardDeckTransitions
import CardDeckViews

extension CardPresentationController: CardMotionHost {
    /// The card's situation now, as its motion works from it; see ``CardMotionSituation``.
    var motionSituation: CardMotionSituation { CardMotionSituation(of: self, excluding: nil) }

    func carryOut(_ effects: CardMotionEffects) {
        if effects.contains(.resolveDetents) { resolveDetents() }
        if effects.contains(.placePresented) { applyPresentedLayout() }
        if effects.contains(.layOutStackBehind) { stack.layOutCards(below: self, leaving: nil) }
        if effects.contains(.updatePassThrough) { updatePassThrough() }
        if effects.contains(.updateAccessibility) { updateAccessibility() }
        if effects.contains(.reportFrame) { reportFrameIfMoved() }
        if effects.contains(.stopObservingMotion), !isTransitioning { stack.stopWatching(self) }
        if effects.contains(.announceNewDetent) { notifyIfSettledOnNewDetent() }
        if effects.contains(.startObservingMotion) { startObservingMotion() }
        if effects.contains(.dismissalAttempted) {
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
    }

    func placeDragged(top: Double) {
        let geometry = geometry
        let appearance = stack.appearance(behind: self, leaving: nil, in: geometry)
        chrome.place(top: top, appearance: appearance, in: geometry)
        reportFrameIfMoved()
    }

    func outcome(of release: CardRelease, allowsDismissal: Bool)
        -> (outcome: CardReleaseOutcome, explanation: CardReleaseExplanation)
    {
        release.explained(
            deciding: configuration.releaseBehavior, for: self, allowsDismissal: allowsDismissal)
    }

    func releaseDidEnd(_ explanation: @autoclosure () -> CardReleaseExplanation) {
        guard !CardReleaseObservers.isEmpty else { return }
        CardReleaseObservers.notify(self, explanation())
    }
}
