import CardDeck
import CardDeckViews
import CardDeckWeb

/// What a section sees of the inspected session: the session and its window.
@MainActor
public final class InspectorContext {
    /// The inspected session.
    public let session: WebSession
    /// The cards, found once for the sections that share this context.
    private var foundCards: [CardPresentationController]?

    /// Creates the context of a session.
    ///
    /// - Parameter session: The inspected session.
    public init(session: WebSession) {
        self.session = session
    }

    /// The window the session shows.
    public var window: Window { session.window }

    /// Every card presentation in the window (``InspectedCards/all(in:)``), found the first
    /// time a section asks and kept for the others: the inspector makes one context for each
    /// turn, page or command, and the sections change no card while it lasts.
    public var cards: [CardPresentationController] {
        if let foundCards { return foundCards }
        let cards = InspectedCards.all(in: window)
        foundCards = cards
        return cards
    }
}
