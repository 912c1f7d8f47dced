import CardDeckTransitions
import CardDeckViews

/// The object that hears about a card's detents and position, in addition to the
/// `PresentationControllerDelegate` calls (should/will/did dismiss, did attempt to dismiss).
///
/// Assign it to the card's `presentationController.delegate` (for instance through
/// `viewController.cardPresentationController?.delegate`). Every method has a default that
/// does nothing.
@MainActor
public protocol CardPresentationControllerDelegate: PresentationControllerDelegate {
    /// The card settled on a different detent (after a drag, a change of
    /// ``CardPresentationController/selectedDetentIdentifier`` or a resize); called once the
    /// card has come to rest.
    ///
    /// - Parameter controller: The card's presentation controller.
    func cardPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: CardPresentationController)

    /// The card moved: called for every frame in which its presented frame changes, while it
    /// is dragged, settles, resizes, or is presented or dismissed.
    ///
    /// - Parameters:
    ///   - controller: The card's presentation controller.
    ///   - frame: The card's presented frame, in window coordinates (points).
    func cardPresentationController(
        _ controller: CardPresentationController, didMoveCardTo frame: Rect)
}

extension CardPresentationControllerDelegate {
    /// Does nothing.
    public func cardPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: CardPresentationController
    ) {}

    /// Does nothing.
    public func cardPresentationController(
        _ controller: CardPresentationController, didMoveCardTo frame: Rect
    ) {}
}
