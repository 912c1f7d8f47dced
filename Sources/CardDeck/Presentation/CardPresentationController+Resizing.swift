import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// The window changed size (or safe area) while this card's transition runs (a rotation or
    /// a split-screen change mid-presentation). Nothing may keep the old geometry, so:
    /// - a transition running forwards keeps running: the model values jump to where it now
    ///   ends, in the new geometry, and the animation's remaining offsets carry on from there
    ///   (animations are additive), so the card never keeps a width the window no longer has;
    /// - a dismissal that a finger drives, or that is heading back after a cancelling release,
    ///   is cancelled at once, as UIKit cancels touches on rotation; the card is then laid out
    ///   at rest for the new size by ``dismissalTransitionDidEnd(_:)``.
    func layOutForResizeDuringTransition() {
        let basis = layoutBasis
        guard let previous = layout.laidOutBasis, previous != basis else { return }
        layout.laidOutBasis = basis
        resolveDetents()
        // A dismissal driven by a finger, or heading back, is cancelled at once.
        if motion.cancelDismissalForResize() { return }
        if presentedViewController.isBeingDismissed {
            chrome.place(restingFrame(excluding: nil), in: geometry.edgeMapping)
            applyDismissedLayout()
        } else {
            applyPresentedLayout()
        }
    }
}
