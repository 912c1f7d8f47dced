import CardDeckViews

/// What the inspector reads of a card, and nothing it may change: a view of a
/// ``CardPresentationController`` that reads its state as it is now. The engine never calls it,
/// so a window without an inspector pays nothing for it.
@MainActor
package struct CardInspection {
    /// The card.
    package let card: CardPresentationController

    /// A view of `card`.
    ///
    /// - Parameter card: The card's presentation controller.
    package init(_ card: CardPresentationController) { self.card = card }

    /// What the card is doing.
    package var activity: CardInspectedActivity { CardInspectedActivity(card.motion.activity) }

    /// The card's main axis in the window: its edge, its area and its container's origin.
    package var axis: CardInspectionAxis {
        let mapping = card.geometry.edgeMapping
        let inWindow = card.cardView.presentedFrameInWindow
        let inContainer = card.cardView.presentation.frame
        return CardInspectionAxis(
            edge: mapping.edge, area: mapping.area,
            origin: Point(x: inWindow.minX - inContainer.minX, y: inWindow.minY - inContainer.minY))
    }

    /// The card's presented top edge along its main axis, in card-space points (a bottom
    /// card's top in its container).
    package var top: Double {
        card.geometry.edgeMapping.toCardSpace(card.cardView.presentation.frame).minY
    }

    /// The card's model top edge (where its animations end), in card-space points.
    package var modelTop: Double {
        card.geometry.edgeMapping.toCardSpace(card.cardView.frame).minY
    }

    /// The finger's velocity along the card's main axis while it drags the card, in points
    /// per second towards the attached edge; `nil` when no finger drags it.
    package var dragVelocity: Double? {
        guard case .dragging = card.motion.activity else { return nil }
        let velocity = card.geometry.edgeMapping.toCardSpace(
            vector: card.panGestureRecognizer.velocity(in: nil)
        ).y
        return velocity.isFinite ? velocity : 0
    }

    /// The animator of the settle running now, if the card is settling.
    package var settle: PropertyAnimator? {
        if case .settling(let animator) = card.motion.activity { animator } else { nil }
    }

    /// The timing a settle follows: ``CardConfiguration/snapTiming``, without overshoot when
    /// the window asks for reduced motion.
    package var snapTiming: CardTiming {
        card.motionSituation.timing(card.configuration.snapTiming)
    }

    /// What the card's release behaviour says of a release at rest on the smallest detent:
    /// its ``ReleaseExplanation/dismissalThreshold`` is the line the inspector draws. `nil`
    /// before the detents are resolved.
    package var restingExplanation: ReleaseExplanation? {
        let geometry = card.geometry
        guard let smallest = geometry.detents.first else { return nil }
        return card.configuration.releaseBehavior.explanation(
            for: ReleaseContext(
                top: smallest.top, velocity: 0, detents: geometry.detents,
                containerHeight: geometry.cardBottom, safeAreaInsets: geometry.publicSafeAreaInsets)
        )
    }

    /// The stack the card is in, as an identity shared by its cards.
    package var stack: ObjectIdentifier { ObjectIdentifier(card.stack) }

    /// The controller the card's stack is presented from: the presentation context's.
    package var stackPresenter: ViewController {
        card.stack.bottomCard?.presentingViewController ?? card.presentingViewController
    }
}
