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
    func startWatching() {
        guard !isWatching, let window = controller?.hostWindow else { return }
        isWatching = true
        self.window = window
        window.addTicker(self)
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
        guard let controller, controller.containerView != nil || reportedFrame != nil else {
            return
        }
        let frame = controller.cardView.presentedFrameInWindow
        guard frame != reportedFrame, frame.isFinite else { return }
        reportedFrame = frame
        (controller.delegate as? any CardPresentationControllerDelegate)?
            .cardPresentationController(controller, didMoveCardTo: frame)
    }

    package func tick(at time: Double) {}

    package func didRunMotion(at time: Double) {
        reportIfMoved()
        guard let controller else {
            stopWatching()
            return
        }
        if !controller.isTransitioning, controller.settleAnimator == nil,
            controller.grabberAnimator?.isRunning != true
        {
            stopWatching()
        }
    }
}
