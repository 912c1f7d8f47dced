/// An object that follows a ``ScrollView``'s scrolling: CardDeck's `UIScrollViewDelegate`
/// scrolling callbacks, for any number of listeners.
///
/// Register with ``ScrollView/addObserver(_:)``. Every method has a default implementation
/// that does nothing, so an observer implements only what it needs. A full drag and flick
/// calls, in order: ``scrollViewWillBeginDragging(_:)``, ``scrollViewDidScroll(_:)`` for each
/// move, ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)``, ``scrollViewWillBeginDecelerating(_:)``
/// (when it decelerates), ``scrollViewDidScroll(_:)`` for each frame of the coast and bounce,
/// then ``scrollViewDidEndDecelerating(_:)``. A touch that stops a deceleration ends it
/// without ``scrollViewDidEndDecelerating(_:)``, as in UIKit.
@MainActor
public protocol ScrollViewObserver: AnyObject {
    /// The content offset changed: by a drag, a deceleration or bounce frame, an animated
    /// scroll frame, or a programmatic change. Called once per change, after it.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidScroll(_ scrollView: ScrollView)

    /// A drag is about to move the content: the pan has begun.
    ///
    /// - Parameter scrollView: The scroll view; ``ScrollView/isDragging`` is already `true`.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)

    /// The finger lifted; the observer may choose where the content comes to rest.
    ///
    /// Unlike UIKit, which gives points per millisecond, `velocity` is in **points per
    /// second**, the unit of every velocity in CardDeck (divide by 1000 for UIKit's number).
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view; still ``ScrollView/isDragging``.
    ///   - velocity: The content offset's velocity at release, in points per second; 0 along an
    ///     axis that does not scroll. Positive y moves the content up (towards larger offsets).
    ///   - targetContentOffset: Where the content will come to rest: on entry the flick's
    ///     projection (``ScrollView/decelerationRate``) clamped between the edges. Change it to
    ///     send the content elsewhere (paging, snapping): ahead of the release it coasts there
    ///     and stops exactly on it; behind the release, or with no velocity, it springs there.
    ///     A non-finite target is ignored with a warning; without ``ScrollView/bounces`` it is
    ///     clamped between the edges.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: inout Point)

    /// The drag ended.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view; no longer ``ScrollView/isDragging``, and
    ///     ``ScrollView/isDecelerating`` when `decelerate` is `true`.
    ///   - decelerate: Whether the content goes on moving (coasting, bouncing or springing to
    ///     the target); `false` when it was released at rest where it is.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)

    /// The content starts to decelerate, just after
    /// ``scrollViewDidEndDragging(_:willDecelerate:)`` (or when a touch lifts from content
    /// stretched past an edge, which springs back).
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)

    /// The deceleration came to rest, exactly on its target or edge.
    ///
    /// - Parameter scrollView: The scroll view; ``ScrollView/isDecelerating`` is `false`.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)

    /// An animation started by ``ScrollView/setContentOffset(_:animated:)`` reached its target.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewObserver {
    /// Does nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// Does nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

    /// Leaves the target unchanged.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - velocity: The release velocity, in points per second.
    ///   - targetContentOffset: The resting offset, left as it is.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: inout Point
    ) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - decelerate: Whether the content goes on moving.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    {}

    /// Does nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}

    /// Does nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}

    /// Does nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
