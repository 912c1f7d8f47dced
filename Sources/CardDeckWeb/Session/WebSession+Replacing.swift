import CardDeckViews

extension WebSession {
    /// Shows another window in the pages: what a timeline does to show a moment of the past
    /// (a window rebuilt by replay), and to go live again from it.
    ///
    /// The host leaves the old window and joins the new one, and every page gets the new
    /// window's whole tree at once (a reset). Pointers that the pages hold down on the old
    /// window are cancelled there. The old window is left as it is; the session keeps no
    /// reference to it. Arrival times map onto the new window's clock as ``init(window:transport:host:)``
    /// maps them (a `SystemClock`'s mapping, else its `now`); set ``arrivalTime`` after the
    /// call for another clock that runs at real pace.
    ///
    /// - Parameters:
    ///   - newWindow: The window to show; it should have run at least one frame.
    ///   - pausingInput: Whether the pages' pointers, keys, keyboard and viewport are ignored
    ///     from now on, as a watching page's are (while the past is shown); `false` lets the
    ///     controlling page drive `newWindow`.
    public func replaceWindow(with newWindow: Window, pausingInput: Bool) {
        pausesInput = pausingInput
        guard newWindow !== window else { return }
        for connection in connections { cancelPointers(of: connection) }
        // What the old window committed goes out first, so a page's last patch is complete.
        broadcastPatch()
        window.detach(host)
        window = newWindow
        if newWindow.frameCount == 0 {
            newWindow.advanceSkippingMissedFrames(to: max(newWindow.time, newWindow.clock.now))
        }
        newWindow.attach(host)
        if let system = newWindow.clock as? SystemClock {
            arrivalTime = { system.time(atUptimeNanoseconds: $0) }
        } else {
            let clock = newWindow.clock
            arrivalTime = { _ in clock.now }
        }
        broadcastPatch()
    }
}
