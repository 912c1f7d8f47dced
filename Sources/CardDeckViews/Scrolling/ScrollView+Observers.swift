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
            hasVacantObserverSlots = true
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
        var foundVacancy = false
        while index < count, index < observers.count {
            if let observer = observers[index].value {
                body(observer)
            } else {
                foundVacancy = true
            }
            index += 1
        }
        notificationDepth -= 1
        if notificationDepth == 0, foundVacancy || hasVacantObserverSlots {
            observers.removeAll { $0.value == nil }
            hasVacantObserverSlots = false
        }
    }

    /// Writes the offset if it differs and tells the observers.
    func setOffsetNotifying(_ offset: Point) {
        guard offset != contentOffset else { return }
        // Past the animatable setter: the offset never animates, even inside an animation
        // block (model = presented), and a frame's write allocates nothing.
        model.bounds.origin = offset
        NodeAnimations.refresh(self, .bounds)
        notifyObservers { $0.scrollViewDidScroll(self) }
    }
}
