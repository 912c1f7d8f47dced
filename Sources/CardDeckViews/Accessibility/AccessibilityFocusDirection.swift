/// Which way ``Window/moveAccessibilityFocus(_:wrapsAround:)`` moves: through the elements of
/// the accessibility tree in reading order.
public enum AccessibilityFocusDirection: Hashable, Sendable {
    /// To the next element (a swipe right, Tab).
    case next
    /// To the previous element (a swipe left, Shift-Tab).
    case previous
}
