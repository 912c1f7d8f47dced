import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// Adds the pan, and the handle's tap; see
    /// ``CardChrome/installGestures(pan:edge:delegate:dragged:dismiss:)``.
    func installGestures() {
        chrome.installGestures(
            pan: panGestureRecognizer, edge: configuration.edge, delegate: inputDelegate,
            dragged: { [weak self] _ in self?.panDidChange() },
            dismiss: { [weak self] in self?.dismissOnBehalfOfUser(animated: true) })
    }

    /// The pan's action: a drag's frame hands the motion its geometry, other states the situation.
    private func panDidChange() {
        guard panGestureRecognizer.state == .changed else {
            return motion.handlePan(in: motionSituation, host: self)
        }
        if drag != nil { motion.continueDrag(in: geometry, host: self) }
    }

    /// Adds the dimmer and the outside tap to the container.
    func installChrome() {
        guard let container = containerView else { return }
        chrome.install(
            in: container, configuration: configuration, pan: panGestureRecognizer,
            delegate: inputDelegate
        ) { [weak self] in self?.dismissOnBehalfOfUser(animated: true) }
    }

    /// Fades the handle in or out over 0.15 s; the pull bar always stays.
    ///
    /// - Parameters:
    ///   - visible: Whether the handle ends visible.
    ///   - start: An alpha to start from, or `nil` for where it is.
    ///   - animated: Whether to fade rather than show or hide it at once; default `true`. A
    ///     transition without animation passes `false`: a handle still transparent when it
    ///     ends would be skipped by the focus it moves.
    func fadeGrabber(visible: Bool, from start: Double? = nil, animated: Bool = true) {
        chrome.fadeGrabber(
            visible: visible, prefersVisible: configuration.prefersGrabberVisible,
            from: start, animated: animated && hostWindow != nil)
    }

    /// Whether the presentation or dismissal beginning now animates, as its coordinator says;
    /// `true` without one.
    var transitionAnimates: Bool {
        presentedViewController.transitionCoordinator?.isAnimated ?? true
    }
}
