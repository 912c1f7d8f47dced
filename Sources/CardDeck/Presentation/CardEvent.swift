import CardDeckViews

/// Something that happens to a card and may change what it is doing; see
/// ``CardActivity/next(on:)``.
enum CardEvent {
    /// A settle on a detent started with this animator (replacing any running one).
    case settleBegan(PropertyAnimator)
    /// This settle animator finished; it ends the settle only if it is still the running one.
    case settleFinished(PropertyAnimator)
    /// The running settle was stopped where it is.
    case settleStopped
    /// A finger started dragging the card.
    case dragBegan(CardDrag)
    /// The running drag moved on to these details.
    case dragMoved(CardDrag)
    /// The drag pulled the card below its smallest detent: the dismissal this interaction
    /// scrubs is starting.
    case interactiveDismissalRequested(CardDismissalInteraction)
    /// The finger came back above the smallest detent: the dismissal it scrubbed is abandoned.
    case dismissalAbandoned
    /// A release threw the card out: its dismissal starts at `velocity`, in points per second
    /// towards the attached edge.
    case dismissalThrown(velocity: Double)
    /// The dismissal asked for (scrubbed or thrown) did not begin: the delegate or the
    /// presented controller refused it.
    case dismissalRefused
    /// The finger lifted, or the drag was ended without a release.
    case dragEnded
    /// A release sends the card back from below its smallest detent: the interactive dismissal
    /// is cancelled (`nil`: it already was), then the card settles on `detent`, moving from
    /// where it is at `velocity` when one is given; see ``CardActivity/cancellingDismissal``.
    case releaseCancelsDismissal(
        CardDismissalInteraction?, thenSettlesOn: CardDetent.Identifier?, velocity: Double?)
    /// The cancelling dismissal was cancelled at once (the window resized under it); the detent
    /// the release chose still follows.
    case dismissalCancelledAtOnce
    /// A finger caught the card's presentation or dismissal.
    case transitionCaught
    /// The card's presentation or dismissal transition ended.
    case transitionEnded
}
