import CardDeckViews

extension NavigationController {
    /// The preferred size that follows `controller`'s: its width, its height plus
    /// ``navigationBarHeight``; `.zero` when it prefers `.zero` (no preference).
    ///
    /// - Parameter controller: The top controller, or `nil`.
    /// - Returns: The size, in points.
    static func preferredContentSize(following controller: ViewController?) -> Size {
        guard let size = controller?.preferredContentSize, size != .zero else { return .zero }
        return Size(width: size.width, height: size.height + navigationBarHeight)
    }

    /// Makes `preferredContentSize` follow the top controller's, telling the parent (or the
    /// presentation controller) when it changes.
    func updatePreferredContentSize() {
        let target = Self.preferredContentSize(following: topViewController)
        if preferredContentSize != target { preferredContentSize = target }
    }

    /// Follows the top controller's preferred size inside a transition's animation: the
    /// change and the layout it causes (the presentation controller resizing the view, the bar
    /// and content area following) join the transition's animator.
    func followTopPreferredContentSize() {
        updatePreferredContentSize()
        viewIfLoaded?.layoutIfNeeded()
    }

    /// A child's preferred size changed: follows it if it is the top controller, alongside the
    /// running transition if there is one.
    func childPreferredContentSizeDidChange(_ container: any ContentContainer) {
        guard let child = container as? ViewController, child === topViewController else {
            return
        }
        let queued =
            transition?.context.transitionCoordinator.animate(
                alongsideTransition: { [weak self] _ in self?.followTopPreferredContentSize() },
                completion: nil) ?? false
        if !queued { updatePreferredContentSize() }
    }
}
