extension ViewNode {
    /// Attaches a gesture recognizer, detaching it from any other node first. Touches that
    /// begin on this node or its descendants are delivered to it. Adding a recognizer twice has
    /// no effect.
    ///
    /// - Parameter recognizer: The recognizer.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.attach(to: self)
    }

    /// Detaches a gesture recognizer. One removed in the middle of a gesture is cancelled (its
    /// actions run with `cancelled`) or, if it had not begun, fails; either way it returns to
    /// `possible` and receives nothing more. A recognizer not attached here is ignored.
    ///
    /// - Parameter recognizer: The recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.detach(from: self)
    }

    /// Whether touches that land on the node or its subviews stop at it, as if it were the
    /// root of a window of its own (as UIKit's keyboard is): no gesture recognizer of its
    /// superviews receives them. Default `false`.
    public var isolatesTouches: Bool {
        get { interaction.isolatesTouches }
        set { interaction.isolatesTouches = newValue }
    }
}
