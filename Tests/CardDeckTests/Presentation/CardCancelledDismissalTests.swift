import CardDeckViews
import Testing

@testable import CardDeck

/// What a card does when its dismissal ends without completing, by its activity.
@MainActor
@Suite("Card cancelled dismissals")
struct CardCancelledDismissalTests {
    enum From: String, Sendable {
        case resting, dismissing, caught, cancelledToLarge, cancelledAtOnceToLarge
        case cancelledToSmallest
    }

    struct Row: CustomTestStringConvertible, Sendable {
        var from: From
        var expected: CardActivity.AfterCancelledDismissal
        var testDescription: String { from.rawValue }
    }

    nonisolated static let rows: [Row] = [
        Row(from: .resting, expected: .returnsToRest(thenSettlesOn: nil)),
        Row(from: .dismissing, expected: .returnsToRest(thenSettlesOn: nil)),
        Row(from: .caught, expected: .staysCaught),
        Row(from: .cancelledToLarge, expected: .settlesFromWhereItIs(.large, velocity: -200)),
        Row(from: .cancelledAtOnceToLarge, expected: .returnsToRest(thenSettlesOn: .large)),
        Row(from: .cancelledToSmallest, expected: .returnsToRest(thenSettlesOn: nil)),
    ]

    @Test("after a dismissal that did not complete", arguments: rows)
    func after(row: Row) {
        let activity: CardActivity =
            switch row.from {
            case .resting: .resting
            case .dismissing: .dismissing(velocity: 300)
            case .caught: .caught
            case .cancelledToLarge:
                .cancellingDismissal(nil, thenSettlesOn: .large, velocity: -200)
            case .cancelledAtOnceToLarge:
                .cancellingDismissal(nil, thenSettlesOn: .large, velocity: nil)
            case .cancelledToSmallest:
                .cancellingDismissal(nil, thenSettlesOn: nil, velocity: nil)
            }
        #expect(activity.afterCancelledDismissal == row.expected)
    }
}
