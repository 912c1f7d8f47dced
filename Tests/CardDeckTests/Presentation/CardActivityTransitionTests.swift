import CardDeckMotion
import CardDeckViews
import Testing

@testable import CardDeck

/// The card's activity as a transition function: each row is an activity, an event and the
/// activity that must follow, one row per rule of ``CardActivity/next(on:)``.
@MainActor
@Suite("Card activity transitions")
struct CardActivityTransitionTests {
    /// The activity a row starts from.
    enum From: String, Sendable {
        case resting, settlingA, dragging, scrubbing, refusedDrag, dismissing, cancelling
        case cancellingAtOnce, caught
    }

    /// The event a row sends.
    enum Event: String, Sendable {
        case settleBeganB, settleFinishedA, settleFinishedB, settleStopped, dragBegan
        case dragMoved, dismissalRequested, dismissalAbandoned, dismissalThrown
        case dismissalRefused, dragEnded, releaseCancels, cancelledAtOnce, caught, ended
    }

    struct Row: CustomTestStringConvertible, Sendable {
        var from: From
        var event: Event
        var expected: String
        var testDescription: String { "\(from.rawValue) + \(event.rawValue) → \(expected)" }
    }

    nonisolated static let rows: [Row] = [
        // Settling.
        Row(from: .resting, event: .settleBeganB, expected: "settling(b)"),
        Row(from: .settlingA, event: .settleBeganB, expected: "settling(b)"),
        Row(from: .caught, event: .settleBeganB, expected: "settling(b)"),
        Row(from: .settlingA, event: .settleFinishedA, expected: "resting"),
        Row(from: .settlingA, event: .settleFinishedB, expected: "settling(a)"),
        Row(from: .resting, event: .settleFinishedA, expected: "resting"),
        Row(from: .settlingA, event: .settleStopped, expected: "resting"),
        Row(
            from: .dragging, event: .settleStopped,
            expected: "dragging(10, refused: false, i: none)"),
        // Dragging.
        Row(from: .resting, event: .dragBegan, expected: "dragging(20, refused: false, i: none)"),
        Row(from: .settlingA, event: .dragBegan, expected: "dragging(20, refused: false, i: none)"),
        Row(from: .dragging, event: .dragMoved, expected: "dragging(20, refused: false, i: none)"),
        Row(from: .scrubbing, event: .dragMoved, expected: "dragging(20, refused: false, i: i)"),
        Row(from: .resting, event: .dragMoved, expected: "resting"),
        Row(from: .dragging, event: .dragEnded, expected: "resting"),
        Row(from: .scrubbing, event: .dragEnded, expected: "resting"),
        Row(from: .settlingA, event: .dragEnded, expected: "settling(a)"),
        // The interactive dismissal.
        Row(
            from: .dragging, event: .dismissalRequested,
            expected: "dragging(10, refused: false, i: i)"),
        Row(from: .resting, event: .dismissalRequested, expected: "resting"),
        Row(
            from: .scrubbing, event: .dismissalAbandoned,
            expected: "dragging(10, refused: false, i: none)"),
        Row(
            from: .scrubbing, event: .dismissalRefused,
            expected: "dragging(10, refused: true, i: none)"),
        Row(
            from: .refusedDrag, event: .dragMoved, expected: "dragging(20, refused: false, i: none)"
        ),
        Row(
            from: .refusedDrag, event: .dismissalRequested,
            expected: "dragging(10, refused: true, i: i)"),
        // A thrown dismissal.
        Row(from: .resting, event: .dismissalThrown, expected: "dismissing(900.0)"),
        Row(
            from: .dragging, event: .dismissalThrown,
            expected: "dragging(10, refused: false, i: none)"),
        Row(from: .dismissing, event: .dismissalRefused, expected: "resting"),
        Row(from: .resting, event: .dismissalRefused, expected: "resting"),
        Row(from: .dismissing, event: .ended, expected: "resting"),
        Row(from: .dismissing, event: .caught, expected: "caught"),
        // A release that cancels the dismissal.
        Row(from: .resting, event: .releaseCancels, expected: "cancelling(i, large, 300.0)"),
        Row(
            from: .dragging, event: .releaseCancels,
            expected: "dragging(10, refused: false, i: none)"),
        Row(from: .cancelling, event: .cancelledAtOnce, expected: "cancelling(none, large, nil)"),
        Row(from: .resting, event: .cancelledAtOnce, expected: "resting"),
        Row(from: .cancelling, event: .ended, expected: "resting"),
        Row(from: .cancellingAtOnce, event: .ended, expected: "resting"),
        // Catching a transition, and a transition's end.
        Row(from: .resting, event: .caught, expected: "caught"),
        Row(from: .settlingA, event: .caught, expected: "caught"),
        Row(from: .caught, event: .ended, expected: "resting"),
        Row(from: .caught, event: .dismissalThrown, expected: "caught"),
        Row(from: .scrubbing, event: .ended, expected: "dragging(10, refused: false, i: none)"),
        Row(from: .resting, event: .ended, expected: "resting"),
        Row(from: .settlingA, event: .ended, expected: "settling(a)"),
    ]

    let a = PropertyAnimator(timingParameters: .curve(LinearCurve.linear, duration: 1))
    let b = PropertyAnimator(timingParameters: .curve(LinearCurve.linear, duration: 1))
    let interaction = CardDismissalInteraction()

    @Test("the next activity", arguments: rows)
    func next(row: Row) {
        let next = activity(row.from).next(on: event(row.event))
        #expect(describe(next) == row.expected)
    }

    @Test("the dismissal a gesture asks for is read from the activity")
    func dismissalRequest() {
        #expect(activity(.scrubbing).dismissalRequest?.interaction === interaction)
        #expect(activity(.scrubbing).dismissalRequest?.velocity == 0)
        #expect(activity(.dismissing).dismissalRequest?.interaction == nil)
        #expect(activity(.dismissing).dismissalRequest?.velocity == 900)
        for from in [From.resting, .dragging, .settlingA, .cancelling, .caught] {
            #expect(activity(from).dismissalRequest == nil)
        }
    }

    private func activity(_ from: From) -> CardActivity {
        let drag = CardDrag(fingerTop: 10, lastTranslation: 0)
        var refused = drag
        refused.dismissalRefused = true
        return switch from {
        case .resting: .resting
        case .settlingA: .settling(a)
        case .dragging: .dragging(drag, dismissal: nil)
        case .scrubbing: .dragging(drag, dismissal: interaction)
        case .refusedDrag: .dragging(refused, dismissal: nil)
        case .dismissing: .dismissing(velocity: 900)
        case .cancelling: .cancellingDismissal(interaction, thenSettlesOn: .large, velocity: 300)
        case .cancellingAtOnce: .cancellingDismissal(nil, thenSettlesOn: nil, velocity: nil)
        case .caught: .caught
        }
    }

    private func event(_ event: Event) -> CardEvent {
        switch event {
        case .settleBeganB: .settleBegan(b)
        case .settleFinishedA: .settleFinished(a)
        case .settleFinishedB: .settleFinished(b)
        case .settleStopped: .settleStopped
        case .dragBegan: .dragBegan(CardDrag(fingerTop: 20, lastTranslation: 0))
        case .dragMoved: .dragMoved(CardDrag(fingerTop: 20, lastTranslation: 4))
        case .dismissalRequested: .interactiveDismissalRequested(interaction)
        case .dismissalAbandoned: .dismissalAbandoned
        case .dismissalThrown: .dismissalThrown(velocity: 900)
        case .dismissalRefused: .dismissalRefused
        case .dragEnded: .dragEnded
        case .releaseCancels:
            .releaseCancelsDismissal(interaction, thenSettlesOn: .large, velocity: 300)
        case .cancelledAtOnce: .dismissalCancelledAtOnce
        case .caught: .transitionCaught
        case .ended: .transitionEnded
        }
    }

    private func describe(_ activity: CardActivity) -> String {
        func name(_ value: CardDismissalInteraction?) -> String {
            value == nil ? "none" : value === interaction ? "i" : "other"
        }
        switch activity {
        case .resting:
            return "resting"
        case .settling(let animator):
            return "settling(\(animator === a ? "a" : animator === b ? "b" : "other"))"
        case .dragging(let drag, let dismissal):
            return "dragging(\(Int(drag.fingerTop)), refused: \(drag.dismissalRefused), "
                + "i: \(name(dismissal)))"
        case .dismissing(let velocity):
            return "dismissing(\(velocity))"
        case .cancellingDismissal(let dismissal, let detent, let velocity):
            return "cancelling(\(name(dismissal)), \(detent?.rawValue ?? "nil"), "
                + "\(velocity.map { "\($0)" } ?? "nil"))"
        case .caught:
            return "caught"
        }
    }
}
