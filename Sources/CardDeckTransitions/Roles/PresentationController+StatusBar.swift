import CardDeckViews

extension PresentationController: StatusBarAppearanceCapturing {
    /// The presented controller while the presentation holds the status bar, else `nil`.
    ///
    /// A presentation holds it from the moment it begins until its dismissal completes (UIKit
    /// hands the status bar back only then), when it removes the presenter's view
    /// (``shouldRemovePresentersView``, as `.fullScreen` does) or the presented controller sets
    /// ``ViewController/modalPresentationCapturesStatusBarAppearance``.
    package var statusBarAppearanceController: ViewController? {
        guard let presentation, presentation.phase != .ended else { return nil }
        guard
            shouldRemovePresentersView
                || presentedViewController.modalPresentationCapturesStatusBarAppearance
        else { return nil }
        return presentedViewController
    }
}
