import CardDeckViews
import Testing

@testable import CardDeck

/// How much of a stack's area a keyboard covers, as a pure function of the two rectangles.
@Suite("Card keyboard coverage")
struct CardKeyboardCoverageTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var keyboard: Rect
        var area = Rect(x: 0, y: 0, width: 390, height: 844)
        var covered: Double
        var testDescription: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row(
            name: "a 336 pt keyboard at the bottom",
            keyboard: Rect(x: 0, y: 508, width: 390, height: 336),
            covered: 336),
        Row(
            name: "beside the area", keyboard: Rect(x: 400, y: 508, width: 390, height: 336),
            covered: 0),
        Row(
            name: "below the area", keyboard: Rect(x: 0, y: 900, width: 390, height: 336),
            covered: 0),
        Row(
            name: "taller than the area: all of it",
            keyboard: Rect(x: 0, y: -10, width: 390, height: 900), covered: 844),
        Row(
            name: "a context's area ending above the keyboard's bottom",
            keyboard: Rect(x: 0, y: 300, width: 390, height: 336),
            area: Rect(x: 0, y: 0, width: 390, height: 400), covered: 100),
    ]

    @Test("covered height", arguments: rows)
    func covered(row: Row) {
        #expect(CardKeyboardAvoidance.coveredHeight(by: row.keyboard, of: row.area) == row.covered)
    }
}
