/// What a ``Window`` keeps about key input and its keyboard: the first responder, the
/// keyboard's frame, the node that draws it and who to tell when it moves. Kept in one value so
/// `Window.swift` stores a single property.
struct WindowKeyboardState {
    /// The node key presses go to first; held weakly, as a node that leaves the window stops
    /// being first responder.
    weak var firstResponder: ViewNode?
    /// The keyboard's frame in window coordinates once its current animation ends, or `nil`
    /// while it is hidden.
    var frame: Rect?
    /// Whether the window's own software keyboard is the one showing (rather than one a host
    /// reported through `setKeyboardFrame`).
    var showsSoftwareKeyboard = false
    /// The node that draws the software keyboard, while it is in the tree.
    var view: KeyboardView?
    /// Who hears about keyboard frame changes, held weakly.
    var observers: [WeakKeyboardObserver] = []
}

/// A keyboard observer held weakly.
struct WeakKeyboardObserver {
    weak var observer: (any KeyboardObserving)?
}
