import CardDeckTransitions
import CardDeckViews

extension CardPresentationController: PresentationContextFraming {
    /// The window's safe-area insets as they fall on `area`; see
    /// ``CardArea/safeAreaInsets(of:in:)``.
    static func safeAreaInsets(of area: Rect, in window: Window) -> EdgeInsets {
        CardArea.safeAreaInsets(of: area, in: window)
    }

    /// The frame the context view's own layout gave it, in its superview's coordinates; see
    /// ``CardStack/layoutFrame(ofBottomView:)``.
    package func layoutFrame(ofContextView view: ViewNode) -> Rect {
        stack.layoutFrame(ofBottomView: view)
    }
}
