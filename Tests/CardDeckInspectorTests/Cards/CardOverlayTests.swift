import CardDeck
import CardDeckViews
import Testing

@testable import CardDeckInspector

/// One edge and layout direction, and where a line at card-space position 200 and a 1000 pt/s
/// arrow from there must land in a 390 × 844 window.
struct OverlayRow: Sendable, CustomTestStringConvertible {
    let edge: CardEdge
    let direction: LayoutDirection
    /// The line's ends, in window points.
    let start: Point
    let end: Point
    /// Where its label goes, and whether the text ends there.
    let label: Point
    let labelEnds: Bool
    /// Where a 1000 pt/s arrow from the line's middle ends (100 ms of travel).
    let arrowStart: Point
    let arrowEnd: Point
    var testDescription: String { "\(edge) \(direction)" }

    static let all: [OverlayRow] = [
        // A bottom card: card space is the window; the line is across it at y 200.
        OverlayRow(
            edge: .bottom, direction: .leftToRight, start: Point(x: 0, y: 200),
            end: Point(x: 390, y: 200), label: Point(x: 0, y: 200), labelEnds: false,
            arrowStart: Point(x: 195, y: 200), arrowEnd: Point(x: 195, y: 300)),
        OverlayRow(
            edge: .bottom, direction: .rightToLeft, start: Point(x: 0, y: 200),
            end: Point(x: 390, y: 200), label: Point(x: 390, y: 200), labelEnds: true,
            arrowStart: Point(x: 195, y: 200), arrowEnd: Point(x: 195, y: 300)),
        // A top card: 200 from the far (bottom) edge is y 644; it moves up towards its edge.
        OverlayRow(
            edge: .top, direction: .leftToRight, start: Point(x: 0, y: 644),
            end: Point(x: 390, y: 644), label: Point(x: 0, y: 644), labelEnds: false,
            arrowStart: Point(x: 195, y: 644), arrowEnd: Point(x: 195, y: 544)),
        OverlayRow(
            edge: .top, direction: .rightToLeft, start: Point(x: 0, y: 644),
            end: Point(x: 390, y: 644), label: Point(x: 390, y: 644), labelEnds: true,
            arrowStart: Point(x: 195, y: 644), arrowEnd: Point(x: 195, y: 544)),
        // Leading in left-to-right is the left edge: 200 from the far (right) edge is x 190,
        // a line down the window, labelled at its top, moving left.
        OverlayRow(
            edge: .leading, direction: .leftToRight, start: Point(x: 190, y: 0),
            end: Point(x: 190, y: 844), label: Point(x: 190, y: 0), labelEnds: false,
            arrowStart: Point(x: 190, y: 422), arrowEnd: Point(x: 90, y: 422)),
        // Leading in right-to-left is the right edge: x 200, moving right.
        OverlayRow(
            edge: .leading, direction: .rightToLeft, start: Point(x: 200, y: 0),
            end: Point(x: 200, y: 844), label: Point(x: 200, y: 0), labelEnds: true,
            arrowStart: Point(x: 200, y: 422), arrowEnd: Point(x: 300, y: 422)),
        OverlayRow(
            edge: .trailing, direction: .leftToRight, start: Point(x: 200, y: 0),
            end: Point(x: 200, y: 844), label: Point(x: 200, y: 0), labelEnds: false,
            arrowStart: Point(x: 200, y: 422), arrowEnd: Point(x: 300, y: 422)),
        OverlayRow(
            edge: .trailing, direction: .rightToLeft, start: Point(x: 190, y: 0),
            end: Point(x: 190, y: 844), label: Point(x: 190, y: 0), labelEnds: true,
            arrowStart: Point(x: 190, y: 422), arrowEnd: Point(x: 90, y: 422)),
    ]

    var axis: CardInspectionAxis {
        CardInspectionAxis(
            edge: edge.physical(in: direction), area: Rect(x: 0, y: 0, width: 390, height: 844))
    }
}

@Suite("Cards overlay geometry")
struct CardOverlayTests {
    @Test("a detent line lands across the card's area at its position", arguments: OverlayRow.all)
    func line(_ row: OverlayRow) {
        let line = CardOverlay.line(
            .detent, "medium", at: 200, on: row.axis, direction: row.direction)
        #expect(line.start == row.start)
        #expect(line.end == row.end)
        #expect(line.labelPoint == row.label)
        #expect(line.labelEnds == row.labelEnds)
    }

    @Test("the velocity arrow points where the card moves", arguments: OverlayRow.all)
    func arrow(_ row: OverlayRow) {
        let arrow = CardOverlay.velocityArrow(1000, top: 200, on: row.axis)
        #expect(arrow.start == row.arrowStart)
        #expect(arrow.end == row.arrowEnd)
        #expect(arrow.label == "1,000 pt/s")
        let away = CardOverlay.velocityArrow(-1000, top: 200, on: row.axis)
        #expect(away.end.x - away.start.x == -(arrow.end.x - arrow.start.x))
        #expect(away.end.y - away.start.y == -(arrow.end.y - arrow.start.y))
    }

    @Test("a fast arrow is capped at 240 pt")
    func cappedArrow() {
        let axis = OverlayRow.all[0].axis
        let arrow = CardOverlay.velocityArrow(9000, top: 200, on: axis)
        #expect(arrow.end.y - arrow.start.y == CardOverlay.longestArrow)
        #expect(arrow.label == "9,000 pt/s")
    }

    @Test("an area inside the window is offset by the container's origin")
    func offsetArea() {
        let axis = CardInspectionAxis(
            edge: .bottom, area: Rect(x: 0, y: 0, width: 300, height: 500),
            origin: Point(x: 45, y: 100))
        let line = CardOverlay.line(.detent, "x", at: 250, on: axis, direction: .leftToRight)
        #expect(line.start == Point(x: 45, y: 350))
        #expect(line.end == Point(x: 345, y: 350))
        #expect(axis.attachedEdge == 500)
    }

    @Test("lines: each detent, the selected one marked, then the dismissal threshold")
    func lines() {
        let detents = [
            ResolvedDetent(identifier: .medium, height: 390.5, top: 453.5),
            ResolvedDetent(identifier: .large, height: 781, top: 63),
        ]
        let lines = CardOverlay.lines(
            detents: detents, selected: .large, threshold: (648.75, "ProjectedRelease"),
            on: OverlayRow.all[0].axis, direction: .leftToRight)
        #expect(lines.map(\.kind) == [.detent, .selected, .threshold])
        #expect(
            lines.map(\.label) == [
                "medium 391 pt", "large 781 pt", "dismiss · ProjectedRelease 649 pt",
            ])
        #expect(lines.map(\.start.y) == [453.5, 63, 648.75])
    }

    @Test("a release is drawn at the projection, else the chosen detent, else the edge")
    func releaseLine() {
        let detents = [ResolvedDetent(identifier: .medium, height: 400, top: 444)]
        let context = ReleaseContext(
            top: 480, velocity: 100, detents: detents, containerHeight: 844)
        let axis = OverlayRow.all[0].axis
        func line(_ behavior: ReleaseExplanation?, _ decision: ReleaseDecision) -> CardOverlay.Line
        {
            CardOverlay.release(
                CardReleaseExplanation(
                    context: context, behavior: behavior, decision: decision,
                    outcome: decision == .dismiss ? .dismisses : .settles(on: .medium)),
                on: axis, direction: .leftToRight)
        }
        let projected = ProjectedRelease().explanation(for: context)
        #expect(line(projected, projected.decision).start.y == projected.projectedTop)
        #expect(
            line(projected, projected.decision).label
                == "settles on medium · detent nearest the projection")
        let directional = DirectionalRelease().explanation(for: context)
        #expect(line(directional, .detent(.medium)).start.y == 444)
        #expect(line(nil, .dismiss).start.y == 844)
        let far = ProjectedRelease().explanation(
            for: ReleaseContext(top: 480, velocity: 9000, detents: detents, containerHeight: 844))
        #expect(line(far, .dismiss).start.y == 844)
    }
}
