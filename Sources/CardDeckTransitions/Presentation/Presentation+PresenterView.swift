import CardDeckViews

extension Presentation {
    /// Puts the presenter's view back where a full-screen presentation took it from.
    func reinsertPresenterView() {
        // A presenter removed from under the top-most presentation stays off screen: what it
        // covered shows instead.
        guard !presenting.isBeingDismissed else { return }
        if let context {
            context.reinsert(presenting.view)
            return
        }
        guard let window = container.window, presenting.view.superview == nil else { return }
        let view = presenting.view
        view.frame = window.bounds
        window.root.insertSubview(view, belowSubview: container)
    }
}
