/// A window's motion phase: the property animators running in it, stepped to each frame's
/// time, and the nodes they move refreshed once a frame.
@MainActor
final class MotionPhase {
    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    /// The animators attached to the window, in the order they started.
    @exclusivity(unchecked) private(set) var animators: [PropertyAnimator] = []
    /// Counts motion phases, so a node shared by running animators is refreshed once a frame.
    @exclusivity(unchecked) private var pass: UInt32 = 0

    /// Whether an animator is moving (a paused one, an interactive transition held still, is
    /// not).
    var hasRunningAnimators: Bool { animators.contains(where: \.isRunning) }

    /// Adds an animator; adding one that is already there has no effect.
    func add(_ animator: PropertyAnimator) {
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    }

    /// Removes an animator; one that is not there is ignored.
    func remove(_ animator: PropertyAnimator) {
        animators.removeAll { $0 === animator }
    }

    /// Steps every animator to `time`, refreshes the nodes of the running ones in `window`,
    /// then completes those that arrived.
    func run(at time: Double, in window: Window) {
        guard !animators.isEmpty else { return }
        var index = 0
        while index < animators.count {
            animators[index].step(to: time)
            index += 1
        }
        // Only running animators move with time: a paused one (a scrubbed transition) has
        // refreshed its nodes when its fraction was set, so refreshing them again here would
        // compute the same values twice a frame. A node two running animators share is
        // refreshed once.
        pass &+= 1
        for animator in animators where animator.isRunning {
            for node in animator.nodes
            where node.window === window && node.animations.motionPass != pass {
                node.animations.motionPass = pass
                NodeAnimations.refreshAnimated(node)
            }
        }
        finishCompletedAnimators()
    }

    private func finishCompletedAnimators() {
        var index = 0
        while index < animators.count {
            let animator = animators[index]
            if animator.hasReachedEnd { animator.completeAtEnd() }
            // A completed animator leaves the list; the next one now sits at this index.
            if index < animators.count, animators[index] === animator { index += 1 }
        }
    }
}
