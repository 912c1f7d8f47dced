import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

/// What moves a card between its presentation and its dismissal: the finger's drag, the
/// settle to a detent, a caught transition and the interactive dismissal a drag scrubs. It
/// owns the card's ``CardActivity`` (the one value saying what the card is doing) and the
/// transition animator a finger may catch, places the card through its ``CardChrome`` and
/// selects detents on its ``CardLayout``. It hands the card's transitions their
/// ``CardTransitionCard``, and builds the card's ``CardAccessibilitySituation`` and carries out
/// what an assistive technology asks, as both depend on what the card is doing. What it needs
/// of the presentation controller is a ``CardMotionHost``.
@MainActor
final class CardMotion {
    // `@exclusivity(unchecked)`: read on every frame of a drag, and no access to these spans
    // a call that could reach them again.
    /// What the card is doing right now; only ``send(_:)`` changes it.
    @exclusivity(unchecked) private(set) var activity = CardActivity.resting
    /// The animator of the presentation or dismissal running now, which a finger may catch.
    weak var transitionAnimator: CardAnimator?

    /// The card's presentation controller, as far as motion needs it; see ``attach(to:)``.
    var host: any CardMotionHost { attachedHost.unsafelyUnwrapped }
    /// The host, once attached. It holds this motion for its whole life, so the reference is
    /// taken without reference counting, and without exclusivity checks (read several times
    /// on every frame of a drag; only ``attach(to:)`` writes it).
    @exclusivity(unchecked) private unowned(unsafe) var attachedHost: (any CardMotionHost)?
    /// The card's views and dimmer, which motion places.
    let chrome: CardChrome
    /// The card's layout, whose selected detent motion changes.
    let layout: CardLayout
    /// The pan that drags the card.
    let pan: PanGestureRecognizer

    /// Creates the motion of a card; its presentation controller attaches itself with
    /// ``attach(to:)`` as soon as it exists.
    ///
    /// - Parameters:
    ///   - chrome: The card's chrome.
    ///   - layout: The card's layout.
    ///   - pan: The pan that drags the card.
    init(chrome: CardChrome, layout: CardLayout, pan: PanGestureRecognizer) {
        self.chrome = chrome
        self.layout = layout
        self.pan = pan
    }

    /// Takes `host` as the card's presentation controller, once, from its initializer: the
    /// controller holds this motion (a stored constant of it) from before it exists itself.
    func attach(to host: any CardMotionHost) {
        attachedHost = host
    }

    /// Moves the card's activity on for `event`; see ``CardActivity/next(on:)``.
    func send(_ event: CardEvent) {
        activity = activity.next(on: event)
    }

    /// The running drag, if the card is following a finger.
    var drag: CardDrag? { activity.drag }

    /// Whether a settle animates the card now.
    var isSettling: Bool {
        if case .settling = activity { return true }
        return false
    }

    /// The card's frame now (its model value), in its card space.
    var cardSpaceFrame: CardSpaceRect {
        host.geometry.edgeMapping.toCardSpace(chrome.cardView.frame)
    }

    /// `timing` as the window asks: without overshoot when it prefers reduced motion.
    func timing(_ timing: CardTiming) -> CardTiming {
        host.prefersReducedMotion ? timing.withoutOvershoot : timing
    }

    /// Places the card with its top at `top` and the dimmer to match.
    func placeCard(top: Double, appearance: CardAppearance) {
        chrome.place(top: top, appearance: appearance, in: host.geometry)
    }

    // MARK: Settling

    /// Moves the card to a detent: animated with ``CardConfiguration/snapTiming`` starting at
    /// `velocity` (points per second, positive downward), or at once.
    func settle(on identifier: CardDetent.Identifier, velocity: Double, animated: Bool) {
        layout.selection.selected = identifier
        if animated {
            animateToRest(timing: host.configuration.snapTiming, velocity: velocity)
        } else {
            placeAtRest(excluding: nil)
            host.settleDidEnd()
        }
    }

    /// Stops a running settle and places the card at rest on its selected detent, the cards in
    /// front of it counted up to (not including) `excluded`.
    func placeAtRest(excluding excluded: CardPresentationController?) {
        stopSettling()
        let top = layout.selectedDetent(in: host.geometry).top
        placeCard(top: top, appearance: host.appearanceBehindSelf(excluding: excluded))
    }

    /// Animates the card from where it is to its resting frame, as a ``CardSettlePlan`` says;
    /// with `includingStack`, the cards behind it and the bottom view move to rest alongside,
    /// on the same timing.
    func animateToRest(timing: CardTiming, velocity: Double, includingStack: Bool = false) {
        stopSettling()
        let timing = self.timing(timing)
        let plan = CardSettlePlan(
            from: cardSpaceFrame, to: host.restingFrame(excluding: nil),
            largestTop: host.geometry.detents.last?.top, timing: timing, velocity: velocity,
            animates: host.isInWindow, includingStack: includingStack)
        let appearance = host.appearanceBehindSelf(excluding: nil)
        guard let initialVelocity = plan.initialVelocity else {
            placeCard(top: plan.target, appearance: appearance)
            host.settleDidEnd()
            return
        }
        let parameters = timing.parameters(velocity: initialVelocity, distance: plan.distance)
        let animator = PropertyAnimator(timingParameters: parameters) { [unowned self] in
            placeCard(top: plan.target, appearance: appearance)
        }
        if includingStack {
            // The stack behind moves on its own animator: a later settle of this card stops
            // only the card's, never leaving the stack halfway.
            let stack = PropertyAnimator(timingParameters: parameters) { [unowned self] in
                host.layOutStackBehind()
            }
            stack.startAnimation()
        }
        animator.addCompletion { [weak self, weak animator] _ in
            guard let self, let animator, case .settling(let running) = activity,
                running === animator
            else { return }
            send(.settleFinished(animator))
            host.settleDidEnd()
        }
        send(.settleBegan(animator))
        host.startObservingMotion()
        animator.startAnimation()
    }

    /// Stops a running settle where it is (its presented values become the model).
    func stopSettling() {
        guard case .settling(let animator) = activity else { return }
        send(.settleStopped)
        if animator.state == .active { animator.stopAnimation(true) }
    }

    /// Ends a drag where the card rests, without a release (a card presented over it).
    func endDragAtRest() {
        guard drag != nil else { return }
        endDragWithoutRelease()
        settle(
            on: layout.selectedDetent(in: host.geometry).identifier, velocity: 0, animated: false)
    }

    /// Forgets a drag that a dismissal from elsewhere interrupted.
    func endDragWithoutRelease() {
        guard case .dragging(let finished, _) = activity else { return }
        send(.dragEnded)
        finished.handOff?.release()
    }

    /// Cancels at once the interactive dismissal that a resize during the transition leaves
    /// behind: one a finger drives (its drag ends where it is), or one heading back after a
    /// cancelling release (the detent it chose still follows), as UIKit cancels touches on
    /// rotation.
    ///
    /// - Returns: Whether a dismissal was cancelled (the card is then laid out at rest when the
    ///   dismissal ends).
    func cancelDismissalForResize() -> Bool {
        switch activity {
        case .dragging(_, let interaction?):
            send(.dismissalAbandoned)
            endDragWithoutRelease()
            interaction.cancelImmediately()
            return true
        case .cancellingDismissal(let interaction?, _, _):
            send(.dismissalCancelledAtOnce)
            interaction.cancelImmediately()
            return true
        case .resting, .settling, .dragging, .dismissing, .cancellingDismissal, .caught:
            return false
        }
    }
}
