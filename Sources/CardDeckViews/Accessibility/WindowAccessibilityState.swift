/// What a ``Window`` keeps for assistive technologies: the focused element, the focus ring,
/// the announcements and who hears the notifications. Kept in one value so `Window.swift`
/// stores a single property.
struct WindowAccessibilityState {
    /// The focused element; held weakly, as a node that leaves the window loses focus.
    weak var focused: ViewNode?
    /// Whether focus exists: set by the first move, cleared when no element is left to take
    /// it. Tells "the focused node went away" from "nothing was ever focused".
    var hasFocus = false
    /// A node focus should move into, resolved to its first element when focus is next read
    /// (so a card with 10,000 nodes is not walked when it is presented); `nil` with
    /// ``hasPendingTarget`` means the whole window.
    weak var pendingTarget: ViewNode?
    /// Whether ``pendingTarget`` holds a request.
    var hasPendingTarget = false
    /// Whether the focus ring shows (focus was moved by keys or a screen reader).
    var showsFocusRing = false
    /// The ring's node, while it is in the tree.
    var ringView: FocusRingView?
    /// The newest announcements, oldest first.
    var announcements: [String] = []
    /// How many announcements were posted in the window's life.
    var announcementCount = 0
    /// Who hears the notifications, held weakly.
    var observers: [WeakAccessibilityObserver] = []
}

/// An accessibility observer held weakly.
struct WeakAccessibilityObserver {
    weak var observer: (any AccessibilityObserving)?
}
