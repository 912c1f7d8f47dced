import CardDeckViews

/// What a card is doing right now: one value, owned by its ``CardMotion``, so two
/// activities can never overlap by accident (a settle running under a drag, a drag left over
/// from a dismissal). It changes only through ``next(on:)``.
enum CardActivity {
    /// At rest on its selected detent, or moved by a presentation or dismissal transition.
    case resting
    /// Springing to its selected detent with this animator.
    case settling(PropertyAnimator)
    /// Following a finger; `dismissal` is the interactive dismissal the finger scrubs once it
    /// has pulled the card below its smallest detent (set before the dismissal starts, so the
    /// transition manager vends it for that dismissal).
    case dragging(CardDrag, dismissal: CardDismissalInteraction?)
    /// Thrown out by a release: its dismissal runs on its own, starting at `velocity` (points
    /// per second, towards the attached edge), until it ends or a finger catches it.
    case dismissing(velocity: Double)
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

    /// The activity after `event`: the one place that decides what a card does next.
    ///
    /// An event that does not apply to the activity (a drag's move while the card settles, the
    /// end of a settle that another settle replaced) leaves it as it is.
    ///
    /// - Parameter event: What happened.
    /// - Returns: The card's next activity.
    func next(on event: CardEvent) -> CardActivity {
        // A drag's move comes every frame: its rule (below) answered first, without the switch.
        if case .dragMoved(let drag) = event, case .dragging(_, let dismissal) = self {
            return .dragging(drag, dismissal: dismissal)
        }
        switch (self, event) {
        case (_, .settleBegan(let animator)):
            return .settling(animator)
        case (.settling(let running), .settleFinished(let animator)) where running === animator:
            return .resting
        case (.settling, .settleStopped):
            return .resting
        case (_, .dragBegan(let drag)):
            return .dragging(drag, dismissal: nil)
        case (.dragging(_, let dismissal), .dragMoved(let drag)):
            return .dragging(drag, dismissal: dismissal)
        case (.dragging(let drag, _), .interactiveDismissalRequested(let interaction)):
            return .dragging(drag, dismissal: interaction)
        case (.dragging(let drag, _), .dismissalAbandoned):
            return .dragging(drag, dismissal: nil)
        case (.dragging(var drag, _), .dismissalRefused):
            drag.dismissalRefused = true
            return .dragging(drag, dismissal: nil)
        case (.dismissing, .dismissalRefused):
            return .resting
        case (.dragging, .dragEnded):
            return .resting
        case (.dragging, _), (.caught, _):
            break
        case (_, .dismissalThrown(let velocity)):
            return .dismissing(velocity: velocity)
        case (_, .releaseCancelsDismissal(let interaction, let detent, let velocity)):
            return .cancellingDismissal(interaction, thenSettlesOn: detent, velocity: velocity)
        case (.cancellingDismissal(_, let detent, _), .dismissalCancelledAtOnce):
            return .cancellingDismissal(nil, thenSettlesOn: detent, velocity: nil)
        case (.resting, _), (.settling, _), (.dismissing, _), (.cancellingDismissal, _):
            break
        }
        return afterCatchOrEnd(on: event)
    }

    /// The rules every activity shares: a catch and a transition's end.
    private func afterCatchOrEnd(on event: CardEvent) -> CardActivity {
        switch (self, event) {
        case (_, .transitionCaught):
            return .caught
        case (.dragging(let drag, _), .transitionEnded):
            // A finger still down keeps dragging; the dismissal it scrubbed is over.
            return .dragging(drag, dismissal: nil)
        case (.caught, .transitionEnded), (.dismissing, .transitionEnded),
            (.cancellingDismissal, .transitionEnded):
            return .resting
        default:
            return self
        }
    }

    /// The running drag, if the card is following a finger.
    var drag: CardDrag? {
        if case .dragging(let drag, _) = self { drag } else { nil }
    }

    /// The interactive dismissal a finger is scrubbing, if any.
    var scrubbedDismissal: CardDismissalInteraction? {
        if case .dragging(_, let dismissal) = self { dismissal } else { nil }
    }

    /// The dismissal a user's gesture asks for now, for the transition manager and the
    /// animator to start: scrubbed by the finger, or thrown at the release velocity.
    var dismissalRequest: CardDismissalRequest? {
        switch self {
        case .dragging(_, let interaction?):
            CardDismissalRequest(interaction: interaction, velocity: 0)
        case .dismissing(let velocity):
            CardDismissalRequest(interaction: nil, velocity: velocity)
        case .resting, .settling, .dragging, .cancellingDismissal, .caught:
            nil
        }
    }

    /// The interactive dismissal a release is cancelling (animating back), until it ends.
    var cancellingDismissal: CardDismissalInteraction? {
        if case .cancellingDismissal(let interaction, _, _) = self { interaction } else { nil }
    }

    /// What a card does when its dismissal ends without completing, by what it was doing.
    enum AfterCancelledDismissal: Equatable {
        /// A finger caught the dismissal: everything stays where it is for the drag.
        case staysCaught
        /// A release cancelled it where it was: the card and the stack behind it move from
        /// there to `detent`, starting at `velocity` (points per second, towards the
        /// attached edge).
        case settlesFromWhereItIs(CardDetent.Identifier, velocity: Double)
        /// Everything goes back to rest in the current geometry, then the card settles on
        /// `detent`, if any.
        case returnsToRest(thenSettlesOn: CardDetent.Identifier?)
    }

    /// What the card does when its dismissal ends now without completing.
    var afterCancelledDismissal: AfterCancelledDismissal {
        switch self {
        case .caught:
            .staysCaught
        case .cancellingDismissal(_, let detent?, let velocity?):
            .settlesFromWhereItIs(detent, velocity: velocity)
        case .cancellingDismissal(_, let detent, _):
            .returnsToRest(thenSettlesOn: detent)
        case .resting, .settling, .dragging, .dismissing:
            .returnsToRest(thenSettlesOn: nil)
        }
    }
}
