import CardDeckViews

/// What a card is doing right now: one value, owned by its presentation controller, so two
/// activities can never overlap by accident (a settle running under a drag, a drag left over
/// from a dismissal).
enum CardActivity {
    /// At rest on its selected detent, or moved by a presentation or dismissal transition.
    case resting
    /// Springing to its selected detent with this animator.
    case settling(PropertyAnimator)
    /// Following a finger; `dismissal` is the interactive dismissal the finger scrubs once it
    /// has pulled the card below its smallest detent.
    case dragging(CardDrag, dismissal: CardDismissalInteraction?)
    /// Let go below its smallest detent and heading back up: the interactive dismissal is
    /// being cancelled (`nil` once it was cancelled at once), and when it has ended the card
    /// settles on `detent` (`nil`: it stays on the smallest, where the cancel leaves it). With
    /// a `velocity` (points per second, positive downward), the cancel left everything where it
    /// was and the card (with the stack behind it) moves from there straight to `detent`;
    /// without one, everything is first laid out at rest (a resize cancelled it).
    case cancellingDismissal(
        CardDismissalInteraction?, thenSettlesOn: CardDetent.Identifier?, velocity: Double?)
    /// A finger caught its presentation or dismissal: the transition is ending where the card
    /// is, and its end leaves everything there for the drag that follows.
    case caught
}

extension CardPresentationController {
    /// The running drag, if the card is following a finger.
    var drag: CardDrag? {
        if case .dragging(let drag, _) = activity { drag } else { nil }
    }

    /// The interactive dismissal a finger is scrubbing, if any.
    var activeInteraction: CardDismissalInteraction? {
        if case .dragging(_, let dismissal) = activity { dismissal } else { nil }
    }

    /// The interactive dismissal a release is cancelling (animating back), until it ends.
    var cancellingInteraction: CardDismissalInteraction? {
        if case .cancellingDismissal(let interaction, _, _) = activity { interaction } else { nil }
    }

    /// The animator settling the card on a detent, if it is settling.
    var settleAnimator: PropertyAnimator? {
        if case .settling(let animator) = activity { animator } else { nil }
    }

    /// Replaces the running drag's details, keeping the dismissal it scrubs; nothing happens
    /// when the card is not being dragged.
    func updateDrag(_ update: (inout CardDrag) -> Void) {
        guard case .dragging(var drag, let dismissal) = activity else { return }
        update(&drag)
        activity = .dragging(drag, dismissal: dismissal)
    }

    /// Sets the dismissal the running drag scrubs; nothing happens when the card is not being
    /// dragged.
    func setScrubbedDismissal(_ dismissal: CardDismissalInteraction?) {
        guard case .dragging(let drag, _) = activity else { return }
        activity = .dragging(drag, dismissal: dismissal)
    }
}
