import CardDeck
import CardDeckViews
import Foundation

/// The inspector's `tuning` section: edits the selected card's configuration live and gives
/// it back as Swift.
///
/// A page picks a card by its presented view's node id (the `card` page event, or the
/// section's own list of presented cards) and changes its spacing, insets, corner radius,
/// fade, detents, dimming and timings. Each change is applied through the card's
/// `CardPresentationController.animateChanges(_:)`, so the card animates to its new
/// look, and the configuration setter brings every value into range as it does for any caller:
/// the page shows the warnings the engine recorded for the change and the values the card
/// took. "Copy as Swift" gives `CardConfiguration.swiftSource()` for the card:
/// the code for the fields that differ from `CardConfiguration.shared`. The spacing, the
/// insets, the dismiss area and the fade shape the stack and are fixed once a card is
/// presented: the engine keeps the card's own values and says so, and the page marks them.
///
/// Only a page that controls the window may edit; a watching page sees the values and may
/// copy the code. Commands (`i.tuning`, member `do`):
/// - `set` with `card` (the view's node id), `field` (`cornerRadius`, `detents`,
///   `snapTiming.response`…) and `value` (a number, a text, or `null` for none);
/// - `reset` with `card`: the configuration the card had when the section first saw it (at
///   its presentation when the inspector was on);
/// - `copy` with `card`: replies with the Swift code.
@MainActor
public final class TuningSection: InspectorSection {
    /// `tuning`.
    public let name = "tuning"

    /// What each card's configuration was when the section first saw it, by its view's node
    /// id: `reset` restores it.
    private var firstSeen: [UInt64: CardConfiguration] = [:]
    /// What the pages were last told: each card, its view's node id and its configuration,
    /// in order.
    private var shown:
        [(card: CardPresentationController, id: UInt64, configuration: CardConfiguration)] = []
    /// `CardConfiguration.changeCount` when the cards were last compared.
    private var shownChangeCount: UInt64?

    /// Creates the section.
    public init() {}

    /// The section's page script: the card picker, the form and the "Copy as Swift" output.
    public var script: String { Self.pageScript }

    /// Tells the pages when a card was presented or dismissed or its configuration changed.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: Every card's values, or `nil` when nothing changed.
    public func frameDidCommit(in context: InspectorContext) -> InspectorMessage? {
        let cards = context.cards
        let sameCards =
            cards.count == shown.count && zip(cards, shown).allSatisfy { $0 === $1.card }
        // No configuration in use changed since the pages were told: nothing to compare.
        if sameCards, CardConfiguration.changeCount == shownChangeCount { return nil }
        shownChangeCount = CardConfiguration.changeCount
        let unchanged =
            sameCards
            && zip(cards, shown).allSatisfy { card, seen in
                let configuration = card.configuration
                return card.presentedView?.id.rawValue == seen.id
                    && CardConfigurationField.all.allSatisfy {
                        $0.isEqual(configuration, seen.configuration)
                    }
            }
        return unchanged ? nil : state(of: cards)
    }

    /// Every presented card's values.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: The message.
    public func snapshot(in context: InspectorContext) -> InspectorMessage {
        state(of: context.cards)
    }

    /// Applies `set` and `reset` from a controlling page, and answers `copy` from any page.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - context: The inspected session.
    /// - Returns: The reply for the page, or `nil` for an unknown action.
    public func receive(_ command: InspectorCommand, in context: InspectorContext)
        -> InspectorMessage?
    {
        guard let action = command.action, ["set", "reset", "copy"].contains(action) else {
            return nil
        }
        guard let id = command.number("card").flatMap(UInt64.init(exactly:)),
            let card = InspectedCards.card(withViewID: id, in: context.window)
        else { return reply(action, card: nil, error: "No presented card has that view id.") }
        if action == "copy" {
            return reply(action, card: (id, card), swift: card.configuration.swiftSource())
        }
        guard command.controls else {
            return reply(
                action, card: (id, card),
                error: "This page watches the window: only the controlling page can edit.")
        }
        var proposed = card.configuration
        if action == "reset" {
            proposed = firstSeen[id] ?? proposed
        } else {
            do throws(TuningEdit.Failure) {
                try edit(from: command).apply(to: &proposed)
            } catch {
                return reply(action, card: (id, card), error: error.message)
            }
        }
        let warnings = DiagnosticsScope.current.warnings {
            card.animateChanges { card.configuration = proposed }
        }.warnings
        return reply(action, card: (id, card), field: command.string("field"), warnings: warnings)
    }

    /// Holds a `set` of one card's field: of a turn's sets of it from a page only the latest
    /// runs, since each replaces the value. A set that names no card or no field runs at once
    /// (and is answered with its error), as does every other command.
    ///
    /// - Parameter command: A page's command.
    /// - Returns: `set.<card>.<field>` for a set, otherwise `nil`.
    public func coalescingKey(for command: InspectorCommand) -> String? {
        guard command.action == "set", let card = command.number("card"),
            let field = command.string("field")
        else { return nil }
        return "set.\(card).\(field)"
    }

    /// The edit a `set` command asks for.
    private func edit(from command: InspectorCommand) throws(TuningEdit.Failure) -> TuningEdit {
        guard let field = command.string("field") else {
            throw TuningEdit.Failure(message: "A set command names its field.")
        }
        switch command.members["value"] {
        case nil, is NSNull: return TuningEdit(field: field, value: .none)
        case let text as String: return TuningEdit(field: field, value: .text(text))
        default:
            guard let number = command.number("value") else {
                throw TuningEdit.Failure(message: "\(field) takes a finite number within ±10⁹.")
            }
            return TuningEdit(field: field, value: .number(number))
        }
    }

    /// The message with every card's values; remembers what it told.
    private func state(of cards: [CardPresentationController]) -> InspectorMessage {
        var json = InspectorJSON()
        json.startMessage(section: name)
        json.member("cards")
        json.beginArray()
        shown = []
        for card in cards {
            guard let id = card.presentedView?.id.rawValue else { continue }
            if firstSeen[id] == nil { firstSeen[id] = card.configuration }
            Self.write(card, id: id, to: &json)
            shown.append((card, id, card.configuration))
        }
        json.endArray()
        let ids = Set(shown.map(\.id))
        firstSeen = firstSeen.filter { ids.contains($0.key) }
        return json.finishMessage()
    }
}
