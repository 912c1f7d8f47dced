/// How a presented controller covers the screen: UIKit's `UIModalPresentationStyle`, limited
/// to the styles CardDeck draws.
public enum ModalPresentationStyle: Hashable, Sendable {
    /// Covers the window; the presenter's view leaves the window once the presentation ends
    /// (and returns when the dismissal begins). The presenter gets disappearance callbacks.
    case fullScreen
    /// Covers the window; the presenter's view stays underneath and gets no callbacks.
    case overFullScreen
    /// The presented controller's transitioning delegate vends the presentation controller,
    /// which decides the frame and whether the presenter's view stays.
    case custom
}
