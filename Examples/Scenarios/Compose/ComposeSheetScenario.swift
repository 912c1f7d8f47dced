import CardDeck
import CardDeckViews

/// A reply sheet with a text field: a chat whose "Reply" button presents a sheet at its medium
/// detent. Tapping the field shows the keyboard, and the sheet rises above it, its detents
/// resolved against the space that is left; it can still be dragged between them. Send (or
/// Return) posts the message and dismisses the sheet, and the keyboard goes with it.
@MainActor
public final class ComposeSheetScenario: Scenario {
    /// How the showcase lists this scenario.
    public nonisolated static let descriptor = ScenarioDescriptor(
        identifier: "compose-sheet", title: "Reply sheet",
        tagline: "a sheet with a text field that rises above the keyboard", key: "5",
        hint: "Tap Reply, then the field, and type; Enter sends; drag the sheet"
    ) { ComposeSheetScenario() }

    /// The chat: the root controller.
    public let conversation: ViewController
    /// The reply sheet last presented, or `nil` before the first tap.
    public private(set) var reply: ViewController?

    /// The sheet's configuration: medium and large detents over a light dimmer, no stacking.
    public static var configuration: CardConfiguration {
        var configuration = CardConfiguration(
            stacksBackCards: false, detents: [.medium, .large], maximumDimmingAlpha: 0.3,
            allowsTapToDismiss: true)
        configuration.avoidsKeyboard = true
        return configuration
    }

    /// The configuration for a window of `size`: ``configuration``, except in a window less
    /// than 500 pt tall (an iPhone in landscape, compact height), where the sheet takes only its
    /// large detent, as a UIKit sheet goes full height in compact height: half of the little
    /// room the keyboard leaves would hide the field.
    ///
    /// - Parameter size: The window's size, in points.
    /// - Returns: The configuration.
    public static func configuration(for size: Size) -> CardConfiguration {
        var configuration = configuration
        if size.height < 500 { configuration.detents = [.large] }
        return configuration
    }

    /// Creates the scenario.
    public init() {
        let conversation = ConversationViewController()
        self.conversation = conversation
        conversation.onReply = { [weak self] in self?.showReply() }
    }

    /// The chat.
    public var rootViewController: ViewController { conversation }

    /// Presents a new reply sheet, as the button does.
    public func showReply() {
        guard conversation.presentedViewController == nil,
            let chat = conversation as? ConversationViewController
        else { return }
        let reply = ReplyViewController()
        reply.onSend = { [weak self, weak chat] text in
            guard !text.isEmpty else { return }
            chat?.send(text)
            self?.conversation.dismiss(animated: true)
        }
        self.reply = reply
        let size = conversation.view.window?.bounds.size ?? Size(width: 390, height: 844)
        conversation.presentCard(reply, configuration: Self.configuration(for: size))
    }

    /// `reply: medium, bottom 508, keyboard 336, draft "Hi" · 3 messages`: the sheet's detent,
    /// where its bottom rests, the keyboard's height and the text typed; or
    /// `reply: dismissed · 3 messages`.
    public var summary: String {
        let count = (conversation as? ConversationViewController)?.messages.count ?? 0
        guard let reply = reply as? ReplyViewController, reply.presentingViewController != nil,
            let card = reply.cardPresentationController
        else { return "reply: dismissed · \(count) messages" }
        let keyboard = conversation.view.window?.keyboardFrame?.height ?? 0
        return "reply: \(card.selectedDetentIdentifier.rawValue), bottom "
            + "\(Formatting.number(card.presentedCardFrame.maxY)), keyboard "
            + "\(Formatting.number(keyboard)), draft \"\(reply.field.string)\" · \(count) messages"
    }

    /// Reply, focus the field, type, drag up to large and down again, send.
    public var tour: [TourStep] {
        [
            TourStep("The chat", .wait, settle: 0.5, filmstrip: "The chat"),
            TourStep(
                "Tap Reply: the sheet rests at its medium detent",
                .tap(.node("conversation.reply")),
                settle: 1, filmstrip: "Reply sheet"),
            TourStep(
                "Tap the field: the keyboard shows and the sheet rises with it",
                .tap(.node("reply.field")), settle: 0.6, filmstrip: "Above the keyboard"),
            TourStep("Type a reply", .type("On my way!"), settle: 0.3),
            TourStep(
                "Drag the sheet up: large, still above the keyboard",
                .drag(
                    from: .node("reply.field", anchor: Point(x: 0.5, y: 0), offset: Point(y: -40)),
                    by: Point(x: 0, y: -200), duration: 0.3),
                settle: 1, filmstrip: "Large, above the keyboard"),
            TourStep(
                "Press Return: the message is sent, the sheet and keyboard go", .type("\n"),
                settle: 1, filmstrip: "Sent"),
        ]
    }
}
