import CardDeckMotion
import CardDeckViews

extension CardChrome {
    /// Adds `pan` to the card view, along the main axis of `edge`, and gives the handle a tap
    /// that dismisses.
    ///
    /// - Parameters:
    ///   - pan: The card's pan.
    ///   - edge: ``CardConfiguration/edge``: a sideways card drags horizontally.
    ///   - delegate: The delegate of the pan.
    ///   - dragged: The pan's action.
    ///   - dismiss: What a tap on the handle does once it ends.
    func installGestures(
        pan: PanGestureRecognizer, edge: CardEdge, delegate: any GestureRecognizerDelegate,
        dragged: @escaping (GestureRecognizer) -> Void,
        dismiss: @escaping @MainActor () -> Void
    ) {
        pan.axis = edge == .leading || edge == .trailing ? .horizontal : .vertical
        pan.delegate = delegate
        _ = pan.addTarget(dragged)
        cardView.addGestureRecognizer(pan)
        if cardView.style == .handle, let handle = cardView.grabber {
            handle.addGestureRecognizer(Self.dismissing(TapGestureRecognizer(), dismiss))
        }
    }

    /// Adds the dimmer and the outside tap to `container` (see
    /// ``install(in:configuration:pan:delegate:)``); a new outside tap calls `dismiss` once it
    /// ends.
    func install(
        in container: ViewNode, configuration: CardConfiguration, pan: PanGestureRecognizer,
        delegate: any GestureRecognizerDelegate, dismiss: @escaping @MainActor () -> Void
    ) {
        guard
            let tap = install(
                in: container, configuration: configuration, pan: pan, delegate: delegate)
        else { return }
        _ = Self.dismissing(tap, dismiss)
    }

    /// `tap`, calling `dismiss` once it ends.
    private static func dismissing(
        _ tap: TapGestureRecognizer, _ dismiss: @escaping @MainActor () -> Void
    ) -> TapGestureRecognizer {
        _ = tap.addTarget { recognizer in
            guard recognizer.state == .ended else { return }
            dismiss()
        }
        return tap
    }

    /// Takes the look `configuration` asks for: the dimmer's colour, and the card's background,
    /// corner radius and pull bar.
    ///
    /// - Parameters:
    ///   - configuration: The card's configuration.
    ///   - timing: The timing the card's look changes on, or `nil` for at once.
    func applyAppearance(of configuration: CardConfiguration, animatedWith timing: CardTiming?) {
        dimmingView?.backgroundColor = configuration.dimmingColor
        let change = { [cardView] in cardView.applyAppearance(of: configuration) }
        guard let timing else { return change() }
        let parameters = timing.parameters(velocity: 0, distance: 0)
        PropertyAnimator(timingParameters: parameters, animations: change).startAnimation()
    }
}
