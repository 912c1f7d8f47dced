/// What a window tells assistive technologies, as `UIAccessibility.post(notification:argument:)`
/// does; see ``Window/post(_:)``.
public enum AccessibilityNotification {
    /// A new screen appeared (a card was presented or dismissed): focus moves to the node,
    /// or to the first element inside it when it is not an element itself; `nil` moves it to
    /// the first element of the window's accessibility tree.
    case screenChanged(ViewNode?)
    /// Part of the screen changed: focus moves to the node as for ``screenChanged(_:)``;
    /// `nil` keeps it where it is (moving it on only if its element left the tree).
    case layoutChanged(ViewNode?)
    /// A message to speak, without moving focus.
    case announcement(String)
}
