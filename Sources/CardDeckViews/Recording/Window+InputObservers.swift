extension Window {
    /// Starts telling `observer` of every input the window receives; it is held weakly.
    /// Adding it twice has no effect.
    ///
    /// - Parameter observer: The observer.
    public func addInputObserver(_ observer: any WindowInputObserving) {
        inputObservers.removeAll { $0.observer == nil }
        guard !inputObservers.contains(where: { $0.observer === observer }) else { return }
        inputObservers.append(WeakInputObserver(observer: observer))
    }

    /// Stops telling `observer` of input.
    ///
    /// - Parameter observer: The observer.
    public func removeInputObserver(_ observer: any WindowInputObserving) {
        inputObservers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Tells the observers of an input; nothing to do (and no cost) without observers.
    func noteInput(_ input: @autoclosure () -> WindowInput) {
        guard !inputObservers.isEmpty else { return }
        let input = input()
        for entry in inputObservers { entry.observer?.window(self, willReceive: input) }
    }
}
