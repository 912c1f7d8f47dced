import CardDeckViews

/// Ends a transition whose animator never calls `completeTransition(_:)`.
///
/// Runs in the window's motion phase while the transition is in flight. The deadline is the
/// animator's duration plus `TransitionContext.completionTimeout` after the transition
/// started or last stopped being interactive (a finger may hold an interactive transition as
/// long as it likes). When it passes, a warning is recorded and the transition is completed as
/// if the animator had finished: an interruptible animator is stopped at its end, the views are
/// put at their final frames, and every completion handler runs.
@MainActor
final class TransitionWatchdog: FrameTicking {
    private let liveObject = LiveObjects.Token(.transitionWatchdog)

    private weak var context: TransitionContext?
    private weak var window: Window?
    private let timeout: Double
    private var deadline: Double
    private let expire: () -> Void

    init(context: TransitionContext, window: Window, timeout: Double, expire: @escaping () -> Void)
    {
        self.context = context
        self.window = window
        self.timeout = timeout
        self.expire = expire
        deadline = window.time + timeout
        window.addTicker(self)
    }

    package func tick(at time: Double) {
        guard let context, !context.isComplete else {
            stop()
            return
        }
        if context.isInteractive {
            deadline = time + timeout
            return
        }
        guard time >= deadline else { return }
        stop()
        expire()
    }

    func stop() {
        window?.removeTicker(self)
    }
}
