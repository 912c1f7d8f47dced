import CardDeckViews

/// What the presentation machinery keeps per controller, in `ViewController.transitionStorage`.
@MainActor
final class ControllerTransitionState {
    var modalPresentationStyle = ModalPresentationStyle.fullScreen
    weak var transitioningDelegate: (any TransitioningDelegate)?
    var isModalInPresentation = false
    var modalPresentationCapturesStatusBarAppearance = false
    var definesPresentationContext = false
    /// The presentation that shows this controller.
    weak var presentation: Presentation?
    /// The presentation this controller makes (it owns it).
    var presented: Presentation?
}

extension ViewController {
    /// The controller's presentation state, created on first use.
    var transitionState: ControllerTransitionState {
        if let state = transitionStorage as? ControllerTransitionState { return state }
        let state = ControllerTransitionState()
        transitionStorage = state
        return state
    }
}
