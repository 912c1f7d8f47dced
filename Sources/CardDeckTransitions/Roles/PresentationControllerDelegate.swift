import CardDeckViews

/// The object told about, and asked to allow, dismissals the user starts (a swipe down, a tap
/// on a dimmer): UIKit's `UIAdaptivePresentationControllerDelegate`.
///
/// Programmatic dismissals (`dismiss(animated:completion:)`) are never asked.
@MainActor
public protocol PresentationControllerDelegate: AnyObject {
    /// Whether a dismissal the user started may go ahead; default `true`. Asked only when the
    /// presented controller's `isModalInPresentation` is `false`.
    ///
    /// - Parameter presentationController: The presentation.
    /// - Returns: Whether to dismiss.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController)
        -> Bool

    /// A dismissal the user started is about to begin; default does nothing.
    ///
    /// - Parameter presentationController: The presentation.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)

    /// A dismissal the user started has completed; default does nothing.
    ///
    /// - Parameter presentationController: The presentation.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)

    /// The user tried to dismiss but the dismissal was refused (by `isModalInPresentation` or
    /// ``presentationControllerShouldDismiss(_:)``); default does nothing. A good place to ask
    /// "discard changes?".
    ///
    /// - Parameter presentationController: The presentation.
    func presentationControllerDidAttemptToDismiss(
        _ presentationController: PresentationController)
}

extension PresentationControllerDelegate {
    /// Returns `true`.
    ///
    /// - Parameter presentationController: The presentation.
    /// - Returns: `true`.
    public func presentationControllerShouldDismiss(
        _ presentationController: PresentationController
    ) -> Bool {
        true
    }

    /// Does nothing.
    ///
    /// - Parameter presentationController: The presentation.
    public func presentationControllerWillDismiss(
        _ presentationController: PresentationController
    ) {}

    /// Does nothing.
    ///
    /// - Parameter presentationController: The presentation.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    }

    /// Does nothing.
    ///
    /// - Parameter presentationController: The presentation.
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: PresentationController
    ) {}
}
