import CardDeckTransitions
import CardDeckViews

/// What a card's ``CardMotion`` asks of its presentation controller: the values it works from
/// as one ``CardMotionSituation``, and the effects it has on the rest of the card and its
/// stack. Everything else the controller has stays out of the motion's reach, and the motion
/// never reads a value back one by one.
@MainActor
protocol CardMotionHost: AnyObject {
    // MARK: Values

    /// The card's situation now. The controller hands one to each call of the motion; the
    /// motion reads this only after something it did re-entered the controller (a transition
    /// caught, the detents resolved, a release decided or a dismissal refused), and when a
    /// drag's frame, handed the geometry alone, begins the interactive dismissal.
    var motionSituation: CardMotionSituation { get }

    // MARK: Effects on the card and its stack

    /// Carries out `effects`, in the order ``CardMotionEffects`` declares them.
    func carryOut(_ effects: CardMotionEffects)
    /// Places the dragged card with its top at `top` (along its main axis, in card space),
    /// looking as the cards in front of it say, in the geometry as it is now, and tells the
    /// delegate its frame when it moved. A drag's frame asks for this alone, and only when it
    /// moves the card itself (not when it scrubs a dismissal).
    func placeDragged(top: Double)

    // MARK: Dismissal and release

    /// Asks for the card's dismissal on the user's behalf (the delegate may refuse); see
    /// `PresentationController.dismissOnBehalfOfUser(animated:completion:)`.
    ///
    /// - Returns: Whether the dismissal started.
    @discardableResult
    func dismissOnBehalfOfUser(animated: Bool, completion: (() -> Void)?) -> Bool
    /// What a release does: `release`'s decision, which the delegate may change, and why.
    func outcome(of release: CardRelease, allowsDismissal: Bool)
        -> (outcome: CardReleaseOutcome, explanation: CardReleaseExplanation)
    /// A release was carried out as `explanation` says: its observers hear of it.
    func releaseDidEnd(_ explanation: @autoclosure () -> CardReleaseExplanation)
}
