/// The observers told of every input a window receives before it acts on it: what a recorder
/// listens to. Held weakly.
@MainActor
final class InputObservers {
    // Only this part reaches its list, one call at a time: no runtime exclusivity checks.
    @exclusivity(unchecked) private var entries: [WeakInputObserver] = []

    /// Adds an observer; adding it twice has no effect.
    func add(_ observer: any WindowInputObserving) {
        entries.removeAll { $0.observer == nil }
        guard !entries.contains(where: { $0.observer === observer }) else { return }
        entries.append(WeakInputObserver(observer: observer))
    }

    /// Removes an observer; one that is not there is ignored.
    func remove(_ observer: any WindowInputObserving) {
        entries.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Tells the observers of an input; nothing to do (and no cost) without observers.
    func note(_ input: @autoclosure () -> WindowInput, in window: Window) {
        guard !entries.isEmpty else { return }
        let input = input()
        for entry in entries { entry.observer?.window(window, willReceive: input) }
    }
}
