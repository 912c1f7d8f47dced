import Testing

@testable import CardDeckWeb

/// Who gives way when a connection arrives: one row per case.
@Suite struct WebAdmissionTests {
    struct Row: Sendable, CustomStringConvertible {
        let description: String
        let waiting: [String]
        let arriving: String
        let evictee: Int?
    }

    static let rows: [Row] = [
        Row(description: "room in both budgets", waiting: ["a", "b"], arriving: "a", evictee: nil),
        Row(description: "nobody waiting", waiting: [], arriving: "a", evictee: nil),
        Row(
            description: "the peer's budget is full: its oldest gives way, not an older other",
            waiting: ["b", "a", "a", "b", "a"], arriving: "a", evictee: 1),
        Row(
            description: "the total is full: the oldest of all gives way",
            waiting: ["b", "a", "c", "a", "b", "c"], arriving: "d", evictee: 0),
        Row(
            description: "both full: the peer's oldest gives way",
            waiting: ["b", "c", "a", "a", "a", "b"], arriving: "a", evictee: 2),
    ]

    /// Budgets of 3 per peer and 6 in total.
    @Test(arguments: rows)
    func evictee(_ row: Row) {
        let admission = WebAdmission(maximumPerPeer: 3, maximumTotal: 6)
        let peers = row.waiting.map { Substring($0) }
        #expect(admission.evictee(among: peers, arriving: Substring(row.arriving)) == row.evictee)
    }

    @Test func budgetsAreAtLeastOne() {
        let admission = WebAdmission(maximumPerPeer: 0, maximumTotal: -5)
        #expect(admission == WebAdmission(maximumPerPeer: 1, maximumTotal: 1))
        #expect(admission.evictee(among: ["x"], arriving: "y") == 0)
        #expect(admission.evictee(among: [], arriving: "y") == nil)
    }
}
