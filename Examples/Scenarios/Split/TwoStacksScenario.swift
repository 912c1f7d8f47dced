import CardDeck
import CardDeckTransitions
import CardDeckViews

/// Two stacks side by side: a split view whose panes — an inbox on the left, a map on the
/// right — each define a presentation context, so each presents its own stack of cards that
/// stays in its pane.
///
/// A mail row presents the message as a stacked card in the left pane; its Reply button
/// stacks a reply over it, pushing the message back. A pin presents the place as a draggable
/// card in the right pane, whose dimmer darkens only that pane: the inbox still takes taps.
/// Dragging the divider lays both stacks out again; dismissing one leaves the other as it is.
@MainActor
public final class TwoStacksScenario: Scenario {
    /// How the showcase lists this scenario.
    public nonisolated static let descriptor = ScenarioDescriptor(
        identifier: "two-stacks", title: "Two stacks",
        tagline: "presentation contexts: a card stack in each pane of a split view", key: "6",
        hint: "Tap a mail or a pin, then Reply; drag the divider"
    ) { TwoStacksScenario() }

    /// The split view: the root controller.
    let split: SplitViewController
    /// The inbox, left.
    let mailbox = MailboxViewController()
    /// The map, right.
    let map = MapViewController()

    /// Creates the scenario.
    public init() {
        split = SplitViewController(primary: mailbox, secondary: map)
        mailbox.onOpenMessage = { [weak self] index in self?.openMessage(index) }
        map.onOpenPlace = { [weak self] index in self?.openPlace(index) }
    }

    /// The split view.
    public var rootViewController: ViewController { split }

    /// The message cards: a stacked card in the left pane's context.
    static var messageConfiguration: CardConfiguration {
        var configuration = CardConfiguration()
        configuration.presentsInCurrentContext = true
        return configuration
    }

    /// The place cards: a draggable card, dimming, in the right pane's context.
    static var placeConfiguration: CardConfiguration {
        var configuration = CardConfiguration.draggableCard
        configuration.presentsInCurrentContext = true
        return configuration
    }

    /// Presents message `index` in the left pane, unless one is up already.
    func openMessage(_ index: Int) {
        guard mailbox.presentedViewController == nil else { return }
        let (sender, subject) = MailboxViewController.messages[index]
        let message = DetailCardViewController(
            heading: subject, text: "From \(sender).\nSee you there!", identifier: "card.message",
            action: (
                "Reply", "message.reply",
                { [weak self] card in self?.reply(over: card, to: sender) }
            ))
        mailbox.presentCard(message, configuration: Self.messageConfiguration)
    }

    /// Stacks a reply over the message, in the same pane.
    func reply(over message: ViewController, to sender: String) {
        guard message.presentedViewController == nil else { return }
        let reply = DetailCardViewController(
            heading: "Re: to \(sender)", text: "Thursday works.", identifier: "card.reply")
        message.presentCard(reply, configuration: Self.messageConfiguration)
    }

    /// Presents place `index` in the right pane, unless one is up already.
    func openPlace(_ index: Int) {
        guard map.presentedViewController == nil else { return }
        let place = DetailCardViewController(
            heading: MapViewController.places[index].0, text: "Open until 6 pm",
            identifier: "card.place")
        map.presentCard(place, configuration: Self.placeConfiguration)
    }

    /// The cards of one pane's stack, bottom first.
    private func stack(of pane: ViewController) -> [ViewController] {
        var cards: [ViewController] = []
        var controller = pane.presentedViewController
        while let card = controller {
            cards.append(card)
            controller = card.presentedViewController
        }
        return cards
    }

    /// One pane's stack in a few words: `message, reply (front x 0…195, top 92)` or `none`.
    private func describe(_ pane: ViewController) -> String {
        let cards = stack(of: pane)
        guard let front = cards.last?.cardPresentationController else { return "none" }
        let names = cards.map { $0.title == nil ? "card" : name(of: $0) }
        let frame = front.presentedCardFrame
        return names.joined(separator: ", ") + " (front x "
            + Formatting.number(frame.minX) + "…" + Formatting.number(frame.maxX) + ", top "
            + Formatting.number(frame.minY) + ")"
    }

    private func name(of card: ViewController) -> String {
        switch card.viewIfLoaded?.accessibilityIdentifier {
        case "card.message": "message"
        case "card.reply": "reply"
        case "card.place":
            "place " + (card.cardPresentationController?.selectedDetentIdentifier.rawValue ?? "")
        default: "card"
        }
    }

    /// `mail: message, reply (front x 16…187, top 200.8) · map: place normal (…)`.
    public var summary: String {
        "mail: \(describe(mailbox)) · map: \(describe(map))"
    }

    /// Present in each pane, stack in one, drag the divider, dismiss one stack.
    public var tour: [TourStep] {
        [
            TourStep(
                "An inbox and a map side by side; each pane defines a presentation context",
                .wait, settle: 0.5, filmstrip: "Two panes"),
            TourStep(
                "Tap a pin: the place rises in the map's pane and dims only it",
                .tap(.node("map.pin.0")), settle: 1, filmstrip: "A card in the map"),
            TourStep(
                "Tap a mail: the inbox still takes taps, and the message rises in its pane",
                .tap(.node("mail.row.0")), settle: 1, filmstrip: "A card in the inbox"),
            TourStep(
                "Tap Reply: the reply stacks over the message, in the inbox's pane only",
                .tap(.node("message.reply")), settle: 1, filmstrip: "Reply stacks"),
            TourStep(
                "Drag the divider left: both stacks lay out in their new areas",
                .drag(
                    from: .node("split.divider", anchor: Point(x: 0.5, y: 0.9)),
                    by: Point(x: -60, y: 0), duration: 0.4),
                settle: 0.5, filmstrip: "Divider moved"),
            TourStep(
                "Tap the dimmed map: the place goes; the inbox's stack stays as it is",
                .tap(.node("map.pane", anchor: Point(x: 0.5, y: 0.15))), settle: 1,
                filmstrip: "One stack dismissed"),
            TourStep(
                "Flick the reply down: the message comes forward again",
                .flick(
                    from: .node("card.reply.title"), by: Point(x: 0, y: 200), velocity: 2_000),
                settle: 1, filmstrip: "Reply dismissed"),
        ]
    }
}
