import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// The window changed size (or safe area) while this card's transition runs: a dismissal
    /// a finger drives, or one heading back, is cancelled at once, as UIKit cancels touches on
    /// rotation (``dismissalTransitionDidEnd(_:)`` then lays the card out at rest); another
    /// keeps running, see ``CardStage/placeAfterResize(dismissing:initialFrame:in:)``.
    func layOutForResizeDuringTransition() {
        let basis = layoutBasis
        guard let previous = layout.laidOutBasis, previous != basis else { return }
        layout.laidOutBasis = basis
        resolveDetents()
        if motion.cancelDismissalForResize() { return }
        stage.placeAfterResize(
            dismissing: presentedViewController.isBeingDismissed,
            initialFrame: configuration.initialTransitionFrame, in: geometry)
    }
}
