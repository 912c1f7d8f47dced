/// The window's input phase: queues pointer events, delivers those whose time has come,
/// tracks touches and runs gesture recognizers' timers.
@MainActor
final class InputRouter {
    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    @exclusivity(unchecked) weak var window: Window?
    /// Events not yet delivered, in the order sent; `queue[queueStart...]` are pending.
    /// Room for a few events from the start, so a queue that always holds one pending event
    /// (a sender a hair behind the frames) never grows during a drag.
    @exclusivity(unchecked) private var queue: [PointerEvent] = {
        var queue: [PointerEvent] = []
        queue.reserveCapacity(8)
        return queue
    }()
    @exclusivity(unchecked) private var queueStart = 0
    /// The latest timestamp sent; later events never go back before it.
    @exclusivity(unchecked) private var latestSentTimestamp = -Double.infinity
    /// The touches currently down.
    @exclusivity(unchecked) private(set) var touches: [Touch] = []
    /// Recognizers that received a touch since their last reset.
    @exclusivity(unchecked) private(set) var participants: [GestureRecognizer] = []
    /// Recognizers with a timer set.
    @exclusivity(unchecked) private var timed: [GestureRecognizer] = []
    /// The time of the event being delivered, or of the latest frame.
    @exclusivity(unchecked) private(set) var currentTime: Double = 0

    /// Whether events are queued that no frame has delivered yet.
    var hasPendingEvents: Bool { queueStart < queue.count }

    /// The timestamp of the first event no frame has delivered yet, or `nil` when none waits.
    var earliestPendingTimestamp: Double? {
        queueStart < queue.count ? queue[queueStart].timestamp : nil
    }

    /// Whether the next frame has anything to do.
    var hasWork: Bool { queueStart < queue.count || !timed.isEmpty }

    /// The earliest deadline of a recognizer's timer, or `nil` when none is set.
    var nextTimerDeadline: Double? {
        var earliest: Double?
        for recognizer in timed {
            guard let deadline = recognizer.timerDeadline else { continue }
            earliest = min(earliest ?? deadline, deadline)
        }
        return earliest
    }

    func enqueue(_ event: PointerEvent, now: Double) {
        var event = event
        if !event.timestamp.isFinite {
            Diagnostics.warn(
                "Window: pointer \(event.pointerID) \(event.phase) event had timestamp "
                    + "\(event.timestamp); used the current time")
            event.timestamp = max(now, latestSentTimestamp)
        } else if event.timestamp < latestSentTimestamp {
            Diagnostics.warn(
                "Window: pointer \(event.pointerID) \(event.phase) event went back in time "
                    + "(\(event.timestamp) < \(latestSentTimestamp)); delivered it at "
                    + "\(latestSentTimestamp)")
            event.timestamp = latestSentTimestamp
        }
        latestSentTimestamp = event.timestamp
        queue.append(event)
    }

    /// Delivers every event due at `time`, firing timers in time order between them.
    func deliver(upTo time: Double) {
        while queueStart < queue.count, queue[queueStart].timestamp <= time + 1e-9 {
            let event = queue[queueStart]
            queueStart += 1
            fireTimers(upTo: event.timestamp)
            currentTime = event.timestamp
            dispatch(event)
            resetFinishedParticipants()
        }
        if queueStart == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueStart = 0
        } else if queueStart > 0, queueStart * 2 >= queue.count {
            // Events keep arriving ahead of the frames (a source whose clock runs a hair behind
            // the frame grid): the queue never empties, so drop what was delivered in place
            // (moving the few pending events to the front) before the buffer has to grow.
            queue.removeSubrange(0..<queueStart)
            queueStart = 0
        }
        fireTimers(upTo: time)
        currentTime = max(currentTime, time)
    }

    private func dispatch(_ event: PointerEvent) {
        switch event.phase {
        case .began: begin(event)
        case .moved:
            guard let touch = touch(for: event) else { return }
            guard event.location.isFinite else {
                Diagnostics.warn(
                    "Window: ignored moved event of pointer \(event.pointerID) at a non-finite "
                        + "location; the touch stays where it was")
                return
            }
            update(touch, with: event)
            deliverMove(of: touch)
        case .ended, .cancelled:
            guard let touch = touch(for: event) else { return }
            var event = event
            if !event.location.isFinite {
                Diagnostics.warn(
                    "Window: pointer \(event.pointerID) \(event.phase) at a non-finite location; "
                        + "ended it where it was last")
                event.location = touch.locationInWindow
            }
            update(touch, with: event)
            finish(touch, cancelled: event.phase == .cancelled)
        }
    }

    /// Cancels every touch that is down and takes every recognizer out of play, dropping the
    /// events not yet delivered: what the window does when it goes away. A touch holds its
    /// recognizers and a recognizer its touches; once this has run, neither holds the other.
    func cancelAllTouches() {
        queue.removeAll()
        queueStart = 0
        for touch in touches.reversed() {
            touch.phase = .cancelled
            finish(touch, cancelled: true)
            resetFinishedParticipants()
        }
        touches.removeAll()
        // Recognizers still in play without a touch (a tap waiting for its timer) leave
        // undecided.
        for recognizer in participants.reversed() {
            recognizer.abandon(detach: true)
        }
        participants.removeAll()
        timed.removeAll()
    }

    private func begin(_ event: PointerEvent) {
        guard event.location.isFinite else {
            Diagnostics.warn(
                "Window: ignored began event of pointer \(event.pointerID) at a non-finite "
                    + "location")
            return
        }
        guard let window else { return }
        if let stale = touches.first(where: { $0.pointerID == event.pointerID }) {
            Diagnostics.warn(
                "Window: pointer \(event.pointerID) began again without ending; cancelled its "
                    + "earlier touch")
            stale.phase = .cancelled
            stale.timestamp = event.timestamp
            finish(stale, cancelled: true)
            resetFinishedParticipants()
        }
        window.accessibility.pointerTouchBegan()
        let view = window.hitTest(event.location)
        let touch = Touch(event: event, view: view, window: window)
        var node = view
        while let current = node {
            for recognizer in current.gestureRecognizers
            where recognizer.isEnabled && !recognizer.storedState.isFinished
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch)
                    ?? true
            {
                touch.gestureRecognizers.append(recognizer)
            }
            node = current.interaction.isolatesTouches ? nil : current.superview
        }
        touches.append(touch)
        forEachRecognizer(of: touch) { recognizer in
            guard !recognizer.storedState.isFinished else { return }
            recognizer.trackedTouches.append(touch)
            addParticipant(recognizer)
            recognizer.touchBegan(touch)
        }
    }

    private func finish(_ touch: Touch, cancelled: Bool) {
        touches.removeAll { $0 === touch }
        forEachRecognizer(of: touch) { recognizer in
            guard let position = recognizer.trackedTouches.firstIndex(where: { $0 === touch })
            else { return }
            // Remember the centroid including the touch's final location before it leaves.
            recognizer.rememberLocation()
            recognizer.trackedTouches.remove(at: position)
            guard !recognizer.storedState.isFinished else { return }
            if cancelled {
                recognizer.touchCancelled(touch)
            } else {
                recognizer.touchEnded(touch)
            }
        }
    }

    /// Hands a moved touch to each of its recognizers that is still tracking it and undecided
    /// or active. Every move of a drag runs this, so it calls the recognizers directly rather
    /// than through ``forEachRecognizer(of:_:)``'s closure. It walks the list as it was before
    /// the first call: an action may take any number of recognizers off the touch, and one
    /// taken off no longer tracks it.
    private func deliverMove(of touch: Touch) {
        let recognizers = touch.gestureRecognizers
        var index = 0
        while index < recognizers.count {
            let recognizer = recognizers[index]
            index += 1
            if !recognizer.storedState.isFinished,
                recognizer.trackedTouches.contains(where: { $0 === touch })
            {
                recognizer.touchMoved(touch)
            }
        }
    }

    /// Runs `body` for each of the touch's recognizers, in the list as it was before the first
    /// call, skipping those that an earlier call took off the touch (a recognizer removed or
    /// disabled by an action): an action may take off any number, its own or earlier ones.
    private func forEachRecognizer(of touch: Touch, _ body: (GestureRecognizer) -> Void) {
        let recognizers = touch.gestureRecognizers
        var index = 0
        while index < recognizers.count {
            let recognizer = recognizers[index]
            index += 1
            if touch.gestureRecognizers.contains(where: { $0 === recognizer }) { body(recognizer) }
        }
    }

    private func touch(for event: PointerEvent) -> Touch? {
        if let touch = touches.first(where: { $0.pointerID == event.pointerID }) { return touch }
        Diagnostics.warn(
            "Window: ignored \(event.phase) event of pointer \(event.pointerID), which is not "
                + "down")
        return nil
    }

    private func update(_ touch: Touch, with event: PointerEvent) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = event.location
        touch.timestamp = event.timestamp
        touch.phase = event.phase
    }

    // MARK: Participants and timers

    private func addParticipant(_ recognizer: GestureRecognizer) {
        recognizer.router = self
        guard !recognizer.isParticipating else { return }
        recognizer.isParticipating = true
        participants.append(recognizer)
    }

    func removeParticipant(_ recognizer: GestureRecognizer) {
        guard recognizer.isParticipating else { return }
        recognizer.isParticipating = false
        participants.removeAll { $0 === recognizer }
        timed.removeAll { $0 === recognizer }
    }

    private func resetFinishedParticipants() {
        var index = participants.count - 1
        while index >= 0 {
            if index < participants.count { participants[index].resetIfFinished() }
            index -= 1
        }
    }

    func scheduleTimer(for recognizer: GestureRecognizer) {
        addParticipant(recognizer)
        if !timed.contains(where: { $0 === recognizer }) { timed.append(recognizer) }
    }

    private func fireTimers(upTo time: Double) {
        guard !timed.isEmpty else { return }
        timed.removeAll { $0.timerDeadline == nil }
        while let next = nextDueTimer(upTo: time) {
            let deadline = next.timerDeadline ?? time
            next.timerDeadline = nil
            timed.removeAll { $0 === next }
            currentTime = max(currentTime, deadline)
            next.timerDidFire()
            resetFinishedParticipants()
        }
    }

    private func nextDueTimer(upTo time: Double) -> GestureRecognizer? {
        var best: GestureRecognizer?
        for recognizer in timed {
            guard let deadline = recognizer.timerDeadline, deadline <= time + 1e-9 else {
                continue
            }
            if let current = best?.timerDeadline, current <= deadline { continue }
            best = recognizer
        }
        return best
    }
}
