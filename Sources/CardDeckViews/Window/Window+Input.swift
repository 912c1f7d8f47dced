extension Window {
    /// Queues a pointer event; the first frame at or after its timestamp delivers it.
    ///
    /// A touch is hit-tested once, when it begins, against presented geometry; its later
    /// events go to the gesture recognizers of the node it hit and of that node's ancestors.
    /// Events are delivered in the order sent. Hostile input never traps; each case below is
    /// recorded in ``Diagnostics``:
    /// - a non-finite timestamp is replaced by the current time, and a timestamp earlier than
    ///   the previous event's is raised to it (time never goes back for recognizers);
    /// - a `began` at a non-finite location is dropped; a `moved` at one is dropped and the
    ///   touch stays put; an `ended` or `cancelled` at one ends the touch where it was last;
    /// - a `moved`, `ended` or `cancelled` for a pointer that is not down is dropped;
    /// - a `began` for a pointer that is already down cancels the earlier touch first, so a
    ///   touch that never ended cannot leave recognizers stuck.
    ///
    /// - Parameter event: The event, in window coordinates.
    public func send(_ event: PointerEvent) {
        inputObservers.note(.pointer(event), in: self)
        input.enqueue(event, now: time)
    }

    /// Sends a key press to the window, as the system delivers `UIPress` events: to the first
    /// responder, then to the focus system (Tab, Shift-Tab, Enter, Escape).
    ///
    /// - Parameter press: The key press.
    /// - Returns: Whether something in the window handled it; a host uses the keys that come
    ///   back unhandled for its own commands.
    @discardableResult
    public func send(_ press: KeyPress) -> Bool {
        inputObservers.note(.key(press, time: max(time, clock.now)), in: self)
        if let responder = keyboard.firstResponder, responder.pressesBegan(press) { return true }
        return accessibility.handleKey(press)
    }

    /// The touches currently down, in the order they began.
    public var activeTouches: [Touch] { input.touches }

    /// Whether pointer events are queued that no frame has delivered yet.
    public var hasPendingPointerEvents: Bool { input.hasPendingEvents }

    /// Starts telling `observer` of every input the window receives; it is held weakly.
    /// Adding it twice has no effect.
    ///
    /// - Parameter observer: The observer.
    public func addInputObserver(_ observer: any WindowInputObserving) {
        inputObservers.add(observer)
    }

    /// Stops telling `observer` of input.
    ///
    /// - Parameter observer: The observer.
    public func removeInputObserver(_ observer: any WindowInputObserving) {
        inputObservers.remove(observer)
    }
}
