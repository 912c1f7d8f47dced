import CardDeckViews
import Testing

@testable import CardDeck

/// The selected detent and when the delegate hears of a new one, as a value.
@Suite("Card detent selection")
struct CardDetentSelectionTests {
    nonisolated static let detents = [
        ResolvedDetent(identifier: .medium, height: 390.5, top: 453.5),
        ResolvedDetent(identifier: .large, height: 781, top: 63),
    ]

    struct ForgetRow: CustomTestStringConvertible, Sendable {
        var selected: CardDetent.Identifier?
        var kept: CardDetent.Identifier?
        var rests: CardDetent.Identifier
        var testDescription: String { "\(selected?.rawValue ?? "nil") → \(rests)" }
    }

    nonisolated static let forgetRows: [ForgetRow] = [
        ForgetRow(selected: .large, kept: .large, rests: .large),
        ForgetRow(selected: .medium, kept: .medium, rests: .medium),
        ForgetRow(selected: "fitted", kept: nil, rests: .medium),
        ForgetRow(selected: nil, kept: nil, rests: .medium),
    ]

    @Test("a selected detent that does not resolve is forgotten", arguments: forgetRows)
    func forget(row: ForgetRow) {
        var selection = CardDetentSelection(selected: row.selected)
        selection.forgetUnresolved(among: Self.detents)
        #expect(selection.selected == row.kept)
        #expect(selection.detent(among: Self.detents).identifier == row.rests)
    }

    @Test("the delegate hears of each new detent once; the presentation's end is silent")
    func settle() {
        var selection = CardDetentSelection()
        #expect(
            selection.settle(on: .medium)
                == CardDetentSelection.Change(previous: nil, current: .medium))
        #expect(selection.settle(on: .medium) == nil)
        #expect(
            selection.settle(on: .large)
                == CardDetentSelection.Change(previous: .medium, current: .large))
        selection.markSettled(on: .medium)
        #expect(selection.settled == .medium)
        #expect(selection.settle(on: .medium) == nil)
    }
}
