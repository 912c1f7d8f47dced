import CardDeckTransitions
import CardDeckViews

extension CardPresentationController: PresentationContextFraming {
    /// The window's safe-area insets as they fall on `area`; see
    /// ``CardArea/safeAreaInsets(of:in:)``.
    static func safeAreaInsets(of area: Rect, in window: Window) -> EdgeInsets {
        CardArea.safeAreaInsets(of: area, in: window)
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
