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
/// It owns what that needs (where focus was before the presentation) and holds nothing of the
/// card's presentation controller: it is handed the card's ``CardAccessibilitySituation`` and
/// the window and container as values, and what an assistive technology asks goes to the
/// `perform` closure it is handed: the card's ``CardMotion``, which decides with
/// ``CardAccessibilityRequest/response(in:)`` and carries the request out.
@MainActor
final class CardAccessibility {
    /// The name of the grabber's custom action that moves to the next larger detent.
    static let expandActionName = "Expand"
    /// The name of the grabber's custom action that moves to the next smaller detent.
    static let collapseActionName = "Collapse"
    /// The name of the grabber's custom action that dismisses the card.
    static let dismissActionName = "Dismiss"

    /// The card's view, whose grabber accessibility sets up.
    private let cardView: CardView
    /// Carries out a request on the card; returns whether it was handled.
    private let perform: @MainActor (CardAccessibilityRequest) -> Bool
    /// The element that had focus when the presentation began; held weakly, as it may leave
    /// the window while the card is up (focus then goes to the first element left).
    private weak var focusBeforePresentation: ViewNode?

    /// Creates the accessibility of a card.
    ///
    /// - Parameters:
    ///   - cardView: The card's view.
    ///   - perform: Carries out a request of an assistive technology on the card; returns
    ///     whether it was handled (`false` lets it go on to the card's ancestors).
    init(cardView: CardView, perform: @escaping @MainActor (CardAccessibilityRequest) -> Bool) {
        self.cardView = cardView
        self.perform = perform
    }

    /// Remembers where focus was, and sets up the card's accessibility; called as the
    /// presentation begins.
    ///
    /// - Parameters:
    ///   - window: The window the card lives in, if any.
    ///   - container: The presentation's container view.
    ///   - situation: The card now, its detents included.
    func presentationWillBegin(
        in window: Window?, container: ViewNode?, situation: CardAccessibilitySituation
    ) {
        if let window, focusBeforePresentation == nil {
            // Read without resolving: presenting never walks the tree behind the card.
            focusBeforePresentation = window.accessibilityFocusAnchor
        }
        container?.accessibilityEscapeHandler = { [weak self] in
            self?.perform(.escape) ?? false
        }
        if cardView.style == .pullBar, let bar = cardView.grabber {
            bar.accessibilityLabel = "Grabber"
            bar.accessibilityActivationHandler = { [weak self] in
                self?.perform(.cycle) ?? false
            }
        }
        cardView.grabber?.stepDetent = { [weak self] larger in
            self?.perform(.step(larger: larger)) ?? false
        }
        update(situation, container: container)
    }

    /// Moves focus into the card and announces it once its presentation completed.
    ///
    /// - Parameters:
    ///   - completed: Whether the presentation completed.
    ///   - window: The window the card lives in, if any.
    ///   - container: The presentation's container view.
    ///   - situation: The card now, its detents included.
    func presentationDidEnd(
        _ completed: Bool, in window: Window?, container: ViewNode?,
        situation: CardAccessibilitySituation
    ) {
        update(situation, container: container)
        guard completed, let window, let selected = situation.detents?.selected else { return }
        window.post(.announcement("Card presented, \(selected.spokenName)"))
        window.post(.screenChanged(cardView))
    }

    /// Announces the completed dismissal and gives focus back to the element that had it
    /// before the presentation (or, when that one is gone, to the first element left).
    ///
    /// - Parameters:
    ///   - window: The window the card lived in, if any.
    ///   - container: The presentation's container view, about to leave the window.
    func dismissalDidComplete(in window: Window?, container: ViewNode?) {
        guard let window else { return }
        let previous = focusBeforePresentation
        focusBeforePresentation = nil
        // The container leaves the window after this call: it is out of the tree already, so
        // focus can go back behind it.
        container?.accessibilityElementsHidden = true
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
    ///   - window: The window the card lives in, if any.
    func announceDetentChange(
        from previous: CardDetent.Identifier?, to current: CardDetent.Identifier,
        among detents: [ResolvedDetent], in window: Window?
    ) {
        guard let window, let previous,
            let old = detents.firstIndex(where: { $0.identifier == previous }),
            let new = detents.firstIndex(where: { $0.identifier == current })
        else { return }
        window.post(
            .announcement("\(new > old ? "Expanded" : "Collapsed"), \(current.spokenName)"))
    }

    /// Brings the container's modality and the grabber's value and custom actions up to date
    /// with the card's detent and configuration.
    ///
    /// - Parameters:
    ///   - situation: The card now, its detents included (without them, nothing changes).
    ///   - container: The presentation's container view.
    func update(_ situation: CardAccessibilitySituation, container: ViewNode?) {
        guard let detents = situation.detents else { return }
        container?.accessibilityViewIsModal = detents.isModal
        guard let grabber = cardView.grabber else { return }
        // Adjustable, as UIKit's sheet grabber, when there is a detent to move to.
        let traits: AccessibilityTraits = detents.all.count > 1 ? .adjustable : .button
        if grabber.accessibilityTraits != traits { grabber.accessibilityTraits = traits }
        grabber.accessibilityValue = detents.all.isEmpty ? nil : detents.selected.spokenName
        grabber.detentPosition = detents.all.firstIndex { $0.identifier == detents.selected }
            .map { (index: $0, count: detents.all.count) }
        var actions: [AccessibilityCustomAction] = []
        if CardAccessibilityRequest.adjacent(larger: true, in: detents) != nil {
            actions.append(
                AccessibilityCustomAction(name: Self.expandActionName) { [weak self] _ in
                    self?.perform(.step(larger: true)) ?? false
                })
        }
        if CardAccessibilityRequest.adjacent(larger: false, in: detents) != nil {
            actions.append(
                AccessibilityCustomAction(name: Self.collapseActionName) { [weak self] _ in
                    self?.perform(.step(larger: false)) ?? false
                })
        }
        if situation.allowsDismissal {
            actions.append(
                AccessibilityCustomAction(name: Self.dismissActionName) { [weak self] _ in
                    self?.perform(.escape) ?? false
                })
        }
        grabber.accessibilityCustomActions = actions
    }
}
