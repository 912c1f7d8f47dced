/// What a card's ``CardMotion`` asks its presentation controller to do to the rest of the card
/// and its stack, as one set: the controller carries the members out in the order they are
/// declared here, whatever order the set was written in.
struct CardMotionEffects: OptionSet {
    let rawValue: UInt16

    /// Resolves the detents again for what they depend on now (the geometry changes; read the
    /// situation again).
    static let resolveDetents = CardMotionEffects(rawValue: 1 << 0)
    /// Places everything where a presented card puts it: the card at rest, the cards behind it
    /// pushed back.
    static let placePresented = CardMotionEffects(rawValue: 1 << 1)
    /// Places the cards behind the card at rest (inside an animation block, they animate).
    static let layOutStackBehind = CardMotionEffects(rawValue: 1 << 2)
    /// Lets touches through, or not, as the card's resting detent says.
    static let updatePassThrough = CardMotionEffects(rawValue: 1 << 3)
    /// Brings what assistive technologies see of the card up to date.
    static let updateAccessibility = CardMotionEffects(rawValue: 1 << 4)
    /// Tells the delegate the card's frame, when it moved since the last report.
    static let reportFrame = CardMotionEffects(rawValue: 1 << 5)
    /// The stack stops watching the card's frames, unless a transition still moves it. It comes
    /// before the announcement of a new detent, so that a settle the delegate starts on hearing
    /// of it is watched.
    static let stopObservingMotion = CardMotionEffects(rawValue: 1 << 6)
    /// Tells the delegate, and assistive technologies, when the card came to rest on a detent
    /// they have not heard about.
    static let announceNewDetent = CardMotionEffects(rawValue: 1 << 7)
    /// Watches the card's frames, and its stack's, every frame while it moves.
    static let startObservingMotion = CardMotionEffects(rawValue: 1 << 8)
    /// Tells the delegate that a dismissal was attempted and the card stays.
    static let dismissalAttempted = CardMotionEffects(rawValue: 1 << 9)

    /// What a card placed at rest at once tells the rest of the card: the layout it rests in,
    /// touches, its frame and a new detent.
    static let restedAtOnce: CardMotionEffects = [
        .placePresented, .updatePassThrough, .reportFrame, .announceNewDetent,
    ]
    /// What a card that came to rest tells the rest of the card: touches pass or not,
    /// accessibility and the delegate hear of it (its frame, a new detent), and the stack stops
    /// watching once nothing else moves the card.
    static let settled: CardMotionEffects = [
        .updatePassThrough, .updateAccessibility, .reportFrame, .announceNewDetent,
        .stopObservingMotion,
    ]
}
