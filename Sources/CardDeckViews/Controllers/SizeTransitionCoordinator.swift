/// The coordinator of a window size change (``Window/resize(to:safeAreaInsets:)``).
///
/// The change is instantaneous: not animated, not interactive, never cancelled, duration 0.
/// ``percentComplete`` is 0 until the new size is set and 1 from then on. Alongside blocks run
/// once the new size is set, before layout and commit; completion blocks run after the commit.
/// Blocks added while the alongside blocks run still run in that phase; completion blocks
/// added while completions run still run; anything added later is refused.
package final class SizeTransitionCoordinator: TransitionCoordinator {
    private enum Phase {
        case pending
        case alongside
        case completing
        case finished
    }

    private var phase = Phase.pending
    private var animations: [(any TransitionCoordinator) -> Void] = []
    private var completions: [(any TransitionCoordinator) -> Void] = []
    private let liveObject = LiveObjects.Token(.sizeTransitionCoordinator)

    /// Creates a coordinator for a size change that has not happened yet.
    package init() {}

    /// `false`: the size changes at once.
    package var isAnimated: Bool { false }

    /// `false`: no gesture drives a size change.
    package var isInteractive: Bool { false }

    /// `false`: a size change always completes.
    package var isCancelled: Bool { false }

    /// 0 before the new size is set, 1 from then on.
    package var percentComplete: Double { phase == .pending ? 0 : 1 }

    /// 0 seconds.
    package var transitionDuration: Double { 0 }

    /// Queues the blocks; see ``TransitionCoordinator/animate(alongsideTransition:completion:)``.
    ///
    /// - Parameters:
    ///   - animation: Runs once the new size is set, before layout.
    ///   - completion: Runs after the commit.
    /// - Returns: Whether the blocks were queued.
    @discardableResult
    package func animate(
        alongsideTransition animation: ((any TransitionCoordinator) -> Void)?,
        completion: ((any TransitionCoordinator) -> Void)?
    ) -> Bool {
        switch phase {
        case .pending, .alongside:
            break
        case .completing:
            guard animation == nil else { return false }
        case .finished:
            return false
        }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Does nothing: a size change is never interactive.
    ///
    /// - Parameter handler: Never called.
    package func notifyWhenInteractionChanges(
        _ handler: @escaping (any TransitionCoordinator) -> Void
    ) {}

    /// Runs the alongside blocks; the caller has just set the new size.
    package func runAlongsideAnimations() {
        phase = .alongside
        var index = 0
        while index < animations.count {
            animations[index](self)
            index += 1
        }
        animations.removeAll()
    }

    /// Runs the completion blocks; the caller has laid out and committed the new size.
    package func complete() {
        if phase == .pending { runAlongsideAnimations() }
        phase = .completing
        var index = 0
        while index < completions.count {
            completions[index](self)
            index += 1
        }
        completions.removeAll()
        phase = .finished
    }
}
