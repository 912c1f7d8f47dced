import CardDeckTransitions
import CardDeckViews

/// What a card's ``CardMotion`` reads of its presentation controller and asks of it: the
/// whole of what motion depends on outside its own state, so the rest of the controller stays
/// out of its reach.
@MainActor
protocol CardMotionHost: AnyObject {
    /// The card's configuration.
    var configuration: CardConfiguration { get }
    /// The card's geometry as it is now (worked out again when what it depends on changed).
    var geometry: CardGeometry { get }
    /// Whether a presentation or dismissal transition runs now.
    var isTransitioning: Bool { get }
    /// Whether the card is in a window, so that changes animate.
    var isInWindow: Bool { get }
    /// Whether the window asks for reduced motion: springs then do not overshoot.
    var prefersReducedMotion: Bool { get }
    /// Whether the card's container is there (the presentation has begun and not ended).
    var hasContainer: Bool { get }
    /// Whether a drag may begin now: only the front card drags, and a transition running on
    /// its own can be caught.
    var isFrontCard: Bool { get }
    /// Whether the card's presenter is being dismissed (a chain dismissed from below).
    var presenterIsBeingDismissed: Bool { get }

    /// Resolves the detents for what they depend on now.
    func resolveDetents()
    /// How the card looks given the cards in front of it.
    func appearanceBehindSelf(excluding excluded: CardPresentationController?) -> CardAppearance
    /// The card's resting frame, everything in front of it counted.
    func restingFrame(excluding excluded: CardPresentationController?) -> CardSpaceRect
    /// Where the card and the stack behind it are put, read now.
    var stage: CardStage { get }
    /// Places the cards behind the card at rest.
    func layOutStackBehind()
    /// Watches the card's frames (and its stack's) every frame while it moves.
    func startObservingMotion()
    /// Tells the delegate the card's frame when it moved; returns whether it was told.
    @discardableResult func reportFrameIfMoved() -> Bool
    /// Everything where a presented card puts it: the card at rest, the cards behind pushed
    /// back.
    func applyPresentedLayout()
    /// Lets touches through, or not, as the card's resting detent says.
    func updatePassThrough()
    /// Tells the delegate when the card came to rest on a detent it has not heard about.
    func notifyIfSettledOnNewDetent()
    /// The card came to rest: touches, accessibility, the delegate and the stack hear of it.
    func settleDidEnd()
    /// Asks for the card's dismissal on the user's behalf; returns whether it started.
    func dismissForUser() -> Bool
    /// Tells the delegate that a dismissal was attempted and the card stays (it does not allow
    /// interactive dismissal).
    func dismissalWasAttempted()
    /// What a release does: `release`'s decision, which the delegate may change, and why.
    func outcome(of release: CardRelease, allowsDismissal: Bool)
        -> (outcome: CardReleaseOutcome, explanation: CardReleaseExplanation)
    /// A release was carried out as `explanation` says: its observers hear of it.
    func releaseDidEnd(_ explanation: @autoclosure () -> CardReleaseExplanation)
}
