/// A card as its ``CardAccessibility`` needs to see it at one moment: whether it moves, may be
/// dismissed and rests on which detent. The card's ``CardMotion`` reads it when an assistive
/// technology acts on the card or when the card's detents or configuration change, and it is
/// handed over as a value.
struct CardAccessibilitySituation: Equatable {
    /// The card's detents as accessibility shows them.
    struct Detents: Equatable {
        /// The resolved detents, smallest first; empty before the presentation needs them.
        var all: [ResolvedDetent]
        /// The detent the card rests on (or settles towards).
        var selected: CardDetent.Identifier
        /// Whether the card dims what is behind it at that detent, so that only the card is
        /// in the accessibility tree.
        var isModal: Bool
    }

    /// Whether no card is in front of this one.
    var isFront: Bool
    /// Whether the card's container is there (the presentation has begun and not ended).
    var isPresented: Bool
    /// Whether a transition runs or a finger drags the card.
    var isMoving: Bool
    /// Whether a release is taking the card back from a dismissal it cancelled.
    var isCancellingDismissal: Bool
    /// Whether ``CardConfiguration/allowInteractiveDismissal`` is on.
    var allowsDismissal: Bool
    /// The detents; `nil` when what is asked does not depend on them (the escape), so they are
    /// not worked out for it.
    var detents: Detents?
}
