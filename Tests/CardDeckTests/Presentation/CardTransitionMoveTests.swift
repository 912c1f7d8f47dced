import Testing

@testable import CardDeck

/// What a card's presentation or dismissal does to the card, decided as a value.
@Suite("Card transition moves")
struct CardTransitionMoveTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var presenting: Bool
        var crossFades: Bool
        var scrubbed: Bool
        var start: CardTransitionMove?
        var end: CardTransitionMove
        var testDescription: String {
            "\(presenting ? "presentation" : "dismissal")"
                + "\(crossFades ? ", cross-faded" : "")\(scrubbed ? ", scrubbed" : "")"
        }
    }

    nonisolated static let rows: [Row] = [
        Row(
            presenting: true, crossFades: false, scrubbed: false, start: .placeForPresentation,
            end: .presented),
        Row(
            presenting: true, crossFades: true, scrubbed: false, start: .placeForCrossFade,
            end: .presented),
        Row(
            presenting: false, crossFades: false, scrubbed: false, start: nil,
            end: .dismissed(intoInitialFrame: true)),
        Row(
            presenting: false, crossFades: false, scrubbed: true, start: nil,
            end: .dismissed(intoInitialFrame: false)),
        Row(presenting: false, crossFades: true, scrubbed: false, start: nil, end: .crossFadedOut),
    ]

    @Test("where a transition puts the card, and where it takes it", arguments: rows)
    func plan(row: Row) {
        let plan = CardTransitionMove.plan(
            presenting: row.presenting, crossFades: row.crossFades, scrubbed: row.scrubbed)
        #expect(plan.start == row.start)
        #expect(plan.end == row.end)
    }
}
