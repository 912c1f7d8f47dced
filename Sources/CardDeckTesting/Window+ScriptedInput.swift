import CardDeckViews

/// Scripted pointer input on the window itself; each call forwards to ``ScriptedInput``.
extension Window {
    /// The window's scripted pointer input; see ``ScriptedInput``.
    public var scriptedInput: ScriptedInput { ScriptedInput(window: self) }

    /// Puts a pointer down at `point` in the next frame; ``ScriptedInput/press(at:pointer:)``.
    ///
    /// - Parameters:
    ///   - point: The location in window coordinates.
    ///   - pointer: The pointer identifier; default 0.
    public func press(at point: Point, pointer: Int = 0) {
        scriptedInput.press(at: point, pointer: pointer)
    }

    /// Moves a pointer that is down to `point`; ``ScriptedInput/move(to:duration:pointer:)``.
    ///
    /// - Parameters:
    ///   - point: The destination in window coordinates.
    ///   - duration: Seconds; default 0, meaning a single frame.
    ///   - pointer: The pointer identifier; default 0.
    public func move(to point: Point, duration: Double = 0, pointer: Int = 0) {
        scriptedInput.move(to: point, duration: duration, pointer: pointer)
    }

    /// Lifts a pointer in the next frame; ``ScriptedInput/release(at:pointer:)``.
    ///
    /// - Parameters:
    ///   - point: Where the pointer lifts; default `nil`, where it is.
    ///   - pointer: The pointer identifier; default 0.
    public func release(at point: Point? = nil, pointer: Int = 0) {
        scriptedInput.release(at: point, pointer: pointer)
    }

    /// Presses, moves and lifts while moving; ``ScriptedInput/drag(from:to:duration:pointer:)``.
    ///
    /// - Parameters:
    ///   - start: Where the finger goes down, in window coordinates.
    ///   - end: Where it lifts.
    ///   - duration: Seconds from press to lift; default 0.25.
    ///   - pointer: The pointer identifier; default 0.
    public func drag(from start: Point, to end: Point, duration: Double = 0.25, pointer: Int = 0) {
        scriptedInput.drag(from: start, to: end, duration: duration, pointer: pointer)
    }

    /// Throws the finger along `translation`; ``ScriptedInput/flick(from:by:releaseVelocity:pointer:)``.
    ///
    /// - Parameters:
    ///   - start: Where the finger goes down, in window coordinates.
    ///   - translation: The movement from press to lift, in points.
    ///   - releaseVelocity: The speed at release, in points per second, > 0.
    ///   - pointer: The pointer identifier; default 0.
    public func flick(
        from start: Point, by translation: Point, releaseVelocity: Double, pointer: Int = 0
    ) {
        scriptedInput.flick(
            from: start, by: translation, releaseVelocity: releaseVelocity, pointer: pointer)
    }

    /// Taps at `point`; ``ScriptedInput/tap(at:duration:pointer:)``.
    ///
    /// - Parameters:
    ///   - point: The location in window coordinates.
    ///   - duration: Seconds between press and lift; default 0.05.
    ///   - pointer: The pointer identifier; default 0.
    public func tap(at point: Point, duration: Double = 0.05, pointer: Int = 0) {
        scriptedInput.tap(at: point, duration: duration, pointer: pointer)
    }

    /// Drags inward from a window edge; ``ScriptedInput/edgePan(from:distance:duration:pointer:)``.
    ///
    /// - Parameters:
    ///   - edge: The edge to start from.
    ///   - distance: How far to move inward, in points.
    ///   - duration: Seconds; default 0.3.
    ///   - pointer: The pointer identifier; default 0.
    public func edgePan(
        from edge: RectEdge, distance: Double, duration: Double = 0.3, pointer: Int = 0
    ) {
        scriptedInput.edgePan(from: edge, distance: distance, duration: duration, pointer: pointer)
    }
}
