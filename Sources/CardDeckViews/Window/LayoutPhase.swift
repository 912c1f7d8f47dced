/// A window's layout phase: the nodes that need layout, the subtrees that entered the window
/// needing it somewhere inside, and the observers told when layout ends.
@MainActor
final class LayoutPhase {
    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    @exclusivity(unchecked) private var queue: [ViewNode] = []
    /// Subtrees that entered the window needing layout inside; see `enqueueSubtree(_:)`.
    @exclusivity(unchecked) private var subtreeQueue: [ViewNode] = []
    @exclusivity(unchecked) private var observers: [any LayoutObserving] = []

    /// Whether no node waits to be laid out.
    var isEmpty: Bool { queue.isEmpty && subtreeQueue.isEmpty }

    /// Queues a node whose `layoutSubviews()` should run in the next pass.
    func enqueue(_ node: ViewNode) { queue.append(node) }

    /// Queues a subtree that entered the window needing layout somewhere inside: the pass lays
    /// it out as `layoutIfNeeded()` does, following the layout flags.
    func enqueueSubtree(_ node: ViewNode) { subtreeQueue.append(node) }

    /// Adds an observer told at the end of every pass; adding one twice has no effect. Held
    /// strongly until removed.
    func addObserver(_ observer: any LayoutObserving) {
        guard !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
    }

    /// Removes an observer; one that is not there is ignored.
    func removeObserver(_ observer: any LayoutObserving) {
        observers.removeAll { $0 === observer }
    }

    /// Lays out what is queued in `window`, then tells the observers, until nothing more is
    /// queued; gives up with a warning after 16 passes.
    func run(in window: Window) {
        var passes = 0
        while !isEmpty || (passes < 16 && notifyObservers(of: window)) {
            passes += 1
            if passes > 16 {
                Diagnostics.warn("Window: layout did not settle after 16 passes; deferred the rest")
                return
            }
            var subtree = 0
            while subtree < subtreeQueue.count {
                let node = subtreeQueue[subtree]
                if node.window === window { node.layoutIfNeeded() }
                subtree += 1
            }
            subtreeQueue.removeSubrange(0..<subtree)
            var index = 0
            while index < queue.count {
                let node = queue[index]
                node.layoutState.isQueued = false
                if node.window === window, node.layoutState.needsLayout {
                    node.layoutState.needsLayout = false
                    node.layoutSubviews()
                }
                index += 1
            }
            queue.removeSubrange(0..<index)
        }
    }

    /// Tells every observer registered now that layout ended; observers added or removed
    /// meanwhile are told next time, and removed ones are not told.
    ///
    /// - Returns: Whether an observer queued nodes for layout.
    private func notifyObservers(of window: Window) -> Bool {
        guard !observers.isEmpty else { return false }
        let current = observers
        for observer in current where observers.contains(where: { $0 === observer }) {
            observer.windowDidLayOut(window)
        }
        return !isEmpty
    }
}
