import CardDeckTransitions
import CardDeckViews

extension CardMotion {
    /// Selects a detent for ``CardPresentationController/selectedDetentIdentifier``:
    /// before the presentation, or while a transition or drag runs, the card only remembers it;
    /// otherwise it settles there.
    ///
    /// - Parameters:
    ///   - identifier: One of `detents`; others are ignored with a warning.
    ///   - animated: Whether to animate with ``CardConfiguration/snapTiming``.
    ///   - detents: The card's resolved detents (empty before the presentation needs them).
    ///   - situation: The card's situation, read only once the card has detents (before, the
    ///     geometry is not worked out for it).
    func select(
        _ identifier: CardDetent.Identifier, animated: Bool, among detents: [ResolvedDetent],
        in situation: @autoclosure () -> CardMotionSituation
    ) {
        guard !detents.isEmpty, case let situation = situation(), situation.hasContainer else {
            layout.selection.selected = identifier
            return
        }
        guard detents.contains(where: { $0.identifier == identifier }) else {
            Diagnostics.warn(
                "CardPresentationController: ignored unknown detent \(identifier); detents are "
                    + detents.map(\.identifier.rawValue).joined(separator: ", "))
            return
        }
        guard !situation.isTransitioning, drag == nil else {
            layout.selection.selected = identifier
            return
        }
        settle(on: identifier, velocity: 0, animated: animated, in: situation)
    }

    /// Moves the card (and the stack behind it) to rest for what changed: animated on the
    /// snap timing when `animated`, at once otherwise. A drag or a transition in progress
    /// keeps going; it ends in the new layout.
    func restAfterChange(animated: Bool, in situation: CardMotionSituation) {
        guard situation.hasContainer, !situation.isTransitioning, drag == nil else { return }
        if animated {
            animateToRest(
                timing: situation.snapTiming, velocity: 0, includingStack: true, in: situation)
        } else {
            stopSettling()
            host.carryOut(.restedAtOnce)
        }
    }

    /// Carries on after a dismissal that ended without completing, as `cancelled` says, in the
    /// card's `situation` (a window that changed size meanwhile counted).
    func continueAfterCancelledDismissal(
        _ cancelled: CardActivity.AfterCancelledDismissal, in situation: CardMotionSituation
    ) {
        switch cancelled {
        case .staysCaught:
            // A finger caught the dismissal: everything stays where it is for the drag.
            host.carryOut(.updatePassThrough)
        case .settlesFromWhereItIs(let detent, let velocity):
            // Everything is where the cancel left it: the card and the stack behind it move
            // from there to the detent the release chose, at the release velocity.
            layout.selection.selected = detent
            host.carryOut(.updatePassThrough)
            animateToRest(
                timing: situation.snapTiming, velocity: velocity, includingStack: true,
                in: situation)
        case .returnsToRest(let detent):
            // Back at rest; if the window changed size meanwhile, in the new geometry.
            host.carryOut([.placePresented, .updatePassThrough])
            if let detent {
                settle(on: detent, velocity: 0, animated: true, in: situation)
            } else {
                host.carryOut(.announceNewDetent)
            }
        }
    }
}
