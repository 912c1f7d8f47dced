/// An object whose content has a preferred size and that takes part in size changes: UIKit's
/// `UIContentContainer`.
///
/// ``ViewController`` conforms; so does the presentation controller that shows a presented
/// controller. Every requirement except ``preferredContentSize`` has a default implementation.
@MainActor
public protocol ContentContainer: AnyObject {
    /// The size the content would like to have, in points; components ≥ 0.
    var preferredContentSize: Size { get }

    /// Called when the ``preferredContentSize`` of a child container changed.
    ///
    /// The default does nothing.
    ///
    /// - Parameter container: The child whose preferred size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)

    /// Called before the container's size changes.
    ///
    /// The default does nothing; ``ViewController`` forwards the call to its children.
    ///
    /// - Parameters:
    ///   - size: The new size, in points.
    ///   - coordinator: The coordinator of the size change; add animations to run alongside it.
    func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator)

    /// The size of a child container within this one.
    ///
    /// The default returns `parentSize`.
    ///
    /// - Parameters:
    ///   - container: A child container.
    ///   - parentSize: The size of this container, in points.
    /// - Returns: The child's size, in points.
    func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: Size
    ) -> Size
}

extension ContentContainer {
    /// Does nothing.
    ///
    /// - Parameter container: The child whose preferred size changed.
    public func preferredContentSizeDidChange(
        forChildContentContainer container: any ContentContainer
    ) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - size: The new size, in points.
    ///   - coordinator: The coordinator of the size change.
    public func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {}

    /// Returns `parentSize`.
    ///
    /// - Parameters:
    ///   - container: A child container.
    ///   - parentSize: The size of this container, in points.
    /// - Returns: `parentSize`.
    public func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: Size
    ) -> Size {
        parentSize
    }
}
