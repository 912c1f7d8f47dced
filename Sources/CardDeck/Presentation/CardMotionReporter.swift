import CardDeckViews

/// Tells a card's delegate where the card is on screen: after every frame in which something
/// animates it, and when the controller asks after moving it itself. It owns what that needs
/// (the frame last reported, the window it watches), so the presentation controller keeps
/// none of it.
///
/// While it watches, the window holds it as a ticker; it holds its controller weakly.
@MainActor
final class CardMotionReporter: FrameTicking {
    private weak var controller: CardPresentationController?
    /// The frame last reported to the delegate, in window points.
    private(set) var reportedFrame: Rect?
    /// The window whose frames it watches, while it watches.
    private weak var window: Window?
    /// Whether it watches a window's frames now.
    private(set) var isWatching = false

    init(controller: CardPresentationController) {
        self.controller = controller
    }

    /// Starts watching the card's window's frames (once; nothing happens outside a window).
    /// Call ``startWatchingStack()`` when what moves may move other cards too.
    func startWatching() {
        guard !isWatching, let window = controller?.hostWindow else { return }
        isWatching = true
        self.window = window
        window.addTicker(self)
    }

    /// Starts watching for every card of this card's stack.
    func startWatchingStack() {
        guard let controller else { return }
        for card in controller.stack.cards { card.motionReporter.startWatching() }
        startWatching()
    }

    /// Stops watching.
    func stopWatching() {
        guard isWatching else { return }
        isWatching = false
        window?.removeTicker(self)
        window = nil
    }

    /// Tells the delegate the card's presented frame when it changed since the last report
    /// (a frame that is not finite is never reported).
    func reportIfMoved() {
        // With no delegate to tell, nothing is measured (a stack's back cards watch every
        // frame the front card's dismissal runs).
        guard let controller, controller.delegate != nil,
            controller.containerView != nil || reportedFrame != nil
        else { return }
        let frame = controller.cardView.presentedFrameInWindow
        guard frame != reportedFrame, frame.isFinite else { return }
        reportedFrame = frame
        guard let delegate = controller.delegate as? any CardPresentationControllerDelegate
        else { return }
        let position = CardPosition(
            frame: frame, top: controller.presentedCardSpaceTop,
            detents: controller.detents, bottom: controller.geometry.cardBottom)
        delegate.cardPresentationController(controller, didMoveTo: position)
    }

    package func tick(at time: Double) {}

    package func didRunMotion(at time: Double) {
        reportIfMoved()
        guard let controller else {
            stopWatching()
            return
        }
        // Cards move one another (a front card's dismissal brings the cards behind forward),
        // so every card of the stack watches until the whole stack is still.
        if controller.stack.isStill { stopWatching() }
    }
}
