import CardDeck
import CardDeckTransitions
import CardDeckViews

/// The draggable card, in the style of Facebook's and Slack's: a status screen whose
/// "😆 Tim Cook and 10 others" button presents the reactions list as a
/// `CardConfiguration.draggableCard`.
///
/// The card rests at normal (halfway up) or expanded (30 pt under the status bar); a dark
/// dimmer follows it; a tap outside it or on its handle, or a flick down, dismisses it. The
/// tour shows each of these and ends with the card expanded from code.
@MainActor
public final class ReactionsCardScenario: Scenario {
    /// How the showcase lists this scenario.
    public nonisolated static let descriptor = ScenarioDescriptor(
        identifier: "reactions-card", title: "Reactions card",
        tagline: "the draggable card (normal and expanded, dimmer, flick to dismiss)", key: "1",
        hint: "Tap the reactions; drag the card up, down, or flick it away; tap outside"
    ) { ReactionsCardScenario() }

    /// The status screen: the root controller.
    public let status: ViewController
    /// The reactions list last presented, or `nil` before the first tap.
    public private(set) var reactions: ViewController?

    /// Creates the scenario.
    public init() {
        let status = StatusViewController()
        self.status = status
        status.onShowReactions = { [weak self] in self?.showReactions() }
    }

    /// The status screen.
    public var rootViewController: ViewController { status }

    /// Presents a new reactions list as a draggable card, as the button does.
    public func showReactions() {
        guard status.presentedViewController == nil else { return }
        let list = ReactionsViewController()
        reactions = list
        status.presentCard(list, configuration: .draggableCard)
    }

    /// `reactions: expanded, top 77, dimmer 0.7`, or `reactions: dismissed`.
    public var summary: String {
        guard let reactions, reactions.presentingViewController != nil,
            let card = reactions.cardPresentationController
        else { return "reactions: dismissed" }
        let dimmer = card.containerView?.subviews.first {
            $0.accessibilityIdentifier == "card.dimmer"
        }
        return "reactions: \(card.selectedDetentIdentifier), top "
            + Formatting.number(card.presentedCardFrame.minY) + ", dimmer "
            + Formatting.number(dimmer?.presentation.alpha ?? 0)
    }

    /// Present, expand, drag with the dimmer following, flick away, tap outside, tap the
    /// handle, and expand from code.
    public var tour: [TourStep] {
        let button = TourLocation.node("status.reactions")
        let header = TourLocation.node("reactions.header")
        return [
            TourStep(
                "The status screen: a friend's post and its reactions", .wait, settle: 0.5,
                filmstrip: "The status screen"),
            TourStep(
                "Tap “😆 Tim Cook and 10 others”: the reactions rise to normal", .tap(button),
                settle: 1, filmstrip: "Tap: normal"),
            TourStep(
                "Drag the card up: it settles expanded, 30 pt under the status bar",
                .drag(from: header, by: Point(x: 0, y: -340), duration: 0.45), settle: 1,
                filmstrip: "Drag up: expanded"),
            TourStep(
                "Drag it down past normal: the dimmer lightens as the card goes",
                .hold(from: header, by: Point(x: 0, y: 560), duration: 0.7), settle: 0.1,
                filmstrip: "Drag down: the dimmer follows"),
            TourStep(
                "Let go slowly: it settles back to normal", .release, settle: 1,
                filmstrip: "Let go: normal again"),
            TourStep(
                "Flick it down: faster than 1500 pt/s, it goes away",
                .flick(from: header, by: Point(x: 0, y: 150), velocity: 1_800), settle: 1),
            TourStep("Tap the reactions again", .tap(button), settle: 1),
            TourStep(
                "Tap outside the card: it goes away", .tap(.window(x: 0.5, y: 0.2)), settle: 1),
            TourStep("And again", .tap(button), settle: 1),
            TourStep("Tap the handle: it goes away", .tap(.node("card.handle")), settle: 1),
            TourStep("Once more", .tap(button), settle: 1),
            TourStep(
                "From code: selectedDetentIdentifier = .expanded", .selectDetent(.expanded),
                settle: 1),
        ]
    }
}
