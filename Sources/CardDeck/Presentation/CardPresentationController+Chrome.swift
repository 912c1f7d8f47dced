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
    func fadeGrabber(visible: Bool, from start: Double? = nil) {
        chrome.fadeGrabber(
            visible: visible, prefersVisible: configuration.prefersGrabberVisible,
            from: start, animated: hostWindow != nil)
    }
}
