import CardDeckMotion
import CardDeckViews

/// A card's chrome in its container: the dimmer, the tap outside the card that dismisses it,
/// and the handle's fade. It owns those views, recognizers and animators; the presentation
/// controller tells it what the configuration asks for.
@MainActor
final class CardChrome {
    /// How long the handle takes to fade in or out, in seconds.
    static let grabberFadeDuration = 0.15

    /// The dimmer, while the presentation shows and dims.
    private(set) var dimmingView: ViewNode?
    /// The tap that dismisses from outside the card, while the configuration allows it.
    private(set) var outsideTap: TapGestureRecognizer?
    /// The animator fading the handle, once it has faded.
    private var grabberAnimator: PropertyAnimator?

    /// Whether the handle is fading now.
    var isFadingGrabber: Bool { grabberAnimator?.isRunning == true }

    /// Adds the dimmer and the outside tap to `container` as `configuration` asks, and moves
    /// `pan` onto the container when the card drags from outside itself.
    ///
    /// - Parameters:
    ///   - container: The presentation's container view.
    ///   - configuration: The card's configuration.
    ///   - pan: The card's pan.
    ///   - cardView: The card, which holds the pan until it moves to the container.
    ///   - delegate: The delegate of the outside tap.
    ///   - dismiss: What an outside tap does once it ends.
    func install(
        in container: ViewNode, configuration: CardConfiguration, pan: PanGestureRecognizer,
        cardView: CardView, delegate: any GestureRecognizerDelegate,
        dismiss: @escaping @MainActor () -> Void
    ) {
        if configuration.dragsFromOutsideCard, pan.view !== container {
            // The pan covers the whole presented area: a drag on the dimmer moves the card.
            cardView.removeGestureRecognizer(pan)
            container.addGestureRecognizer(pan)
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
            tap.delegate = delegate
            _ = tap.addTarget { recognizer in
                guard recognizer.state == .ended else { return }
                dismiss()
            }
            container.addGestureRecognizer(tap)
            outsideTap = tap
        }
    }

    /// Fades `cardView`'s handle in or out over 0.15 s; the pull bar always stays.
    ///
    /// - Parameters:
    ///   - cardView: The card.
    ///   - visible: Whether the handle ends visible (when the configuration shows it).
    ///   - prefersVisible: ``CardConfiguration/prefersGrabberVisible``.
    ///   - start: An alpha to start from, or `nil` for where it is.
    ///   - animated: Whether to animate (the card is in a window).
    func fadeGrabber(
        of cardView: CardView, visible: Bool, prefersVisible: Bool, from start: Double?,
        animated: Bool
    ) {
        guard cardView.style == .handle, let handle = cardView.grabber else { return }
        if let running = grabberAnimator, running.state == .active {
            running.stopAnimation(true)
        }
        if let start { handle.alpha = start }
        let target = visible && prefersVisible ? 1.0 : 0.0
        guard animated else {
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
