import CardDeckViews

/// Follows the keyboard for one card: while the card's content has the first responder (and
/// ``CardConfiguration/avoidsKeyboard`` is on), ``inset`` is how much of the bottom of the
/// card's stack area the keyboard covers, and the card rests above it.
///
/// It works from the views it is given (the card, its container, the window) and the
/// configuration's values, never from the presentation controller: it tells the controller of
/// a new inset through `insetDidChange`. The window tells it of a keyboard move inside the
/// keyboard's own animation, so the card's new layout, made in the same call, moves with the
/// keyboard's curve and duration.
@MainActor
final class CardKeyboardAvoidance: FirstResponderObserving {
    /// How far the keyboard covers the bottom of the card's stack area, in points, ≥ 0; 0
    /// while the card does not avoid it.
    private(set) var inset = 0.0
    /// Whether the card avoids the keyboard (``CardConfiguration/avoidsKeyboard``).
    private var avoidsKeyboard: Bool
    /// Whether the card is presented in a context, whose area is its container's frame.
    private let inContext: Bool
    /// The card: the keyboard counts while the first responder is inside it.
    private unowned let cardView: ViewNode
    private weak var container: ViewNode?
    private weak var window: Window?
    /// Told of every new ``inset``.
    private let insetDidChange: @MainActor () -> Void

    /// Creates the avoidance for a card; it follows no keyboard until ``start(in:container:)``.
    ///
    /// - Parameters:
    ///   - cardView: The card.
    ///   - configuration: The card's configuration.
    ///   - insetDidChange: Called after each change of ``inset``.
    init(
        cardView: ViewNode, configuration: CardConfiguration,
        insetDidChange: @escaping @MainActor () -> Void
    ) {
        self.cardView = cardView
        avoidsKeyboard = configuration.avoidsKeyboard
        inContext = configuration.presentsInCurrentContext
        self.insetDidChange = insetDidChange
    }

    /// Starts following the keyboard of `window` for the card in `container`.
    func start(in window: Window, container: ViewNode?) {
        self.container = container
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

    /// Looks again at the keyboard where it is now, after a change of the configuration or of
    /// the first responder: the card moves at once, or with the animation it is called in.
    ///
    /// - Parameter configuration: The card's configuration now.
    func refresh(configuration: CardConfiguration) {
        avoidsKeyboard = configuration.avoidsKeyboard
        update(keyboardFrame: window?.keyboardFrame)
    }

    func keyboardWillChangeFrame(_ change: KeyboardFrameChange) {
        update(keyboardFrame: change.isShowing ? change.frameEnd : nil)
    }

    /// Editing moved into or out of the card under a keyboard that stayed: the keyboard now
    /// counts, or no longer does.
    func keyboardFirstResponderDidChange() {
        update(keyboardFrame: window?.keyboardFrame)
    }

    private func update(keyboardFrame: Rect?) {
        var covered = 0.0
        if let keyboardFrame, avoidsKeyboard, let window,
            window.firstResponder?.isDescendant(of: cardView) == true
        {
            // The stack's area is in the container's coordinates (a context's area), the
            // keyboard's frame in the window's.
            let area = CardArea(container: container, window: window, inContext: inContext)
            covered = Self.coveredHeight(
                by: container?.convert(keyboardFrame, from: nil) ?? keyboardFrame,
                of: area.bounds)
        }
        guard covered != inset else { return }
        inset = covered
        insetDidChange()
    }

    /// How much of the bottom of `area` the keyboard covers.
    ///
    /// - Parameters:
    ///   - keyboard: The keyboard's frame, in the area's coordinates.
    ///   - area: The stack's area.
    /// - Returns: Points from the area's bottom, 0…the area's height; 0 for a keyboard beside or
    ///   below the area.
    nonisolated static func coveredHeight(by keyboard: Rect, of area: Rect) -> Double {
        guard keyboard.minX < area.maxX, keyboard.maxX > area.minX, keyboard.minY < area.maxY
        else { return 0 }
        return min(area.maxY - max(keyboard.minY, area.minY), area.height)
    }
}
