import CardDeck
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A controller whose type name, as `String(describing:)` spells it, has a space in it.
private final class Pair<First, Second>: ViewController {}

/// The end state a live session writes as `expect` lines reads back as the same state, however
/// the app names its controllers and detents: a detent identifier is any string, and a generic
/// controller's type name has spaces in it.
@MainActor
@Suite("Session state: controller and detent names read back", .isolatedDiagnostics)
struct SessionStateNamesTests {
    @Test(
        "a card's names read back from the state's lines",
        arguments: [
            ("half open", true), ("", true), ("\"quoted\"", true), ("café", true),
            ("tab\there", true), ("medium", false), ("half open", false), ("medium", true),
        ])
    func roundTrip(detent: String, plainController: Bool) throws {
        let (window, root) = makeWindow()
        let card: ViewController = plainController ? ViewController() : Pair<Int, String>()
        let identifier = CardDetent.Identifier(rawValue: detent)
        root.presentCard(
            card,
            configuration: CardConfiguration(
                detents: [.custom(identifier: identifier) { _ in 300 }]))
        window.advance(by: 2)
        let state = SessionState(window: window)
        #expect(state.cards.map(\.detent) == [detent])
        let read = try SessionState(lines: state.lines)
        #expect(read.cards.map(\.controller) == state.cards.map(\.controller))
        #expect(read.cards.map(\.detent) == [detent])
        #expect(read.differences(from: state) == [])
    }

    @Test("lines written before names were quoted still read")
    func plainNames() throws {
        let state = try SessionState(lines: [
            "card ReplyViewController large 0 63 390 445", "keyboard none", "firstResponder no",
        ])
        #expect(state.cards.map(\.controller) == ["ReplyViewController"])
        #expect(state.cards.map(\.detent) == ["large"])
    }
}
