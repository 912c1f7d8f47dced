import CardDeckViews

extension ControllerTransitionState: PresentationEnding {
    func endPresentationsWithoutAnimation() {
        guard let presentation = presented, presentation.phase != .ended else { return }
        presentation.endWithPresenter()
    }
}

extension Presentation {
    /// Ends this presentation without animation because its presenter leaves the window (the
    /// window's root view controller was replaced): first everything presented from the
    /// presented controller or from controllers inside it, top-most first, then this one.
    ///
    /// The presenter is marked as leaving before anything ends, so a removal that a
    /// presentation above starts on its own (the end of `dismissUnderTop(_:completion:)`)
    /// leaves the presenter out of the window too.
    func endWithPresenter() {
        presenterIsLeaving = true
        presented.endPresentationsWithoutAnimation()
        guard phase != .ended else { return }
        removeImmediately()
    }
}
