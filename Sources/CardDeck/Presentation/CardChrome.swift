import CardDeckMotion
import CardDeckViews

/// A card's chrome in its container: the card view and its dimmer (placed where a
/// ``CardPlacement`` says), the tap outside the card, and the handle's fade. It owns those
/// views, recognizers and animators; the presentation controller tells it what the
/// configuration asks for and where things go, and handles the outside tap's action.
@MainActor
final class CardChrome {
    /// How long the handle takes to fade in or out, in seconds.
    static let grabberFadeDuration = 0.15

    /// The card: the presented view inside its card chrome.
    let cardView: CardView

    /// The dimmer, while the presentation shows and dims.
    private(set) var dimmingView: ViewNode?
    /// The tap that dismisses from outside the card, while the configuration allows it.
    private(set) var outsideTap: TapGestureRecognizer?
    /// The animator fading the handle, once it has faded.
    private var grabberAnimator: PropertyAnimator?

    /// Creates the chrome around `cardView`; the dimmer and the outside tap come with
    /// ``install(in:configuration:pan:delegate:)``.
    init(cardView: CardView) {
        self.cardView = cardView
    }

    /// Whether the handle is fading now.
    var isFadingGrabber: Bool { grabberAnimator?.isRunning == true }

    /// Adds the dimmer and the outside tap to `container` as `configuration` asks, and moves
    /// `pan` onto the container when the card drags from outside itself.
    ///
    /// - Parameters:
    ///   - container: The presentation's container view.
    ///   - configuration: The card's configuration.
    ///   - pan: The card's pan, which the card view holds until it moves to the container.
    ///   - delegate: The delegate of the outside tap.
    /// - Returns: The outside tap when this call made it, for the caller to give it its action;
    ///   `nil` otherwise.
    @discardableResult
    func install(
        in container: ViewNode, configuration: CardConfiguration, pan: PanGestureRecognizer,
        delegate: any GestureRecognizerDelegate
    ) -> TapGestureRecognizer? {
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
        guard configuration.allowsTapToDismiss, outsideTap == nil else { return nil }
        let tap = TapGestureRecognizer()
        tap.delegate = delegate
        container.addGestureRecognizer(tap)
        outsideTap = tap
        return tap
    }

    /// Fades the card's handle in or out over 0.15 s; the pull bar always stays.
    ///
    /// - Parameters:
    ///   - visible: Whether the handle ends visible (when the configuration shows it).
    ///   - prefersVisible: ``CardConfiguration/prefersGrabberVisible``.
    ///   - start: An alpha to start from, or `nil` for where it is.
    ///   - animated: Whether to animate (the card is in a window).
    func fadeGrabber(visible: Bool, prefersVisible: Bool, from start: Double?, animated: Bool) {
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

    // MARK: Placing

    /// Puts the card and its dimmer where `placement` says.
    ///
    /// - Parameters:
    ///   - placement: The placement, in the card space of `mapping`.
    ///   - mapping: The card space the placement was computed in.
    func apply(_ placement: CardPlacement, in mapping: CardEdgeMapping) {
        place(placement.frame, in: mapping)
        cardView.alpha = placement.alpha
        dimmingView?.alpha = placement.dimmingAlpha
    }

    /// Puts the card at `frame`.
    ///
    /// - Parameters:
    ///   - frame: The card's frame, in the card space of `mapping`.
    ///   - mapping: The card space the frame was computed in.
    func place(_ frame: CardSpaceRect, in mapping: CardEdgeMapping) {
        cardView.edge = mapping.edge
        cardView.place(mapping.toWindow(frame))
    }

    /// Places the card with its top at `top`, the cards in front giving it `appearance`, and
    /// the dimmer to match.
    func place(top: Double, appearance: CardAppearance, in geometry: CardGeometry) {
        apply(
            CardStackLayout.placement(
                top: top, appearance: appearance, dimming: geometry.dimming,
                in: geometry.cardSpaceArea),
            in: geometry.edgeMapping)
    }

    /// Puts the card where its presentation starts: in `initialFrame` (window points), or just
    /// past its edge as wide and long as it rests; the dimmer clear.
    ///
    /// - Parameters:
    ///   - resting: The card's resting frame.
    ///   - initialFrame: ``CardConfiguration/initialTransitionFrame``.
    ///   - geometry: The card's geometry.
    func placeForPresentation(
        resting: CardSpaceRect, initialFrame: Rect?, in geometry: CardGeometry
    ) {
        place(
            initialFrame.map(geometry.insideArea)
                ?? CardSpaceRect(
                    x: resting.minX, y: geometry.dismissedTop, width: resting.width,
                    height: resting.height),
            in: geometry.edgeMapping)
        setAlpha(card: 1, dimmer: 0)
    }

    /// Puts the card where a dismissal leaves it: in `initialFrame` (window points), or off
    /// through its edge as wide as it rests (a card caught mid-overshoot, or laid out for
    /// another size, does not leave at that width); the dimmer clear.
    ///
    /// - Parameters:
    ///   - resting: The card's resting frame.
    ///   - initialFrame: The frame it goes back into, if any.
    ///   - geometry: The card's geometry.
    func placeDismissed(resting: CardSpaceRect, initialFrame: Rect?, in geometry: CardGeometry) {
        if let initialFrame {
            place(geometry.insideArea(initialFrame), in: geometry.edgeMapping)
        } else {
            let height = geometry.edgeMapping.toCardSpace(cardView.frame).height
            place(
                CardSpaceRect(
                    x: resting.minX, y: geometry.dismissedTop, width: resting.width,
                    height: height),
                in: geometry.edgeMapping)
        }
        dimmingView?.alpha = 0
    }

    /// Sets the card's and the dimmer's alpha (a cross-fade, the start of a presentation).
    func setAlpha(card: Double, dimmer: Double) {
        cardView.alpha = card
        dimmingView?.alpha = dimmer
    }
}
