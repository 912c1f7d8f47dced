/// A weak reference to a scroll view observer.
struct WeakScrollViewObserver {
    weak var value: (any ScrollViewObserver)?
}

extension ScrollView {
    /// Adds an observer, held weakly, after those already added; adding one twice has no effect.
    ///
    /// Observers are called in the order added. One added during a callback is called from the
    /// next callback on; one removed during a callback (itself or another) is not called again,
    /// even later in the same round. A deallocated observer is simply skipped.
    ///
    /// - Parameter observer: The observer.
    public func addObserver(_ observer: any ScrollViewObserver) {
        guard !observers.contains(where: { $0.value === observer }) else { return }
        observers.append(WeakScrollViewObserver(value: observer))
    }

    /// Removes an observer; one that was not added is ignored.
    ///
    /// - Parameter observer: The observer.
    public func removeObserver(_ observer: any ScrollViewObserver) {
        guard let index = observers.firstIndex(where: { $0.value === observer }) else { return }
        if notificationDepth > 0 {
            // A round is walking the list by index: leave an empty slot, compacted after it.
            observers[index].value = nil
        } else {
            observers.remove(at: index)
        }
    }

    /// Calls `body` for each observer registered when the round starts, in order, skipping
    /// those removed or deallocated meanwhile. Allocates nothing.
    func notifyObservers(_ body: (any ScrollViewObserver) -> Void) {
        guard !observers.isEmpty else { return }
        notificationDepth += 1
        let count = observers.count
        var index = 0
        while index < count, index < observers.count {
            if let observer = observers[index].value { body(observer) }
            index += 1
        }
        notificationDepth -= 1
        if notificationDepth == 0, observers.contains(where: { $0.value == nil }) {
            observers.removeAll { $0.value == nil }
        }
    }

    /// Writes the offset if it differs and tells the observers.
    func setOffsetNotifying(_ offset: Point) {
        guard offset != contentOffset else { return }
        // The offset is never animated by an enclosing animation block: model = presented.
        let capturing = PropertyAnimator.capturing
        PropertyAnimator.capturing = nil
        bounds = Rect(origin: offset, size: bounds.size)
        PropertyAnimator.capturing = capturing
        notifyObservers { $0.scrollViewDidScroll(self) }
    }
}
