/// How a presented controller covers the screen: UIKit's `UIModalPresentationStyle`, limited
/// to the styles CardDeck draws.
public enum ModalPresentationStyle: Hashable, Sendable {
    /// Covers the window; the presenter's view leaves the window once the presentation ends
    /// (and returns when the dismissal begins). The presenter gets disappearance callbacks.
    case fullScreen
    /// Covers the window; the presenter's view stays underneath and gets no callbacks.
    case overFullScreen
    /// Covers the area of the controller that defines the presentation context (see
    /// `ViewController.definesPresentationContext`), which becomes the presenting controller;
    /// its view leaves the window once the presentation ends, as with ``fullScreen``, and gets
    /// disappearance callbacks. The rest of the window stays as it is and takes touches.
    case currentContext
    /// Covers the area of the controller that defines the presentation context, which becomes
    /// the presenting controller; its view stays underneath and gets no callbacks.
    case overCurrentContext
    /// The presented controller's transitioning delegate vends the presentation controller,
    /// which decides the frame, whether the presenter's view stays and, with
    /// `shouldPresentInFullscreen`, whether it covers the window or the current context.
    case custom

    /// Whether the style covers the current context rather than the window.
    var presentsInContext: Bool { self == .currentContext || self == .overCurrentContext }
}
