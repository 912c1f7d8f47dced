import CardDeckViews

/// The navigation controller's edge swipe: a screen-edge pan from the leading edge (the left,
/// or the right in right-to-left) that begins only when the navigation controller can pop
/// interactively, whatever delegate the app sets on it.
final class InteractivePopGestureRecognizer: ScreenEdgePanGestureRecognizer {
    /// The navigation controller that owns the recognizer.
    weak var navigation: NavigationController?

    override func touchBegan(_ touch: Touch) {
        if numberOfTouches == 1 {
            edges = touch.window?.traits.layoutDirection == .rightToLeft ? .right : .left
        }
        super.touchBegan(touch)
    }

    override func shouldBegin() -> Bool {
        navigation?.canBeginInteractivePop ?? false
    }
}
