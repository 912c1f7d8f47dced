import CardDeckViews

/// Answers the card's gesture and scroll-view questions for its presentation controller, so
/// that those conformances stay out of the controller's public interface.
@MainActor
final class CardInputDelegate: GestureRecognizerDelegate, ScrollViewObserver {
    private let liveObject = LiveObjects.Token(.cardInputDelegate)

    unowned let controller: CardPresentationController

    init(controller: CardPresentationController) {
        self.controller = controller
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer === controller.chrome.outsideTap {
            // Only taps outside the card dismiss: outside where the card is on screen, which
            // differs from its model frame while it resizes or moves.
            let point = gestureRecognizer.location(in: nil)
            return !controller.cardView.presentedFrameInWindow.contains(point)
        }
        // Only the front card drags; a presentation or dismissal running on its own can be
        // caught, as UIKit's interruptible animators allow.
        return controller.cardAbove == nil
            && (!controller.isTransitioning || controller.canBeCaught)
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        // The card's pan shares vertical scroll views' touches (the scroll hand-off).
        gestureRecognizer === controller.panGestureRecognizer && other.view is ScrollView
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        // The card took the gesture: the content must not coast or bounce afterwards.
        guard let drag = controller.drag, drag.scrollView === scrollView, drag.cardOwnsMovement,
            let pinned = drag.pinnedOffset
        else { return }
        scrollView.setContentOffset(pinned, animated: false)
    }
}
