import CardDeckViews

/// Follows the keyboard for one card: while the card's content has the first responder (and
/// ``CardConfiguration/avoidsKeyboard`` is on), ``inset`` is how much of the bottom of the
/// card's stack area the keyboard covers, and the card rests above it.
///
/// The window tells it of a keyboard move inside the keyboard's own animation, so the card's
/// new layout, made in the same call, moves with the keyboard's curve and duration.
@MainActor
final class CardKeyboardAvoidance: KeyboardObserving {
    /// How far the keyboard covers the bottom of the card's stack area, in points, ≥ 0; 0
    /// while the card does not avoid it.
    private(set) var inset = 0.0
    private unowned let controller: CardPresentationController
    private weak var window: Window?

    init(controller: CardPresentationController) {
        self.controller = controller
    }

    /// Starts following the keyboard of `window`.
    func start(in window: Window) {
        guard self.window !== window else { return }
        self.window?.removeKeyboardObserver(self)
        self.window = window
        window.addKeyboardObserver(self)
        update(keyboardFrame: window.keyboardFrame)
    }

    /// Stops following the keyboard; the card no longer avoids it.
    func stop() {
        window?.removeKeyboardObserver(self)
        window = nil
        inset = 0
    }

    /// Looks again at the keyboard where it is now (after a change of the configuration or of
    /// the first responder): the card moves at once, or with the animation it is called in.
    func refresh() {
        update(keyboardFrame: window?.keyboardFrame)
    }

    func keyboardWillChangeFrame(_ change: KeyboardFrameChange) {
        update(keyboardFrame: change.isShowing ? change.frameEnd : nil)
    }

    private func update(keyboardFrame: Rect?) {
        let covered = keyboardFrame.map(coveredHeight) ?? 0
        guard covered != inset else { return }
        inset = covered
        controller.keyboardInsetDidChange()
    }

    /// How much of the stack area's bottom `keyboard` covers, when the card avoids it.
    private func coveredHeight(by keyboard: Rect) -> Double {
        guard controller.configuration.avoidsKeyboard,
            let responder = window?.firstResponder,
            responder.isDescendant(of: controller.cardView)
        else { return 0 }
        // The stack's area is in the container's coordinates (a context's area), the keyboard's
        // frame in the window's.
        let area = controller.stackBounds
        let keyboard = controller.containerView?.convert(keyboard, from: nil) ?? keyboard
        guard keyboard.minX < area.maxX, keyboard.maxX > area.minX, keyboard.minY < area.maxY
        else { return 0 }
        return min(area.maxY - max(keyboard.minY, area.minY), area.height)
    }
}
