import CardDeckMotion

extension ScrollView {
    /// The one axis the pan may begin along, or `nil` when both (or neither) scroll.
    var panAxis: PanGestureRecognizer.Axis? {
        switch (scrollsHorizontally, scrollsVertically) {
        case (true, false): .horizontal
        case (false, true): .vertical
        default: nil
        }
    }

    /// Whether the pan may begin: scrolling is enabled and some axis scrolls.
    var canBeginDragging: Bool {
        isScrollEnabled && (scrollsVertically || scrollsHorizontally)
    }

    /// A touch landed: the scroll view is tracking, and moving content stops where it is.
    func touchDidBegin() {
        isTracking = true
        stopMotion()
    }

    /// The last touch lifted (or the pan let go of it). Content left stretched past an edge by
    /// a touch that never dragged springs back.
    func touchesDidEnd() {
        guard isTracking else { return }
        isTracking = false
        guard !isDragging else { return }
        springBackIntoBounds()
    }

    /// Content left stretched past an edge with nothing moving it — no drag, no deceleration
    /// or animation — springs back to the edge, as it does when a touch that never dragged
    /// lifts. Content within its edges, or outside a window, stays where it is. For an observer
    /// that held the content where it wanted during a drag it took over (a card's scroll
    /// hand-off) and now lets go.
    package func springBackIntoBounds() {
        guard !isDragging, motion == nil, let window else { return }
        let offset = contentOffset
        guard clampedOffset(offset) != offset else { return }
        let x = limits(vertical: false)
        let y = limits(vertical: true)
        let time = window.time
        startDeceleration(
            ScrollMotion(
                kind: .deceleration,
                x: .deceleration(
                    from: offset.x, velocity: 0, coastingTo: offset.x, at: time, limits: x),
                y: .deceleration(
                    from: offset.y, velocity: 0, coastingTo: offset.y, at: time, limits: y),
                lastTime: time, lastWritten: offset))
    }

    /// Follows the pan's state changes.
    func handlePan() {
        switch panGestureRecognizer.state {
        case .began: beginDragging()
        case .changed: continueDragging()
        case .ended: endDragging(cancelled: false)
        case .cancelled: endDragging(cancelled: true)
        case .possible, .failed: break
        }
    }

    private func beginDragging() {
        stopMotion()
        isDragging = true
        notifyObservers { $0.scrollViewWillBeginDragging(self) }
        // An observer may have stopped the drag (disabling scrolling cancels the pan).
        guard isDragging, panGestureRecognizer.state.isActive else { return }
        // As the pan's translation counts from touch-down, the content starts under the finger.
        let offset = contentOffset
        dragOrigin = Point(
            x: unstretched(offset.x, limits(vertical: false), dimension: bounds.size.width),
            y: unstretched(offset.y, limits(vertical: true), dimension: bounds.size.height))
        lastDragOffset = offset
        lastDragTranslation = .zero
        continueDragging()
    }

    /// Moves the content with the finger: offset = origin − translation along the scrollable
    /// axes, stretched past the edges.
    private func continueDragging() {
        guard isDragging else { return }
        let translation = panGestureRecognizer.translation(in: self)
        guard translation.isFinite else { return }
        let current = contentOffset
        let x = limits(vertical: false)
        let y = limits(vertical: true)
        let width = bounds.size.width
        let height = bounds.size.height
        if current != lastDragOffset {
            // Someone moved the content since the last move: go on from there, applying only
            // the finger's movement since then.
            dragOrigin = Point(
                x: unstretched(current.x, x, dimension: width) + lastDragTranslation.x,
                y: unstretched(current.y, y, dimension: height) + lastDragTranslation.y)
        }
        var next = current
        if scrollsHorizontally {
            next.x = stretched(dragOrigin.x - translation.x, x, dimension: width)
        }
        if scrollsVertically {
            next.y = stretched(dragOrigin.y - translation.y, y, dimension: height)
        }
        lastDragOffset = next
        lastDragTranslation = translation
        setOffsetNotifying(next)
    }

    /// The finger lifted (or the pan was cancelled, which releases at zero velocity).
    private func endDragging(cancelled: Bool) {
        guard isDragging else { return }
        // The finger's last step, made as it lifted, still moves the content with it.
        if !cancelled { continueDragging() }
        guard isDragging else { return }
        let offset = contentOffset
        let x = limits(vertical: false)
        let y = limits(vertical: true)
        let velocity = cancelled ? .zero : releaseVelocity()
        let natural = Point(
            x: offset.x + decelerationRate.projectedDistance(initialVelocity: velocity.x),
            y: offset.y + decelerationRate.projectedDistance(initialVelocity: velocity.y))
        let proposed = Point(
            x: scrollsHorizontally ? x.clamped(natural.x) : offset.x,
            y: scrollsVertically ? y.clamped(natural.y) : offset.y)
        var target = proposed
        notifyObservers {
            $0.scrollViewWillEndDragging(
                self, withVelocity: velocity, targetContentOffset: &target)
        }
        guard isDragging else { return }
        if !target.isFinite {
            Diagnostics.warn(
                "ScrollView \(id): ignored non-finite targetContentOffset \(target); used "
                    + "\(proposed)")
            target = proposed
        }
        // An untouched target coasts the flick's natural course (bouncing at an edge it
        // crosses); a chosen one is reached exactly.
        let end = Point(
            x: target.x == proposed.x ? natural.x : target.x,
            y: target.y == proposed.y ? natural.y : target.y)
        let time = panGestureRecognizer.currentTime
        let current = contentOffset
        let motion = ScrollMotion(
            kind: .deceleration,
            x: scrollsHorizontally
                ? .deceleration(
                    from: current.x, velocity: velocity.x, coastingTo: end.x, at: time, limits: x)
                : .resting(at: current.x, time: time, limits: x),
            y: scrollsVertically
                ? .deceleration(
                    from: current.y, velocity: velocity.y, coastingTo: end.y, at: time, limits: y)
                : .resting(at: current.y, time: time, limits: y),
            lastTime: time, lastWritten: current)
        isDragging = false
        guard !motion.isResting, window != nil else {
            if !motion.isResting { setOffsetNotifying(motion.finalOffset) }
            notifyObservers { $0.scrollViewDidEndDragging(self, willDecelerate: false) }
            return
        }
        install(motion)
        notifyObservers { $0.scrollViewDidEndDragging(self, willDecelerate: true) }
        guard isDecelerating else { return }
        notifyObservers { $0.scrollViewWillBeginDecelerating(self) }
    }

    /// The content offset's velocity at release along the scrollable axes, in points per
    /// second: the opposite of the finger's.
    private func releaseVelocity() -> Point {
        let finger = panGestureRecognizer.velocity(in: self)
        return Point(
            x: scrollsHorizontally && finger.x.isFinite ? -finger.x : 0,
            y: scrollsVertically && finger.y.isFinite ? -finger.y : 0)
    }
}
