/// A renderer that adopts the virtual tree: a terminal, SVG, or (elsewhere) UIKit or the DOM.
///
/// A window calls its hosts once per frame in which something changed, after layout, with the
/// changes of that frame in order. A host reads presented values and never changes the tree.
/// Frames without changes produce no call.
@MainActor
public protocol HostRenderer: AnyObject {
    /// Applies one frame's changes.
    ///
    /// - Parameters:
    ///   - mutations: The changes, in the order they happened; never empty. The array is a
    ///     buffer the window reuses: copy what you keep.
    ///   - window: The window that committed them; read its time, size and tree.
    func apply(_ mutations: [Mutation], in window: Window)
}
