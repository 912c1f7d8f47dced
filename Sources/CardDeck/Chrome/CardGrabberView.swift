import CardDeckViews

/// A card's grabber (the handle's tap target or the pull bar): adjustable while the card has
/// more than one detent, as UIKit's sheet grabber, so a screen reader's increment and
/// decrement (and the arrow keys on it) move to the next larger or smaller detent.
@MainActor
final class CardGrabberView: ViewNode, AccessibilityAdjustable {
    /// Moves the card one detent larger (`true`) or smaller (`false`), returning whether it
    /// moved; set by the card's `CardAccessibility`, `nil` before its presentation.
    var stepDetent: (@MainActor (_ larger: Bool) -> Bool)?
    /// The selected detent's place among the card's detents, smallest first; set with the
    /// grabber's value, `nil` before the presentation or without detents.
    var detentPosition: (index: Int, count: Int)?

    var accessibilityValuePosition: (index: Int, count: Int)? { detentPosition }

    func accessibilityIncrement() -> Bool { stepDetent?(true) ?? false }

    func accessibilityDecrement() -> Bool { stepDetent?(false) ?? false }
}
