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

extension KeyboardLayoutGuide {
    /// The guide of `node`, in its bounds coordinates, with the rules of
    /// ``ViewNode/keyboardLayoutGuide``.
    ///
    /// - Parameter node: A node, in a window or not.
    @MainActor
    init(in node: ViewNode) {
        guard let window = node.window else {
            let bounds = node.bounds
            self.init(
                layoutFrame: Rect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: 0))
            return
        }
        self.init(layoutFrame: node.convert(window.keyboardLayoutGuide.layoutFrame, from: nil))
    }
}
