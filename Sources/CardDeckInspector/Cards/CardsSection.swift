import CardDeck
import CardDeckViews

/// The inspector's `cards` section: every presented card, by stack and presentation context,
/// with what it is doing, its detents, its configuration where it differs from
/// `CardConfiguration.shared` and its position; and over the phone, a line at each
/// detent and at the dismissal threshold, the finger's velocity while it drags, and at each
/// release where the card was sent, with the decision and the rule that took it.
///
/// Its messages carry only what changed: `rows` when a card came, went or changed its
/// detents, selection or configuration; `live` when a card moved or changed what it is doing;
/// `release` once per release. Clicking a card's row emits the page event `card` with the
/// card's id (its presented view's node id).
@MainActor
public final class CardsSection: InspectorSection {
    /// `cards`.
    public let name = "cards"
    /// How often, in frames, `CardConfiguration.shared` is looked at again while no
    /// configuration in use changed: 30 (a quarter of a second at 120 Hz). A change of a
    /// card's configuration or an assignment of `shared` is seen at the next frame; this
    /// catches `shared` changing under a `CardConfiguration.withShared(_:operation:)` scope.
    public static let configurationCheckInterval = 30

    /// The rows last sent, in presentation order.
    private(set) var rows: [CardRow] = []
    /// The keys the rows were worked out for.
    private var keys: [CardRow.Key] = []
    /// The live states last sent.
    private(set) var live: [CardLiveState] = []
    private var releases:
        [(card: CardPresentationController, explanation: CardReleaseExplanation)] =
            []
    private var framesSinceCheck = 0
    /// `CardConfiguration.changeCount` and `shared` when the rows were last worked out.
    private var checked: (changes: UInt64, shared: CardConfiguration)?
    /// The message buffer, reused from frame to frame.
    var json = InspectorJSON()
    private var observing = false

    /// A section with nothing shown yet.
    public init() {}

    /// The page script: `cardsScript`, the rows and the overlay drawn from the messages.
    public var script: String { Self.cardsScript }

    /// Reads every card; returns a message when a row, a card's live state or a release
    /// changed.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: The changes, or `nil`.
    public func frameDidCommit(in context: InspectorContext) -> InspectorMessage? {
        observe()
        let window = context.window
        let cards = context.cards
        framesSinceCheck += 1
        var recheck = checked?.changes != CardConfiguration.changeCount
        if framesSinceCheck >= Self.configurationCheckInterval {
            framesSinceCheck = 0
            recheck = recheck || sharedChanged()
        }
        let rowsChanged = updateRows(of: cards, in: window, recheckingConfiguration: recheck)
        let newLive = cards.indices.map { CardLiveState(cards[$0], axis: keys[$0].axis) }
        let liveChanged = newLive != live
        live = newLive
        let released = takeReleases(of: cards, in: window)
        guard rowsChanged || liveChanged || !released.isEmpty else { return nil }
        return message(rows: rowsChanged, live: liveChanged, releases: released)
    }

    /// Every card's row and live state.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: The message that brings a new page up to date.
    public func snapshot(in context: InspectorContext) -> InspectorMessage {
        observe()
        let cards = context.cards
        updateRows(of: cards, in: context.window, recheckingConfiguration: true)
        live = cards.indices.map { CardLiveState(cards[$0], axis: keys[$0].axis) }
        return message(rows: true, live: true, releases: [])
    }

    /// Answers `{do: "snapshot"}` with a snapshot; other commands are ignored. The section
    /// changes nothing in the window.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - context: The inspected session.
    /// - Returns: A snapshot, or `nil`.
    public func receive(_ command: InspectorCommand, in context: InspectorContext)
        -> InspectorMessage?
    {
        command.action == "snapshot" ? snapshot(in: context) : nil
    }

    /// Whether `CardConfiguration.shared` differs from the one the rows were worked out with.
    private func sharedChanged() -> Bool {
        guard let checked else { return true }
        let shared = CardConfiguration.shared
        return !CardConfigurationField.all.allSatisfy { $0.isEqual(shared, checked.shared) }
    }

    /// Stops hearing of releases (the engine explains a release only while someone listens)
    /// and forgets the ones not sent yet.
    ///
    /// - Parameter context: The session the inspector leaves.
    public func stopInspecting(in context: InspectorContext) {
        CardReleaseObservers.remove(self)
        observing = false
        releases.removeAll()
    }

    /// Starts hearing of releases, once. The observer is held until the section stops
    /// inspecting or goes.
    private func observe() {
        guard !observing else { return }
        observing = true
        CardReleaseObservers.add(self) { [weak self] card, explanation in
            self?.releases.append((card, explanation))
        }
    }

    /// Works out again the rows whose key changed (or all, with `recheckingConfiguration`).
    ///
    /// - Returns: Whether any row changed.
    @discardableResult
    private func updateRows(
        of cards: [CardPresentationController], in window: Window,
        recheckingConfiguration: Bool
    ) -> Bool {
        let newKeys = cards.map { CardRow.key(of: $0, in: window) }
        let sameCards =
            cards.count == rows.count
            && zip(cards, rows).allSatisfy { $0.presentedView?.id.rawValue == $1.id }
        guard !sameCards || newKeys != keys || recheckingConfiguration else { return false }
        checked = (CardConfiguration.changeCount, CardConfiguration.shared)
        var stacks: [ObjectIdentifier] = []
        let newRows = cards.indices.map { index in
            let stack = cards[index].inspection.stack
            if !stacks.contains(stack) { stacks.append(stack) }
            return CardRow(
                cards[index], key: newKeys[index], stack: (stacks.firstIndex(of: stack) ?? 0) + 1)
        }
        keys = newKeys
        guard newRows != rows else { return false }
        rows = newRows
        return true
    }

    /// The releases heard since the last frame, of this window's cards.
    private func takeReleases(of cards: [CardPresentationController], in window: Window)
        -> [CardReleaseMark]
    {
        guard !releases.isEmpty else { return [] }
        defer { releases.removeAll() }
        return releases.compactMap { release in
            guard let index = cards.firstIndex(where: { $0 === release.card }) else { return nil }
            return CardReleaseMark(
                row: rows[index], explanation: release.explanation, axis: keys[index].axis,
                direction: keys[index].direction)
        }
    }
}

/// A release to show: the card's row, the release's explanation and where to draw it.
struct CardReleaseMark {
    var row: CardRow
    var explanation: CardReleaseExplanation
    var axis: CardInspectionAxis
    var direction: LayoutDirection
}
