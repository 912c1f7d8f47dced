import CardDeckMotion

extension ScrollView: FrameTicking {
    /// Moves the content to `offset`, at once or along ``scrollAnimationCurve`` over
    /// ``scrollAnimationDuration`` (0.3 s), like `UIScrollView.setContentOffset(_:animated:)`.
    ///
    /// Either way any deceleration or earlier animation stops first (without its end
    /// callback). An animated scroll tells the observers
    /// ``ScrollViewObserver/scrollViewDidScroll(_:)`` at every frame and
    /// ``ScrollViewObserver/scrollViewDidEndScrollingAnimation(_:)`` when it lands exactly on
    /// `offset`; a touch on the content stops it where it is. The offset is not clamped to the
    /// edges.
    ///
    /// - Parameters:
    ///   - offset: The new content offset, in points. A non-finite offset is ignored with a
    ///     warning in ``Diagnostics``.
    ///   - animated: Whether to animate. An animated scroll to the current offset does
    ///     nothing; one requested during a drag, or outside a window (no frames to animate
    ///     in), moves at once (outside a window the end callback follows at once).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.isFinite else {
            Diagnostics.warn(
                "ScrollView \(id): ignored setContentOffset(\(offset), animated: \(animated)) "
                    + "with a non-finite offset")
            return
        }
        stopMotion()
        let current = contentOffset
        guard animated, offset != current else {
            setOffsetNotifying(offset)
            return
        }
        guard let window, !isDragging else {
            setOffsetNotifying(offset)
            if !isDragging { notifyObservers { $0.scrollViewDidEndScrollingAnimation(self) } }
            return
        }
        let time = window.time
        let duration = Self.scrollAnimationDuration
        install(
            ScrollMotion(
                kind: .animation,
                x: .easing(
                    from: current.x, to: offset.x, duration: duration, at: time,
                    limits: limits(vertical: false)),
                y: .easing(
                    from: current.y, to: offset.y, duration: duration, at: time,
                    limits: limits(vertical: true)),
                lastTime: time, lastWritten: current))
    }

    /// Starts running `motion` in the window's frame loop; a deceleration also tells the
    /// observers it begins.
    func startDeceleration(_ motion: ScrollMotion) {
        install(motion)
        guard isDecelerating else { return }
        notifyObservers { $0.scrollViewWillBeginDecelerating(self) }
    }

    /// Runs `motion` in the window's frame loop from the next frame; nothing outside a window.
    func install(_ motion: ScrollMotion) {
        stopMotion()
        guard let window else { return }
        self.motion = motion
        motionGeneration &+= 1
        isDecelerating = motion.kind == .deceleration
        tickingWindow = window
        window.addTicker(self)
    }

    /// Stops any deceleration or animation where the content is, without an end callback.
    func stopMotion() {
        guard motion != nil || tickingWindow != nil else { return }
        motion = nil
        motionGeneration &+= 1
        isDecelerating = false
        tickingWindow?.removeTicker(self)
        tickingWindow = nil
    }

    /// Moves the content to where the motion is at `time`; called by the window's motion
    /// phase. Allocates nothing.
    package func tick(at time: Double) {
        guard var motion, let window, window === tickingWindow else {
            stopMotion()
            return
        }
        continueFromExternalChanges(&motion)
        motion.x.advance(to: time)
        motion.y.advance(to: time)
        // Settled: within half a pixel of rest and slower than half a pixel per 1/60 s.
        let tolerance = 0.5 / window.traits.displayScale
        let speedTolerance = 60 * tolerance
        let settled =
            motion.x.isSettled(at: time, tolerance: tolerance, speedTolerance: speedTolerance)
            && motion.y.isSettled(at: time, tolerance: tolerance, speedTolerance: speedTolerance)
        var next =
            settled
            ? Point(x: motion.x.restPosition, y: motion.y.restPosition)
            : Point(x: motion.x.position(at: time), y: motion.y.position(at: time))
        if motion.kind == .deceleration, !bounces {
            next = Point(x: motion.x.limits.clamped(next.x), y: motion.y.limits.clamped(next.y))
        }
        motion.lastTime = time
        motion.lastWritten = next
        self.motion = motion
        let generation = motionGeneration
        setOffsetNotifying(next)
        // An observer may have stopped or replaced the motion during didScroll.
        guard settled, generation == motionGeneration else { return }
        stopMotion()
        switch motion.kind {
        case .deceleration: notifyObservers { $0.scrollViewDidEndDecelerating(self) }
        case .animation: notifyObservers { $0.scrollViewDidEndScrollingAnimation(self) }
        }
    }

    /// Continues each axis from where someone else put the content since the last frame (an
    /// observer pinning it) and, while decelerating, within edges that changed (new content
    /// size, insets or bounds), with the velocity it had.
    private func continueFromExternalChanges(_ motion: inout ScrollMotion) {
        let offset = contentOffset
        let decelerating = motion.kind == .deceleration
        let x = decelerating ? limits(vertical: false) : motion.x.limits
        let y = decelerating ? limits(vertical: true) : motion.y.limits
        if offset.x != motion.lastWritten.x || !x.isClose(to: motion.x.limits) {
            motion.x.rebase(to: offset.x, at: motion.lastTime, limits: x)
        }
        if offset.y != motion.lastWritten.y || !y.isClose(to: motion.y.limits) {
            motion.y.rebase(to: offset.y, at: motion.lastTime, limits: y)
        }
    }
}
