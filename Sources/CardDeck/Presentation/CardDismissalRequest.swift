/// How a dismissal the user's gesture asks for starts: scrubbed by a finger through an
/// interaction, or thrown at a release velocity. It is part of the card's activity while the
/// gesture asks (``CardActivity/dismissalRequest``); the transition manager hands it to the
/// dismissal's animator when it makes one, and vends the animator's interaction.
struct CardDismissalRequest {
    /// The interaction a finger scrubs, or `nil` for a dismissal that animates by itself.
    var interaction: CardDismissalInteraction?
    /// The card's vertical velocity at the release, in points per second, down positive.
    var velocity: Double
}
