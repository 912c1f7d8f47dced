/// The space the keyboard takes at the bottom of a window, for layout: CardDeck's
/// `UIKeyboardLayoutGuide`. Read it from a view, ``ViewNode/keyboardLayoutGuide`` (in the
/// view's coordinates), or from the window, ``Window/keyboardLayoutGuide``.
public struct KeyboardLayoutGuide: Hashable, Sendable {
    /// The guide's frame in points, in window coordinates when read from the window and in
    /// the view's bounds coordinates when read from a view: the keyboard's frame while it
    /// shows (cut to the window), else the bottom safe area. Its `minY` is where content
    /// above the keyboard ends.
    public var layoutFrame: Rect
}
