import CardDeckMotion

extension PropertyAnimator {
    /// Records a change of `property` on `node` made inside an animation block.
    ///
    /// An animator runs in one window's motion phase: the window of the first node it captured.
    /// A change to a node of another window (made from a nested call, say) is not captured and
    /// takes effect at once, since no frame of this animator would ever move it.
    func capture(_ node: ViewNode, _ property: AnimatableProperty, _ delta: AnimatedValue) {
        let nodeWindow = node.window
        if let window, let nodeWindow, nodeWindow !== window { return }
        if node.animations.tracks.contains(where: {
            $0.property == property && $0.animator !== self
        }) {
            interruptsRunningAnimation = true
        }
        node.animations.tracks.append(
            AnimationTrack(property: property, delta: delta, animator: self))
        if !nodes.contains(where: { $0 === node }) { nodes.append(node) }
        if window == nil, let nodeWindow { attach(to: nodeWindow) }
    }

    /// Runs `block` with this animator capturing property changes.
    func capture(_ block: () -> Void) {
        let previous = Self.capturing
        Self.capturing = self
        block()
        Self.capturing = previous
    }

    /// Moves from inactive to active (paused at the start), running the pending blocks.
    func activate() {
        state = .active
        isRunning = false
        progress = isReversed ? 1 : 0
        pausedFraction = progress
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks { capture(block) }
        refreshNodes()
    }

    /// Advances progress to `time`; called by the window's motion phase.
    func step(to time: Double) {
        guard isRunning else { return }
        progress = segment.progress(at: time)
    }

    /// Whether a running animation has arrived at its target this frame.
    var hasReachedEnd: Bool {
        guard isRunning, let window else { return false }
        return segment.isFinished(at: window.time)
    }

    /// Handles arrival at the target: pause there, or complete.
    func completeAtEnd() {
        let target = segment.target
        progress = target
        refreshNodes()
        if pausesOnCompletion {
            pausedFraction = target
            isRunning = false
            segment = frozen(at: window?.time ?? 0)
            return
        }
        finish(at: target >= 0.5 ? .end : .start)
    }

    /// Ends the animation at `position`: model values settle there and completions run once.
    func finish(at position: Position) {
        let scale: Double
        switch position {
        case .end: scale = 0
        case .start: scale = 1
        case .current: scale = remainingWeight
        }
        for node in nodes {
            if scale != 0 {
                for track in node.animations.tracks where track.animator === self {
                    NodeAnimations.shiftModel(
                        of: node, track.property, by: track.delta, scale: scale)
                }
            }
            NodeAnimations.removeTracks(of: self, from: node)
        }
        isRunning = false
        detachFromWindow()
        complete(at: position)
    }

    /// Resets to inactive and calls every completion once, in order.
    func complete(at position: Position) {
        state = .inactive
        nodes = []
        let handlers = completions
        completions = []
        progress = 0
        for handler in handlers { handler(position) }
    }

    /// Recomputes the presented values of every node this animator moves.
    func refreshNodes() {
        for node in nodes { NodeAnimations.refreshAnimated(node) }
    }

    /// A segment that stays at the current progress (a paused animator).
    func frozen(at time: Double) -> AnimationSegment {
        .curve(
            LinearCurve(), from: progress, to: 1, duration: 0, fraction0: 0, time0: time,
            direction: 1)
    }

    /// Resumes a paused animation from the current progress over the remaining time.
    func resumeSegment(at time: Double) {
        let target = isReversed ? 0.0 : 1.0
        switch timingParameters.kind {
        case .curve(let curve, let duration):
            segment = .curve(
                curve, from: progress, to: target, duration: duration * abs(target - progress),
                fraction0: 0, time0: time, direction: 1)
        case .spring:
            segment = AnimationSegment.starting(
                at: time, progress: progress, velocity: 0, target: target,
                parameters: timingParameters, durationFactor: 1)
        }
    }

    /// The value of the animator's own curve at `fraction` (for non-linear scrubbing).
    func baseCurveValue(_ fraction: Double) -> Double {
        if case .curve(let curve, _) = timingParameters.kind { return curve.value(at: fraction) }
        return fraction
    }

    func attach(to window: Window) {
        self.window = window
        window.motion.add(self)
    }

    func detachFromWindow() {
        window?.motion.remove(self)
    }
}
