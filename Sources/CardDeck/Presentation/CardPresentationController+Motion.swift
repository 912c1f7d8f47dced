import CardDeckTransitions
import CardDeckViews

extension CardPresentationController: CardMotionHost {
    var isInWindow: Bool { hostWindow != nil }
    var hasContainer: Bool { containerView != nil }
    var isFrontCard: Bool { stack.card(above: self) == nil }
    var presenterIsBeingDismissed: Bool { presentingViewController.isBeingDismissed }

    func layOutStackBehind() { stack.layOutCards(below: self, leaving: nil) }

    func dismissForUser() -> Bool { dismissOnBehalfOfUser(animated: true) }

    func dismissalWasAttempted() { delegate?.presentationControllerDidAttemptToDismiss(self) }

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
