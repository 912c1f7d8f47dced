import CardDeckViews

/// The motion a card's edge follows on its own, as the inspector plots it: the animations
/// acting on the card's frame now (a presentation, a dismissal, a settle, or another card's
/// transition moving the stack), and where they take the card over time. A value read from
/// the card when asked; the engine never makes one.
@MainActor
package struct CardInspectedMotion {
    /// What moves the card.
    package enum Kind: String, Sendable, Equatable {
        /// Its presentation transition.
        case presentation
        /// Its dismissal transition, run on its own (thrown, or asked for in code).
        case dismissal
        /// Its dismissal, let go above the dismissal line and running back.
        case cancelledDismissal = "cancelled dismissal"
        /// A settle to its selected detent.
        case settle
        /// The transition or settle of the card in front of it, moving the stack.
        case stack
    }

    /// What moves the card.
    package let kind: Kind
    /// The animators acting on the card's frame, in the order they were captured.
    package let animators: [PropertyAnimator]
    /// When the latest of their current segments began, in seconds on the window clock:
    /// from then on ``top(at:)`` is exact.
    package let start: Double
    /// When the longest of them ends, in seconds on the window clock (a spring's settling
    /// time).
    package let end: Double
    /// The card's model top edge, in card-space points: where a motion that runs forward
    /// ends.
    package let modelTop: Double
    /// Where the motion comes to rest, in card-space points: the model top, or for a motion
    /// running back (a cancelled dismissal) where it started.
    package let restingTop: Double
    private let view: ViewNode
    private let mapping: CardEdgeMapping

    init(kind: Kind, animators: [PropertyAnimator], card: CardPresentationController) {
        self.kind = kind
        self.animators = animators
        // A paused animator (held by a finger elsewhere) waits; the running ones say when.
        let running = animators.filter(\.isRunning)
        start = running.map(\.inspectedStartTime).max() ?? 0
        end = running.map { $0.inspectedStartTime + $0.inspectedDuration }.max() ?? start
        view = card.cardView
        mapping = card.geometry.edgeMapping
        modelTop = mapping.toCardSpace(card.cardView.frame).minY
        restingTop = mapping.toCardSpace(NodeAnimationInspection(card.cardView).restingFrame).minY
    }

    /// The card's top edge at `time` if the animations run on undisturbed: the engine's own
    /// sum of each animation's change weighted by what it has left then. At the window's
    /// time it is the presented top (``CardInspection/top``), bit for bit.
    ///
    /// - Parameter time: Seconds on the window clock, ≥ ``start`` for an exact answer.
    /// - Returns: The top edge, in card-space points.
    package func top(at time: Double) -> Double {
        mapping.toCardSpace(NodeAnimationInspection(view).presentedFrame(at: time)).minY
    }
}
