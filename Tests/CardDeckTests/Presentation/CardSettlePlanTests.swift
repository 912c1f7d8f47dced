import CardDeckViews
import Testing

@testable import CardDeck

/// How a card goes to rest, as a value: at once or animated, and the velocity the animation
/// starts at. Tops are along the card's main axis; the largest detent's top is 63.
@MainActor
@Suite("Card settle plans")
struct CardSettlePlanTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var from: Double
        var to: Double
        var velocity = 0.0
        var animates = true
        var includingStack = false
        /// The starting velocity's range towards the target, or `nil` for at once.
        var initialVelocity: ClosedRange<Double>?
        var testDescription: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row(name: "already at rest: at once", from: 453.5, to: 453.5, initialVelocity: nil),
        Row(name: "outside a window: at once", from: 300, to: 453.5, animates: false),
        Row(
            name: "at rest but the stack moves too: animated from rest", from: 453.5, to: 453.5,
            includingStack: true, initialVelocity: 0...0),
        Row(
            name: "down at 200 pt/s: starts at 200 towards the target", from: 300, to: 453.5,
            velocity: 200, initialVelocity: 200...200),
        Row(
            name: "up to a smaller detent thrown up: velocity towards the target", from: 600,
            to: 453.5, velocity: -300, initialVelocity: 300...300),
        Row(
            name: "up to the largest thrown hard: slowed so the spring stays in the area",
            from: 200, to: 63, velocity: -20_000, initialVelocity: 0.001...19_999),
    ]

    @Test("at once or animated, and how fast it starts", arguments: rows)
    func plan(row: Row) {
        func frame(_ top: Double) -> CardSpaceRect {
            CardSpaceRect(x: 0, y: top, width: 390, height: 844 - top)
        }
        let plan = CardSettlePlan(
            from: frame(row.from), to: frame(row.to), largestTop: 63,
            timing: CardConfiguration().snapTiming, velocity: row.velocity,
            animates: row.animates, includingStack: row.includingStack)
        #expect(plan.target == row.to)
        #expect(plan.distance == row.to - row.from)
        if let expected = row.initialVelocity {
            #expect(plan.initialVelocity.map(expected.contains) == true)
        } else {
            #expect(plan.initialVelocity == nil)
        }
    }

    @Test("a card at its resting top but another width is animated to its resting frame")
    func width() {
        let plan = CardSettlePlan(
            from: CardSpaceRect(x: 16, y: 300, width: 358, height: 544),
            to: CardSpaceRect(x: 0, y: 300, width: 390, height: 544), largestTop: 63,
            timing: CardConfiguration().snapTiming, velocity: 0, animates: true,
            includingStack: false)
        #expect(plan.initialVelocity == 0)
    }
}
