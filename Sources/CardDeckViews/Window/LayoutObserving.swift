/// An object told at the end of every layout phase, once the nodes that needed layout have
/// laid out: what a presentation in a context uses to follow the area of the controller that
/// defines the context.
///
/// An observer registers with ``Window/addLayoutObserver(_:)``. What it does in
/// ``windowDidLayOut(_:)`` may mark nodes as needing layout; the window then lays them out in
/// the same phase and tells the observers again, up to its limit of layout passes. Observers
/// are not motion: a window with observers and nothing else to do is idle.
@MainActor
package protocol LayoutObserving: AnyObject {
    /// The layout phase laid out everything that needed layout.
    ///
    /// - Parameter window: The window.
    func windowDidLayOut(_ window: Window)
}
