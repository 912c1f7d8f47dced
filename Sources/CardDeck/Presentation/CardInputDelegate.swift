import CardDeckViews

/// Answers the card's gesture questions for its presentation controller, so that those
/// conformances stay out of the controller's public interface.
///
/// It works from the parts it is given (the chrome, whose outside tap it judges; the card,
/// whose presented frame the tap must miss; the pan) and asks `dragMayBegin` whether the card
/// may be dragged now; the scroll hand-off is a ``CardScrollHandOff`` of its own.
@MainActor
final class CardInputDelegate: GestureRecognizerDelegate {
    private let liveObject = LiveObjects.Token(.cardInputDelegate)

    private unowned let chrome: CardChrome
    private unowned let pan: PanGestureRecognizer
    /// Whether the card may be dragged now: only the front card drags, and a presentation or
    /// dismissal running on its own can be caught, as UIKit's interruptible animators allow.
    private let dragMayBegin: @MainActor () -> Bool

    /// Creates the delegate.
    ///
    /// - Parameters:
    ///   - chrome: The card's chrome (its card view and outside tap).
    ///   - pan: The card's pan.
    ///   - dragMayBegin: Whether the card may be dragged now.
    init(
        chrome: CardChrome, pan: PanGestureRecognizer,
        dragMayBegin: @escaping @MainActor () -> Bool
    ) {
        self.chrome = chrome
        self.pan = pan
        self.dragMayBegin = dragMayBegin
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer === chrome.outsideTap {
            // Only taps outside the card dismiss: outside where the card is on screen, which
            // differs from its model frame while it resizes or moves.
            let point = gestureRecognizer.location(in: nil)
            return !chrome.cardView.presentedFrameInWindow.contains(point)
        }
        return dragMayBegin()
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        // The card's pan shares vertical scroll views' touches (the scroll hand-off).
        gestureRecognizer === pan && other.view is ScrollView
    }
}
