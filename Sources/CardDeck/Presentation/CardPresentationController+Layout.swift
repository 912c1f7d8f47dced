import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    // MARK: What the geometry is worked out from

    /// The window the card lives in.
    var hostWindow: Window? {
        containerView?.window ?? presentingViewController.viewIfLoaded?.window
    }

    /// The area the card's stack covers, as it is now; see ``CardArea``.
    var area: CardArea {
        CardArea(
            container: containerView, window: hostWindow, inContext: !shouldPresentInFullscreen)
    }

    /// What the card's layout depends on in the window now.
    var layoutBasis: CardLayoutBasis { area.basis(keyboardInset: keyboardAvoidance.inset) }

    /// The highest the card's top may rest; see ``CardGeometry/topLimit``.
    var topLimit: Double { geometry.topLimit }

    /// Resolves ``detents`` for the current geometry, keeping those resolved from the same
    /// inputs.
    func resolveDetents() { refreshGeometry(reusingDetents: true) }

    // MARK: Where things are

    /// The detent the card rests on: the selected one, or the smallest.
    var selectedDetent: ResolvedDetent { layout.selectedDetent(in: geometry) }

    /// The card's resting top, in card space.
    var restingTop: Double { selectedDetent.top }

    /// Where the card and the stack behind it are put, read now; see ``CardStage``.
    var stage: CardStage { CardStage(card: self, stack: stack, chrome: chrome, layout: layout) }

    /// How the card's dimmer follows its top, for the current detents.
    var dimming: CardDimming { geometry.dimming }

    /// See ``CardStage/updatePassThrough(container:in:)``.
    func updatePassThrough() { stage.updatePassThrough(container: containerView, in: geometry) }

    /// See ``CardStage/placePresented(in:)``.
    func applyPresentedLayout() { stage.placePresented(in: geometry) }
}
