import CardDeckViews

extension CardInspection {
    /// The motion the card's edge follows on its own now: the animations running on its
    /// frame, named by what started them; `nil` while a finger drives the card (a drag, a
    /// scrubbed dismissal, a caught transition) or nothing animates it.
    package var motion: CardInspectedMotion? {
        let activity = card.motion.activity
        switch activity {
        case .dragging, .caught: return nil
        case .resting, .settling, .dismissing, .cancellingDismissal: break
        }
        let animators = NodeAnimationInspection(card.cardView).frameAnimators
        guard animators.contains(where: \.isRunning) else { return nil }
        let presented = card.presentedViewController
        let kind: CardInspectedMotion.Kind
        if case .settling = activity {
            kind = .settle
        } else if case .cancellingDismissal = activity {
            kind = .cancelledDismissal
        } else if presented.isBeingPresented {
            kind = .presentation
        } else if presented.isBeingDismissed {
            kind = .dismissal
        } else if card.stack.cards.last === card {
            // The front card moving on its own: the settle a cancelled dismissal ends with.
            kind = .settle
        } else {
            kind = .stack
        }
        return CardInspectedMotion(kind: kind, animators: animators, card: card)
    }
}
