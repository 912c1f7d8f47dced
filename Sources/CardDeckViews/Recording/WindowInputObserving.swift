/// An object told of every input a window receives, before the window acts on it: a recorder
/// of live sessions. Register with ``Window/addInputObserver(_:)``.
///
/// Observers are told synchronously and should only note the input: a live session waits
/// for them.
@MainActor
public protocol WindowInputObserving: AnyObject {
    /// The window is about to act on `input`.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - input: The input, as it was sent.
    func window(_ window: Window, willReceive input: WindowInput)
}

/// An input observer held weakly.
struct WeakInputObserver {
    weak var observer: (any WindowInputObserving)?
}
