extension ViewNode {
    /// Attaches a gesture recognizer, detaching it from any other node first. Touches that
    /// begin on this node or its descendants are delivered to it. Adding a recognizer twice has
    /// no effect.
    ///
    /// - Parameter recognizer: The recognizer.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self, gestureRecognizers.contains(where: { $0 === recognizer }) {
            return
        }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
        if gestureRecognizers.count == 1 {
            adjustSubtreeCounts(by: SubtreeCounts(recognizerNodes: 1))
        }
    }

    /// Detaches a gesture recognizer. One removed in the middle of a gesture is cancelled (its
    /// actions run with `cancelled`) or, if it had not begun, fails; either way it returns to
    /// `possible` and receives nothing more. A recognizer not attached here is ignored.
    ///
    /// - Parameter recognizer: The recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else {
            return
        }
        recognizer.abandon(detach: true)
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
        if gestureRecognizers.isEmpty {
            adjustSubtreeCounts(by: SubtreeCounts(recognizerNodes: -1))
        }
    }
}
