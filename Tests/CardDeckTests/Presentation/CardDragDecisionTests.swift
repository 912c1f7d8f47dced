import CardDeckViews
import Testing

@testable import CardDeck

/// A drag's decisions as values: what the card shows for a finger position
/// (``CardDrag/step(in:)``) and what a release makes it do (``CardRelease``). Every row uses
/// the phone geometry of ``CardGeometryTests`` (medium top 453.5, large top 63, attached edge
/// 844, so 390.5 pt from the smallest detent to the edge).
@MainActor
@Suite("Card drag decisions")
struct CardDragDecisionTests {
    static func geometry(allowsDismissal: Bool = true) -> CardGeometry {
        var inputs = CardGeometryTests.inputs(CardGeometryTests.rows[0])
        inputs.configuration.allowInteractiveDismissal = allowsDismissal
        return CardGeometry(inputs)
    }

    struct StepRow: CustomTestStringConvertible, Sendable {
        var name: String
        var fingerTop: Double
        var refused = false
        var allowsDismissal = true
        /// The dismissal's progress, or `nil` when the card shows a top.
        var progress: Double?
        /// Where the shown top must be, when no dismissal is scrubbed.
        var top: ClosedRange<Double>
        var testDescription: String { name }
    }

    nonisolated static let stepRows: [StepRow] = [
        StepRow(name: "between the detents: 1:1", fingerTop: 300, top: 300...300),
        StepRow(
            name: "on the smallest detent: no dismissal yet", fingerTop: 453.5, top: 453.5...453.5),
        StepRow(
            name: "half way to the edge: the dismissal at 0.5", fingerTop: 648.75, progress: 0.5,
            top: 453.5...648.75),
        StepRow(
            name: "below the smallest after a refusal: a rubber band", fingerTop: 648.75,
            refused: true, top: 453.6...648.7),
        StepRow(
            name: "below the smallest without interactive dismissal: a rubber band",
            fingerTop: 648.75, allowsDismissal: false, top: 453.6...648.7),
        StepRow(name: "above the largest: a rubber band", fingerTop: 0, top: 0.1...62.9),
    ]

    @Test("what the card shows for a finger position", arguments: stepRows)
    func step(row: StepRow) {
        var drag = CardDrag(fingerTop: row.fingerTop, lastTranslation: 0)
        drag.dismissalRefused = row.refused
        let step = drag.step(in: Self.geometry(allowsDismissal: row.allowsDismissal))
        #expect(step.dismissalProgress == row.progress)
        #expect(row.top.contains(step.top))
    }

    @Test("a drag without a scroll view takes every movement")
    func follow() {
        var drag = CardDrag(fingerTop: 100, lastTranslation: 4)
        drag.follow(translation: 14, largestTop: 63)
        #expect(drag.fingerTop == 110)
        #expect(drag.lastTranslation == 14)
        drag.follow(translation: -100, largestTop: 63)
        // Without a scroll view the card passes its largest detent (into its rubber band).
        #expect(drag.fingerTop == -4)
        #expect(drag.cardOwnsMovement)
        #expect(!drag.stopsAtLargestDetent)
    }

    struct ReleaseRow: CustomTestStringConvertible, Sendable {
        var name: String
        var fingerTop: Double
        var velocity: Double
        var scrubs: Bool
        var decision: ReleaseDecision
        var outcome: CardReleaseOutcome
        var testDescription: String { name }
    }

    nonisolated static let releaseRows: [ReleaseRow] = [
        ReleaseRow(
            name: "scrubbing, dismissed: finishes at the velocity over the distance left",
            fingerTop: 600, velocity: 781, scrubs: true, decision: .dismiss,
            outcome: .finishDismissal(progressVelocity: 2)),
        ReleaseRow(
            name: "scrubbing, back to the smallest: the dismissal runs backwards",
            fingerTop: 600, velocity: -390.5, scrubs: true, decision: .detent(.medium),
            outcome: .cancelDismissal(progressVelocity: -1)),
        ReleaseRow(
            name: "scrubbing, to a larger detent: straight there at the finger's velocity",
            fingerTop: 600, velocity: -1_000, scrubs: true, decision: .detent(.large),
            outcome: .cancelDismissalThenSettle(on: .large, velocity: -1_000)),
        ReleaseRow(
            name: "between detents, dismissed: thrown out, the smallest if refused",
            fingerTop: 300, velocity: 500, scrubs: false, decision: .dismiss,
            outcome: .throwDismissal(velocity: 500, fallback: .medium)),
        ReleaseRow(
            name: "between detents, to a detent: springs there at the card's velocity",
            fingerTop: 300, velocity: 500, scrubs: false, decision: .detent(.large),
            outcome: .settle(on: .large, velocity: 500)),
        ReleaseRow(
            name: "in the band above, still moving out: comes back from where it is",
            fingerTop: 0, velocity: -100, scrubs: false, decision: .detent(.large),
            outcome: .settle(on: .large, velocity: 0)),
        ReleaseRow(
            name: "a velocity that is not finite counts as 0",
            fingerTop: 300, velocity: .infinity, scrubs: false, decision: .detent(.medium),
            outcome: .settle(on: .medium, velocity: 0)),
    ]

    @Test("what a release makes the card do", arguments: releaseRows)
    func release(row: ReleaseRow) {
        let release = CardRelease(
            drag: CardDrag(fingerTop: row.fingerTop, lastTranslation: 0),
            velocity: row.velocity, geometry: Self.geometry(), scrubsDismissal: row.scrubs)
        #expect(release.restingDetent == nil)
        #expect(release.outcome(of: row.decision) == row.outcome)
    }

    @Test("a dismissal that is not allowed becomes the smallest detent; others stay")
    func allowed() {
        let release = CardRelease(
            drag: CardDrag(fingerTop: 300, lastTranslation: 0), velocity: 0,
            geometry: Self.geometry(), scrubsDismissal: false)
        #expect(release.allowed(.dismiss, allowsDismissal: false) == .detent(.medium))
        #expect(release.allowed(.dismiss, allowsDismissal: true) == .dismiss)
        #expect(release.allowed(.detent(.large), allowsDismissal: false) == .detent(.large))
    }

    @Test("an unknown detent becomes the nearest one")
    func validated() {
        let release = CardRelease(
            drag: CardDrag(fingerTop: 100, lastTranslation: 0), velocity: 0,
            geometry: Self.geometry(), scrubsDismissal: false)
        #expect(release.validated(.detent("nowhere"), chooser: "a test") == .detent(.large))
        #expect(release.validated(.detent(.medium), chooser: "a test") == .detent(.medium))
        #expect(release.validated(.dismiss, chooser: "a test") == .dismiss)
    }
}
