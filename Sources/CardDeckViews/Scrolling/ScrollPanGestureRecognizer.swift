/// The pan a ``ScrollView`` owns: a ``PanGestureRecognizer`` limited to the scroll view's
/// scrollable axes, that also tells the scroll view when touches come and go.
///
/// It uses the subclass hooks rather than the delegate, which stays free for the app.
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    /// The scroll view the pan scrolls.
    weak var scrollView: ScrollView?

    /// The scroll view, if the pan is still attached to it.
    private var attachedScrollView: ScrollView? {
        guard let scrollView, view === scrollView else { return nil }
        return scrollView
    }

    override func touchBegan(_ touch: Touch) {
        if numberOfTouches == 1, let scrollView = attachedScrollView {
            axis = scrollView.panAxis
            scrollView.touchDidBegin()
        }
        super.touchBegan(touch)
    }

    override func touchEnded(_ touch: Touch) {
        // Before `super`, which may end the pan: tracking stops as the finger lifts.
        if numberOfTouches == 0 { attachedScrollView?.touchesDidEnd() }
        super.touchEnded(touch)
    }

    override func touchCancelled(_ touch: Touch) {
        if numberOfTouches == 0 { attachedScrollView?.touchesDidEnd() }
        super.touchCancelled(touch)
    }

    override func reset() {
        super.reset()
        // A pan that failed hears no more touches; its reset is when they have all lifted.
        attachedScrollView?.touchesDidEnd()
    }

    override func shouldBegin() -> Bool {
        attachedScrollView?.canBeginDragging ?? false
    }
}
