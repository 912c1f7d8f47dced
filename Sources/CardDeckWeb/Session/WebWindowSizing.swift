/// How a window meets the browser's viewport.
public enum WebWindowSizing: Hashable, Sendable {
    /// The window is resized to the viewport of the page in control, one point per CSS pixel,
    /// as a phone's window fills its screen.
    case fillViewport
    /// The window keeps its size and is drawn centred in the viewport, scaled down when it
    /// does not fit.
    case fixed
}
