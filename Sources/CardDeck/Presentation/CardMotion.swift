import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

/// What moves a card between its presentation and its dismissal: the finger's drag, the
/// settle to a detent, a caught transition and the interactive dismissal a drag scrubs. It
/// owns the card's ``CardActivity`` (the one value saying what the card is doing) and the
/// transition animator a finger may catch, places the card through its ``CardChrome`` and
/// selects detents on its ``CardLayout``. It builds the card's ``CardAccessibilitySituation``
/// and carries out what an assistive technology asks, as both depend on what the card is doing.
///
/// What it reads of the presentation controller comes in as a ``CardMotionSituation`` with
/// each call that reads any of it; what it asks of the controller goes through a
/// ``CardMotionHost``.
@MainActor
final class CardMotion {
    // `@exclusivity(unchecked)`: read on every frame of a drag, and no access to these spans
    // a call that could reach them again.
    /// What the card is doing right now; only ``send(_:)`` changes it.
    @exclusivity(unchecked) private(set) var activity = CardActivity.resting
    /// The animator of the presentation or dismissal running now, which a finger may catch.
    weak var transitionAnimator: CardAnimator?

    /// The card's presentation controller, as far as motion asks things of it; see
    /// ``attach(to:)``.
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
    func cardSpaceFrame(in geometry: CardGeometry) -> CardSpaceRect {
        geometry.edgeMapping.toCardSpace(chrome.cardView.frame)
    }

    // MARK: Settling

    /// Moves the card to a detent: animated with ``CardConfiguration/snapTiming`` starting at
    /// `velocity` (points per second, positive downward), or at once.
    func settle(
        on identifier: CardDetent.Identifier, velocity: Double, animated: Bool,
        in situation: CardMotionSituation
    ) {
        layout.selection.selected = identifier
        if animated {
            animateToRest(timing: situation.snapTiming, velocity: velocity, in: situation)
        } else {
            placeAtRest(in: situation)
            host.carryOut(.settled)
        }
    }

    /// Stops a running settle and places the card at rest on its selected detent, looking as
    /// `situation` says (the cards in front of it that it counts).
    func placeAtRest(in situation: CardMotionSituation) {
        stopSettling()
        let geometry = situation.geometry
        chrome.place(
            top: layout.selectedDetent(in: geometry).top, appearance: situation.appearance,
            in: geometry)
    }

    /// Animates the card from where it is to its resting frame, as a ``CardSettlePlan`` says;
    /// with `includingStack`, the cards behind it and the bottom view move to rest alongside,
    /// on the same timing.
    func animateToRest(
        timing: CardTiming, velocity: Double, includingStack: Bool = false,
        in situation: CardMotionSituation
    ) {
        stopSettling()
        let timing = situation.timing(timing)
        let geometry = situation.geometry
        let plan = CardSettlePlan(
            from: cardSpaceFrame(in: geometry),
            to: situation.restingFrame(top: layout.selectedDetent(in: geometry).top),
            largestTop: geometry.detents.last?.top, timing: timing, velocity: velocity,
            animates: situation.isInWindow, includingStack: includingStack)
        let appearance = situation.appearance
        guard let initialVelocity = plan.initialVelocity else {
            chrome.place(top: plan.target, appearance: appearance, in: geometry)
            host.carryOut(.settled)
            return
        }
        let parameters = timing.parameters(velocity: initialVelocity, distance: plan.distance)
        let animator = PropertyAnimator(timingParameters: parameters) { [chrome] in
            chrome.place(top: plan.target, appearance: appearance, in: geometry)
        }
        if includingStack {
            // The stack behind moves on its own animator: a later settle of this card stops
            // only the card's, never leaving the stack halfway.
            let stack = PropertyAnimator(timingParameters: parameters) { [unowned self] in
                host.carryOut(.layOutStackBehind)
            }
            stack.startAnimation()
        }
        animator.addCompletion { [weak self, weak animator] _ in
            guard let self, let animator, case .settling(let running) = activity,
                running === animator
            else { return }
            send(.settleFinished(animator))
            host.carryOut(.settled)
        }
        send(.settleBegan(animator))
        host.carryOut(.startObservingMotion)
        animator.startAnimation()
    }

    /// Stops a running settle where it is (its presented values become the model).
    func stopSettling() {
        guard case .settling(let animator) = activity else { return }
        send(.settleStopped)
        if animator.state == .active { animator.stopAnimation(true) }
    }

    /// Ends a drag where the card rests, without a release (a card presented over it).
    ///
    /// - Parameter situation: The card's situation, read only when a drag runs.
    func endDragAtRest(in situation: @autoclosure () -> CardMotionSituation) {
        guard drag != nil else { return }
        endDragWithoutRelease()
        let situation = situation()
        settle(
            on: layout.selectedDetent(in: situation.geometry).identifier, velocity: 0,
            animated: false, in: situation)
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
