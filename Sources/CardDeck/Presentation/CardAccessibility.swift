import CardDeckTransitions
import CardDeckViews

/// How a card appears to assistive technologies (VoiceOver-style screen readers, keyboard
/// focus, the web host's ARIA):
/// - its container is ``CardDeckViews/ViewNode/accessibilityViewIsModal`` while the card dims
///   what is behind it (not at or below ``CardConfiguration/largestUndimmedDetent``, where
///   touches reach the controller behind), so the cards behind and the content under the
///   dimmer are out of the accessibility tree;
/// - the escape gesture dismisses the front card as a tap on the dimmer does, when
///   ``CardConfiguration/allowInteractiveDismissal`` is on; a veto (the delegate, or
///   `isModalInPresentation`) and a card that does not allow it tell the delegate
///   `presentationControllerDidAttemptToDismiss` instead. During a presentation, dismissal or
///   drag the escape is ignored, and reported as handled so it goes no further;
/// - the grabber (handle or pull bar) offers the custom actions "Expand", "Collapse" (to the
///   next larger or smaller detent) and "Dismiss", those that apply now, and its value is the
///   selected detent's `spokenName` ("medium", "280 points"); with more than one detent it is adjustable (its increment and
///   decrement move to the next larger or smaller detent), else a button;
/// - it announces "Card presented, <detent>" (the spoken name), "Card dismissed", and "Expanded, <detent>" or
///   "Collapsed, <detent>" when it settles on another detent;
/// - focus moves into the card when its presentation ends, and back to the element that had
///   it before, when its dismissal ends.
///
/// It owns what that needs (where focus was before the presentation) and works for one card's
/// presentation controller, which holds it.
@MainActor
final class CardAccessibility {
    /// The name of the grabber's custom action that moves to the next larger detent.
    static let expandActionName = "Expand"
    /// The name of the grabber's custom action that moves to the next smaller detent.
    static let collapseActionName = "Collapse"
    /// The name of the grabber's custom action that dismisses the card.
    static let dismissActionName = "Dismiss"

    private unowned let controller: CardPresentationController
    /// The element that had focus when the presentation began; held weakly, as it may leave
    /// the window while the card is up (focus then goes to the first element left).
    private weak var focusBeforePresentation: ViewNode?

    init(controller: CardPresentationController) {
        self.controller = controller
    }

    /// Remembers where focus was, and sets up the card's accessibility; called as the
    /// presentation begins.
    func presentationWillBegin() {
        if let window = controller.hostWindow, focusBeforePresentation == nil {
            // Read without resolving: presenting never walks the tree behind the card.
            focusBeforePresentation = window.accessibilityFocusAnchor
        }
        controller.containerView?.accessibilityEscapeHandler = { [weak self] in
            self?.performEscape() ?? false
        }
        let cardView = controller.cardView
        if cardView.style == .pullBar, let bar = cardView.grabber {
            bar.accessibilityLabel = "Grabber"
            bar.accessibilityActivationHandler = { [weak self] in
                self?.cycleDetent() ?? false
            }
        }
        cardView.grabber?.stepDetent = { [weak self] larger in
            self?.moveToAdjacentDetent(larger: larger) ?? false
        }
        update()
    }

    /// Moves focus into the card and announces it once its presentation completed.
    ///
    /// - Parameter completed: Whether the presentation completed.
    func presentationDidEnd(_ completed: Bool) {
        update()
        guard completed, let window = controller.hostWindow else { return }
        window.post(
            .announcement("Card presented, \(controller.selectedDetent.identifier.spokenName)"))
        window.post(.screenChanged(controller.cardView))
    }

    /// Announces the dismissal and gives focus back to the element that had it before the
    /// presentation (or, when that one is gone, to the first element left).
    ///
    /// - Parameter completed: Whether the dismissal completed.
    func dismissalDidEnd(_ completed: Bool) {
        guard completed else { return update() }
        guard let window = controller.hostWindow else { return }
        let previous = focusBeforePresentation
        focusBeforePresentation = nil
        // The container leaves the window after this call: it is out of the tree already, so
        // focus can go back behind it.
        controller.containerView?.accessibilityElementsHidden = true
        window.post(.announcement("Card dismissed"))
        window.post(.screenChanged(previous))
    }

    /// Announces that the card settled on `current`, coming from `previous`: "Expanded" or
    /// "Collapsed" and the detent's name.
    ///
    /// - Parameters:
    ///   - previous: The detent the card rested on before, if any.
    ///   - current: The detent it settled on.
    ///   - detents: The card's detents, smallest first.
    func announceDetentChange(
        from previous: CardDetent.Identifier?, to current: CardDetent.Identifier,
        among detents: [ResolvedDetent]
    ) {
        guard let window = controller.hostWindow, let previous,
            let old = detents.firstIndex(where: { $0.identifier == previous }),
            let new = detents.firstIndex(where: { $0.identifier == current })
        else { return }
        window.post(
            .announcement("\(new > old ? "Expanded" : "Collapsed"), \(current.spokenName)"))
    }

    /// Brings the container's modality and the grabber's value and custom actions up to date
    /// with the card's detent and configuration.
    func update() {
        let controller = controller
        controller.containerView?.accessibilityViewIsModal = !controller.geometry.passesTouches(
            top: controller.restingTop)
        guard let grabber = controller.cardView.grabber else { return }
        // Adjustable, as UIKit's sheet grabber, when there is a detent to move to.
        let traits: AccessibilityTraits = controller.detents.count > 1 ? .adjustable : .button
        if grabber.accessibilityTraits != traits { grabber.accessibilityTraits = traits }
        grabber.accessibilityValue =
            controller.detents.isEmpty ? nil : controller.selectedDetent.identifier.spokenName
        let selected = controller.selectedDetent.identifier
        grabber.detentPosition = controller.detents.firstIndex { $0.identifier == selected }
            .map { (index: $0, count: controller.detents.count) }
        var actions: [AccessibilityCustomAction] = []
        if adjacentDetent(larger: true) != nil {
            actions.append(
                AccessibilityCustomAction(name: Self.expandActionName) { [weak self] _ in
                    self?.moveToAdjacentDetent(larger: true) ?? false
                })
        }
        if adjacentDetent(larger: false) != nil {
            actions.append(
                AccessibilityCustomAction(name: Self.collapseActionName) { [weak self] _ in
                    self?.moveToAdjacentDetent(larger: false) ?? false
                })
        }
        if controller.configuration.allowInteractiveDismissal {
            actions.append(
                AccessibilityCustomAction(name: Self.dismissActionName) { [weak self] _ in
                    self?.performEscape() ?? false
                })
        }
        grabber.accessibilityCustomActions = actions
    }

    /// The escape gesture on the card; see the type's discussion.
    ///
    /// - Returns: Whether the escape was handled: `false` for a card with a card in front of
    ///   it or not presented, so the escape goes on to its ancestors.
    func performEscape() -> Bool {
        let controller = controller
        guard controller.stack.card(above: controller) == nil, controller.containerView != nil
        else { return false }
        // As UIKit ignores the escape while a transition runs; swallowed, so it goes no
        // further (to an ancestor, or the host's own key handler).
        guard !controller.isTransitioning, controller.drag == nil,
            controller.motion.activity.cancellingDismissal == nil
        else { return true }
        guard controller.configuration.allowInteractiveDismissal else {
            controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
            return true
        }
        // The dimmer's tap path: asks the delegate, which may veto (and then hears
        // `presentationControllerDidAttemptToDismiss`).
        controller.dismissOnBehalfOfUser(animated: true)
        return true
    }

    /// The detent next to the selected one, larger or smaller, if there is one.
    private func adjacentDetent(larger: Bool) -> ResolvedDetent? {
        let detents = controller.detents
        let selected = controller.selectedDetent.identifier
        guard let index = detents.firstIndex(where: { $0.identifier == selected }) else {
            return nil
        }
        let next = larger ? index + 1 : index - 1
        return detents.indices.contains(next) ? detents[next] : nil
    }

    /// Moves to the next larger or smaller detent, animated; `false` when there is none or
    /// the card is moving by itself or under a finger.
    private func moveToAdjacentDetent(larger: Bool) -> Bool {
        guard !controller.isTransitioning, controller.drag == nil,
            let detent = adjacentDetent(larger: larger)
        else { return false }
        controller.setSelectedDetentIdentifier(detent.identifier, animated: true)
        return true
    }

    /// What activating the pull bar does, as UIKit's sheet grabber: the next larger detent,
    /// or from the largest, the smallest.
    private func cycleDetent() -> Bool {
        if moveToAdjacentDetent(larger: true) { return true }
        guard !controller.isTransitioning, controller.drag == nil,
            let smallest = controller.detents.first,
            smallest.identifier != controller.selectedDetent.identifier
        else { return false }
        controller.setSelectedDetentIdentifier(smallest.identifier, animated: true)
        return true
    }
}
