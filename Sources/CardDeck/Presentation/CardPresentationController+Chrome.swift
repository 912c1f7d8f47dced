import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// How long the handle takes to fade in or out, in seconds.
    static let grabberFadeDuration = 0.15

    /// Adds the pan, and the handle's tap.
    func installGestures() {
        let sideways = configuration.edge == .leading || configuration.edge == .trailing
        panGestureRecognizer.axis = sideways ? .horizontal : .vertical
        panGestureRecognizer.delegate = inputDelegate
        _ = panGestureRecognizer.addTarget { [weak self] _ in self?.handlePan() }
        cardView.addGestureRecognizer(panGestureRecognizer)
        if cardView.style == .handle, let handle = cardView.grabber {
            let tap = TapGestureRecognizer()
            _ = tap.addTarget { [weak self] recognizer in
                guard recognizer.state == .ended else { return }
                self?.dismissOnBehalfOfUser(animated: true)
            }
            handle.addGestureRecognizer(tap)
        }
    }

    /// Adds the dimmer and the outside tap to the container.
    func installChrome() {
        guard let container = containerView else { return }
        if configuration.dragsFromOutsideCard, panGestureRecognizer.view !== container {
            // The pan covers the whole presented area: a drag on the dimmer moves the card.
            cardView.removeGestureRecognizer(panGestureRecognizer)
            container.addGestureRecognizer(panGestureRecognizer)
        }
        if configuration.maximumDimmingAlpha > 0, dimmingView == nil {
            let dimmer = ViewNode()
            dimmer.accessibilityIdentifier = "card.dimmer"
            dimmer.backgroundColor = configuration.dimmingColor
            dimmer.frame = container.bounds
            dimmer.alpha = 0
            container.insertSubview(dimmer, at: 0)
            dimmingView = dimmer
        }
        if !configuration.allowsTapToDismiss, let tap = outsideTap {
            container.removeGestureRecognizer(tap)
            outsideTap = nil
        }
        if configuration.allowsTapToDismiss, outsideTap == nil {
            let tap = TapGestureRecognizer()
            tap.delegate = inputDelegate
            _ = tap.addTarget { [weak self] recognizer in
                guard recognizer.state == .ended else { return }
                self?.dismissOnBehalfOfUser(animated: true)
            }
            container.addGestureRecognizer(tap)
            outsideTap = tap
        }
    }

    /// Fades the handle in or out over 0.15 s; the pull bar always stays.
    ///
    /// - Parameters:
    ///   - visible: Whether the handle ends visible.
    ///   - start: An alpha to start from, or `nil` for where it is.
    func fadeGrabber(visible: Bool, from start: Double? = nil) {
        guard cardView.style == .handle, let handle = cardView.grabber else { return }
        if let running = grabberAnimator, running.state == .active {
            running.stopAnimation(true)
        }
        if let start { handle.alpha = start }
        let target = visible && configuration.prefersGrabberVisible ? 1.0 : 0.0
        guard hostWindow != nil else {
            handle.alpha = target
            return
        }
        let animator = PropertyAnimator(
            duration: Self.grabberFadeDuration, curve: CubicBezierCurve.easeInOut
        ) { handle.alpha = target }
        grabberAnimator = animator
        animator.startAnimation()
    }
}
