import CardDeckViews

/// The navigation controller's edge swipe: a left screen-edge pan that begins only when the
/// navigation controller can pop interactively, whatever delegate the app sets on it.
final class InteractivePopGestureRecognizer: ScreenEdgePanGestureRecognizer {
    /// The navigation controller that owns the recognizer.
    weak var navigation: NavigationController?

    override func shouldBegin() -> Bool {
        navigation?.canBeginInteractivePop ?? false
    }
}
