import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// What the card's layout depends on in the window: its size and safe area, and the
    /// keyboard it rises above.
    var layoutBasis: CardLayoutBasis {
        CardLayoutBasis(
            size: windowSize, safeAreaInsets: safeAreaInsets,
            keyboardInset: keyboardAvoidance.inset)
    }

    /// The keyboard now covers another part of the card's area (it showed, hid or moved, or
    /// the card's content gained or lost the first responder): the detents resolve against the
    /// space above it, and the card goes to rest there. Called inside the keyboard's animation,
    /// the card moves with the keyboard; a drag carries on and ends on the new detents.
    func keyboardInsetDidChange() {
        invalidateGeometry()
        guard containerView != nil else { return }
        resolveDetents()
        containerView?.setNeedsLayout()
        containerView?.layoutIfNeeded()
    }

    /// The window changed size (or safe area) while this card's transition runs (a rotation or a split-screen
    /// change mid-presentation). Nothing may keep the old geometry, so:
    /// - a transition running forwards keeps running: the model values jump to where it now
    ///   ends, in the new geometry, and the animation's remaining offsets carry on from there
    ///   (animations are additive), so the card never keeps a width the window no longer has;
    /// - a dismissal that a finger drives, or that is heading back after a cancelling release,
    ///   is cancelled at once, as UIKit cancels touches on rotation; the card is then laid out
    ///   at rest for the new size by ``dismissalTransitionDidEnd(_:)``.
    func layOutForResizeDuringTransition() {
        guard let previous = laidOutBasis, previous != layoutBasis else { return }
        laidOutBasis = layoutBasis
        resolveDetents()
        switch activity {
        case .dragging(_, let interaction?):
            // The finger's drag ends here too, where it is.
            send(.dismissalAbandoned)
            endDragWithoutRelease()
            interaction.cancelImmediately()
            return
        case .cancellingDismissal(let interaction?, _, _):
            // Cancelled at once; the detent the release chose still follows.
            send(.dismissalCancelledAtOnce)
            interaction.cancelImmediately()
            return
        case .resting, .settling, .dragging, .dismissing, .cancellingDismissal, .caught: break
        }
        if presentedViewController.isBeingDismissed {
            placeCardView(restingFrame(excluding: nil))
            applyDismissedLayout()
        } else {
            applyPresentedLayout()
        }
    }

    /// The nearest card above this one whose dismissal runs forwards: layout treats it as gone
    /// already, as its dismissal animation does.
    var leavingCardAbove: CardPresentationController? {
        var card = cardAbove
        while let current = card {
            if current.isTransitioning, current.presentedViewController.isBeingDismissed,
                current.activeInteraction == nil, current.cancellingInteraction == nil
            {
                return current
            }
            card = current.cardAbove
        }
        return nil
    }
}

/// What a card's layout depends on in its window; see `layOutForResizeDuringTransition`.
struct CardLayoutBasis: Equatable {
    var size: Size
    var safeAreaInsets: EdgeInsets
    /// How much of the card's area the keyboard covers, in points.
    var keyboardInset: Double

    /// Whether the window itself changed (size or safe area), not only the keyboard.
    func windowDiffers(from other: CardLayoutBasis) -> Bool {
        size != other.size || safeAreaInsets != other.safeAreaInsets
    }
}
