/// How a dismissal the user's gesture asks for starts: scrubbed by a finger through an
/// interaction, or thrown at a release velocity. The card hands it to its transition manager
/// and animator for the one `dismiss` call that starts the dismissal, as a UIKit app hands its
/// transitioning delegate the interaction controller just before it calls `dismiss`.
struct CardDismissalRequest {
    /// The interaction a finger scrubs, or `nil` for a dismissal that animates by itself.
    var interaction: CardDismissalInteraction?
    /// The card's vertical velocity at the release, in points per second, down positive.
    var velocity: Double
}

extension CardPresentationController {
    /// Starts a dismissal on the user's behalf with `request`, which the transition manager
    /// and the animator read while this call runs, and forget afterwards.
    ///
    /// - Parameter request: How the dismissal starts.
    /// - Returns: Whether the dismissal began (the delegate may refuse it).
    @discardableResult
    func dismiss(_ request: CardDismissalRequest) -> Bool {
        dismissalRequest = request
        defer { dismissalRequest = nil }
        return dismissOnBehalfOfUser(animated: true)
    }
}
