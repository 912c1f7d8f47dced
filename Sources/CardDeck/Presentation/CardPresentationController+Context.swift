import CardDeckTransitions
import CardDeckViews

extension CardPresentationController: PresentationContextFraming {
    /// The area the card's stack covers in window points while the card is presented in a
    /// context (its container's frame), else `nil`: the stack covers the window.
    var contextArea: Rect? {
        guard !shouldPresentInFullscreen, let container = containerView else { return nil }
        return container.frame
    }

    /// The window's safe-area insets as they fall on `area`: each inset is the part of the
    /// window's inset that overlaps the area on that edge, 0 where it does not.
    ///
    /// - Parameters:
    ///   - area: A rectangle in window points.
    ///   - window: The window.
    /// - Returns: Insets in points, each within 0…the area's extent.
    static func safeAreaInsets(of area: Rect, in window: Window) -> EdgeInsets {
        let insets = window.safeAreaInsets
        let size = window.size
        func clamp(_ value: Double, _ extent: Double) -> Double {
            min(max(value, 0), max(extent, 0))
        }
        return EdgeInsets(
            top: clamp(insets.top - area.minY, area.height),
            left: clamp(insets.left - area.minX, area.width),
            bottom: clamp(area.maxY - (size.height - insets.bottom), area.height),
            right: clamp(area.maxX - (size.width - insets.right), area.width))
    }

    /// The frame the context view's own layout gave it: the stack pushes it back by setting
    /// its frame, which is not a change of the context's area.
    ///
    /// - Parameter view: The context controller's view.
    /// - Returns: Its frame in its superview's coordinates, as its layout set it.
    package func layoutFrame(ofContextView view: ViewNode) -> Rect {
        stack.layoutFrame(ofBottomView: view)
    }
}
