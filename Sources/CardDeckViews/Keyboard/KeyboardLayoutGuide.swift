/// The space the keyboard takes at the bottom of a window, for layout: CardDeck's
/// `UIKeyboardLayoutGuide`. Read it from ``Window/keyboardLayoutGuide``.
public struct KeyboardLayoutGuide: Hashable, Sendable {
    /// The guide's frame in window coordinates (points): the keyboard's frame while it shows
    /// (cut to the window), else the bottom safe area. Its `minY` is where content above the
    /// keyboard ends.
    public var layoutFrame: Rect
}
