extension Window {
    /// Adds an observer told at the end of every layout phase; adding one that is already
    /// there has no effect. The window holds it strongly until it is removed.
    ///
    /// - Parameter observer: The observer.
    package func addLayoutObserver(_ observer: any LayoutObserving) {
        guard !layoutObservers.contains(where: { $0 === observer }) else { return }
        layoutObservers.append(observer)
    }

    /// Removes an observer; one that is not there is ignored.
    ///
    /// - Parameter observer: The observer.
    package func removeLayoutObserver(_ observer: any LayoutObserving) {
        layoutObservers.removeAll { $0 === observer }
    }

    /// Tells every observer registered now that layout ended; observers added or removed
    /// meanwhile are told next time, and removed ones are not told.
    ///
    /// - Returns: Whether an observer marked nodes as needing layout.
    func notifyLayoutObservers() -> Bool {
        guard !layoutObservers.isEmpty else { return false }
        let observers = layoutObservers
        for observer in observers where layoutObservers.contains(where: { $0 === observer }) {
            observer.windowDidLayOut(self)
        }
        return !layoutQueue.isEmpty || !subtreeLayoutQueue.isEmpty
    }
}
