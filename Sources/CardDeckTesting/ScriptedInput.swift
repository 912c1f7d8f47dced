import CardDeckViews

/// Scripted pointer input: describe a gesture, and the window receives the events a finger
/// would produce, one per frame at the window's frame rate, and runs those frames. Reached as
/// ``CardDeckViews/Window/scriptedInput``; the window's own `press`, `move`, `release`, `drag`,
/// `flick`, `tap` and `edgePan` forward here.
///
/// Every call sends its first event at the next frame and returns after the frame of its last
/// event has run, so calls compose in sequence: `press`, `move`, `release` for hand-written
/// sequences; `drag`, `flick`, `tap` and `edgePan` for the common gestures. Each call takes an
/// optional pointer identifier (default 0) for multi-finger scripts. Misuse (moving a pointer
/// that is not down, a NaN point) is recorded in `Diagnostics` and sends nothing.
@MainActor
public struct ScriptedInput {
    /// The window the events go to.
    public let window: Window

    /// Scripts input for `window`.
    ///
    /// - Parameter window: The window the events go to.
    public init(window: Window) { self.window = window }

    /// Puts a pointer down at `point` in the next frame.
    ///
    /// - Parameters:
    ///   - point: The location in window coordinates.
    ///   - pointer: The pointer identifier; default 0.
    public func press(at point: Point, pointer: Int = 0) {
        guard isScriptable(point, "press") else { return }
        sendAtNextFrame(pointer, .began, point)
    }

    /// Moves a pointer that is down to `point` in a straight line at constant speed, one event
    /// per frame.
    ///
    /// - Parameters:
    ///   - point: The destination in window coordinates.
    ///   - duration: Seconds; default 0, meaning a single frame. Rounded to whole frames.
    ///   - pointer: The pointer identifier; default 0.
    public func move(to point: Point, duration: Double = 0, pointer: Int = 0) {
        guard isScriptable(point, "move"), let start = location(ofPointer: pointer, "move")
        else { return }
        let frames = frameCount(for: duration)
        for step in 1...frames {
            let fraction = Double(step) / Double(frames)
            sendAtNextFrame(pointer, .moved, start.interpolated(towards: point, amount: fraction))
        }
    }

    /// Lifts a pointer in the next frame.
    ///
    /// - Parameters:
    ///   - point: Where the pointer lifts, in window coordinates; default `nil`, where it is.
    ///     A lift where the pointer last moved keeps the velocity of that motion, as a real
    ///     finger or mouse lifted while moving does; one that rests more than 40 ms first
    ///     (advance the window before releasing) reports a release velocity of 0.
    ///   - pointer: The pointer identifier; default 0.
    public func release(at point: Point? = nil, pointer: Int = 0) {
        guard let current = location(ofPointer: pointer, "release") else { return }
        let target = point ?? current
        guard isScriptable(target, "release") else { return }
        sendAtNextFrame(pointer, .ended, target)
    }

    /// Presses at `start`, moves in a straight line at constant speed and lifts at `end`
    /// while still moving, so the release velocity is the distance over the duration.
    ///
    /// - Parameters:
    ///   - start: Where the finger goes down, in window coordinates.
    ///   - end: Where it lifts.
    ///   - duration: Seconds from press to lift; default 0.25. Rounded to whole frames, at
    ///     least 2.
    ///   - pointer: The pointer identifier; default 0.
    public func drag(from start: Point, to end: Point, duration: Double = 0.25, pointer: Int = 0) {
        guard isScriptable(start, "drag"), isScriptable(end, "drag") else { return }
        let frames = max(frameCount(for: duration), 2)
        sendAtNextFrame(pointer, .began, start)
        for step in 1...frames {
            let point = start.interpolated(towards: end, amount: Double(step) / Double(frames))
            sendAtNextFrame(pointer, step == frames ? .ended : .moved, point)
        }
    }

    /// Presses at `start` and throws the finger along `translation`, lifting at
    /// `start + translation` with a recorded velocity of `releaseVelocity` along it.
    ///
    /// The path is a parabola in time (constant acceleration), which the velocity estimator's
    /// least-squares fit reproduces exactly: the release velocity a `PanGestureRecognizer`
    /// reports equals the requested one to well within 1 %. The duration is `2·distance /
    /// releaseVelocity` rounded to whole frames (at least 2), so a flick starts from rest; a
    /// very short, very fast flick starts already moving instead.
    ///
    /// - Parameters:
    ///   - start: Where the finger goes down, in window coordinates.
    ///   - translation: The movement from press to lift, in points; must be non-zero.
    ///   - releaseVelocity: The speed at release along `translation`, in points per second;
    ///     valid > 0. A zero, negative or non-finite speed (or a zero translation) is recorded
    ///     in `Diagnostics` and the call falls back to ``drag(from:to:duration:pointer:)``
    ///     over 0.25 s.
    ///   - pointer: The pointer identifier; default 0.
    public func flick(
        from start: Point, by translation: Point, releaseVelocity: Double, pointer: Int = 0
    ) {
        guard isScriptable(start, "flick"), isScriptable(translation, "flick") else { return }
        let distance = translation.magnitudeSquared.squareRoot()
        guard releaseVelocity > 0, releaseVelocity.isFinite, distance > 0 else {
            Diagnostics.warn(
                "flick: release velocity \(releaseVelocity) along \(translation) is not a flick; "
                    + "dragged over 0.25 s instead")
            drag(from: start, to: start + translation, pointer: pointer)
            return
        }
        let frameRate = window.frameRate
        let frames = max(Int((2 * distance / releaseVelocity * frameRate).rounded()), 2)
        let duration = Double(frames) / frameRate
        // s(t) = a·t² + b·t with s(T) = distance and s'(T) = releaseVelocity.
        let initialSpeed = 2 * distance / duration - releaseVelocity
        let acceleration = (releaseVelocity - initialSpeed) / (2 * duration)
        let direction = translation.scaled(by: 1 / distance)
        sendAtNextFrame(pointer, .began, start)
        for step in 1...frames {
            let t = Double(step) / frameRate
            let along = step == frames ? distance : acceleration * t * t + initialSpeed * t
            sendAtNextFrame(
                pointer, step == frames ? .ended : .moved, start + direction.scaled(by: along))
        }
    }

    /// Taps at `point`: presses, holds, lifts without moving.
    ///
    /// - Parameters:
    ///   - point: The location in window coordinates.
    ///   - duration: Seconds between press and lift; default 0.05, at least one frame.
    ///   - pointer: The pointer identifier; default 0.
    public func tap(at point: Point, duration: Double = 0.05, pointer: Int = 0) {
        guard isScriptable(point, "tap") else { return }
        sendAtNextFrame(pointer, .began, point)
        let frames = frameCount(for: duration)
        if frames > 1 { window.advance(by: Double(frames - 1) / window.frameRate) }
        sendAtNextFrame(pointer, .ended, point)
    }

    /// Drags inward from the middle of a window edge, starting 1 point inside it, as the
    /// interactive pop's swipe from the left edge does.
    ///
    /// - Parameters:
    ///   - edge: The edge to start from; one of `.left`, `.right`, `.top`, `.bottom` (a set of
    ///     several uses the first in that order; an empty set is recorded in `Diagnostics`
    ///     and sends nothing).
    ///   - distance: How far to move inward, in points.
    ///   - duration: Seconds; default 0.3.
    ///   - pointer: The pointer identifier; default 0.
    public func edgePan(
        from edge: RectEdge, distance: Double, duration: Double = 0.3, pointer: Int = 0
    ) {
        let size = window.size
        let start: Point
        let direction: Point
        if edge.contains(.left) {
            (start, direction) = (Point(x: 1, y: size.height / 2), Point(x: 1, y: 0))
        } else if edge.contains(.right) {
            (start, direction) = (Point(x: size.width - 1, y: size.height / 2), Point(x: -1, y: 0))
        } else if edge.contains(.top) {
            (start, direction) = (Point(x: size.width / 2, y: 1), Point(x: 0, y: 1))
        } else if edge.contains(.bottom) {
            (start, direction) = (Point(x: size.width / 2, y: size.height - 1), Point(x: 0, y: -1))
        } else {
            Diagnostics.warn("edgePan: no edge given; sent nothing")
            return
        }
        drag(
            from: start, to: start + direction.scaled(by: distance), duration: duration,
            pointer: pointer)
    }

    // MARK: Helpers

    private func sendAtNextFrame(_ pointer: Int, _ phase: PointerEvent.Phase, _ point: Point) {
        let next = window.time + 1 / window.frameRate
        window.send(
            PointerEvent(pointerID: pointer, phase: phase, location: point, timestamp: next))
        window.advance(to: next)
    }

    private func frameCount(for duration: Double) -> Int {
        guard duration.isFinite, duration > 0 else { return 1 }
        return max(Int((duration * window.frameRate).rounded()), 1)
    }

    private func location(ofPointer pointer: Int, _ action: String) -> Point? {
        if let touch = window.activeTouches.first(where: { $0.pointerID == pointer }) {
            return touch.locationInWindow
        }
        Diagnostics.warn("\(action): pointer \(pointer) is not down; sent nothing")
        return nil
    }

    private func isScriptable(_ point: Point, _ action: String) -> Bool {
        if point.isFinite { return true }
        Diagnostics.warn("\(action): non-finite point \(point); sent nothing")
        return false
    }
}
