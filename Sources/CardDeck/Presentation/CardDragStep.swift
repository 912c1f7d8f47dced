/// What a card shows for one movement of a drag: the interactive dismissal's progress while
/// the finger has the card below its smallest detent and the drag may dismiss, and the top the
/// card shows otherwise (or when the dismissal does not start).
struct CardDragStep: Equatable, Sendable {
    /// The dismissal's fraction complete, 0…1 (1 when the smallest detent is at the attached
    /// edge); `nil` while the card follows the finger above its smallest detent, or the drag
    /// may not dismiss.
    var dismissalProgress: Double?
    /// The card's top on screen, along its main axis, when no dismissal is scrubbed.
    var top: Double
}
