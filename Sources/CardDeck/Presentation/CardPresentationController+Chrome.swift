import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// Adds the pan, and the handle's tap.
    func installGestures() {
        let sideways = configuration.edge == .leading || configuration.edge == .trailing
        panGestureRecognizer.axis = sideways ? .horizontal : .vertical
        panGestureRecognizer.delegate = inputDelegate
        _ = panGestureRecognizer.addTarget { [weak self] _ in self?.handlePan() }
        cardView.addGestureRecognizer(panGestureRecognizer)
        if cardView.style == .handle, let handle = cardView.grabber {
            handle.addGestureRecognizer(dismissingTap(TapGestureRecognizer()))
        }
    }

    /// Adds the dimmer and the outside tap to the container.
    func installChrome() {
        guard let container = containerView,
            let tap = chrome.install(
                in: container, configuration: configuration, pan: panGestureRecognizer,
                delegate: inputDelegate)
        else { return }
        _ = dismissingTap(tap)
    }

    /// `tap`, dismissing the card on the user's behalf once it ends.
    private func dismissingTap(_ tap: TapGestureRecognizer) -> TapGestureRecognizer {
        _ = tap.addTarget { [weak self] recognizer in
            guard recognizer.state == .ended else { return }
            self?.dismissOnBehalfOfUser(animated: true)
        }
        return tap
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
