import CardDeckMotion

/// What the inspector reads of the animations acting on a node's frame: a view of the node's
/// tracks that changes nothing, kept off ``ViewNode`` itself.
@MainActor
package struct NodeAnimationInspection {
    /// The node read.
    let node: ViewNode

    /// A view of `node`'s frame animations.
    ///
    /// - Parameter node: The node to read.
    package init(_ node: ViewNode) { self.node = node }

    /// The animators moving the node's frame now (its centre, bounds or transform), each once,
    /// in the order they were captured: what the inspector names as the motion a view
    /// follows. Reads the node's tracks; changes nothing.
    package var frameAnimators: [PropertyAnimator] {
        var animators: [PropertyAnimator] = []
        for track in node.animations.tracks where Self.movesFrame(track.property) {
            if !animators.contains(where: { $0 === track.animator }) {
                animators.append(track.animator)
            }
        }
        return animators
    }

    /// The node's presented frame at `time` if the animations acting on it now run on
    /// undisturbed: the model plus each track's delta weighted by what its animator has left
    /// at that time, as the motion phase computes it. At the window's time it is the
    /// presented frame; at later times it is where the engine is taking the node; at earlier
    /// times since the latest segment began it is where the same segments had it.
    ///
    /// - Parameter time: A time in seconds on the window clock's time base.
    /// - Returns: The frame, in the superview's points.
    package func presentedFrame(at time: Double) -> Rect {
        // A paused animator holds its progress; its frozen segment is not read.
        projectedFrame { $0.isRunning ? $0.segment.progress(at: time) : $0.progress }
    }

    /// The node's frame once the animations acting on it now come to rest undisturbed: each
    /// running one at its segment's target (a reversed one back at its start), a paused one
    /// where it holds.
    package var restingFrame: Rect {
        projectedFrame { $0.isRunning ? $0.segment.target : $0.progress }
    }

    /// The model plus each frame track's delta weighted by what `progress` leaves its animator.
    private func projectedFrame(progress: (PropertyAnimator) -> Double) -> Rect {
        var state = node.model
        for track in node.animations.tracks where Self.movesFrame(track.property) {
            let weight = 1 - progress(track.animator)
            _ = NodeAnimations.shift(&state, track.property, by: track.delta, scale: weight)
        }
        // Springs overshoot: a size never presents below zero.
        state.bounds.size = Size(
            width: max(state.bounds.size.width, 0), height: max(state.bounds.size.height, 0))
        return state.frame
    }

    private static func movesFrame(_ property: AnimatableProperty) -> Bool {
        property == .center || property == .bounds || property == .transform
    }
}
