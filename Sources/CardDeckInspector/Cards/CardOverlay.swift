import CardDeck
import CardDeckViews

/// What the cards section draws over the phone for one card, in window points: a line across
/// the card's area at each detent and at the dismissal threshold, the finger's velocity as an
/// arrow, and the resting point a release chose. Worked out from card-space positions by
/// ``CardInspectionAxis``, so it is right for every edge and layout direction; the page only
/// places it.
struct CardOverlay: Equatable {
    /// What a line marks.
    enum Kind: String {
        /// A detent the card may rest on.
        case detent
        /// The detent the card rests on or settles towards.
        case selected
        /// The release behaviour's dismissal threshold.
        case threshold
        /// Where a release sent the card.
        case release
    }

    /// A labelled line across the card's area.
    struct Line: Equatable {
        var kind: Kind
        var label: String
        var start: Point
        var end: Point
        /// Where the label goes: the line's leading end (its left in left-to-right, its right
        /// in right-to-left) for a line across the window, its top end for a line down it.
        var labelPoint: Point
        /// Whether the label's text ends at ``labelPoint`` (right-to-left) rather than starting
        /// there.
        var labelEnds: Bool
    }

    /// An arrow from a point, labelled.
    struct Arrow: Equatable {
        var start: Point
        var end: Point
        var label: String
    }

    /// How long an arrow is per point per second of velocity: the distance the card covers in
    /// 100 ms.
    static let arrowSeconds = 0.1
    /// The longest arrow, in points.
    static let longestArrow = 240.0

    /// The line across the area at card-space position `top`.
    ///
    /// - Parameters:
    ///   - kind: What it marks.
    ///   - label: Its label.
    ///   - top: A card-space position along the main axis, in points.
    ///   - axis: The card's axis.
    ///   - direction: The window's layout direction.
    /// - Returns: The line, in window points.
    static func line(
        _ kind: Kind, _ label: String, at top: Double, on axis: CardInspectionAxis,
        direction: LayoutDirection
    ) -> Line {
        let start = axis.point(atTop: top, across: 0)
        let end = axis.point(atTop: top, across: 1)
        let acrossWindow = !axis.edge.isHorizontal
        let rightToLeft = direction == .rightToLeft
        // Across the window the label sits at the leading end; down the window at the top end,
        // which card space's x = 0 always is for a side card.
        let labelAtEnd = acrossWindow ? rightToLeft == (start.x < end.x) : start.y > end.y
        return Line(
            kind: kind, label: label, start: start, end: end,
            labelPoint: labelAtEnd ? end : start, labelEnds: rightToLeft)
    }

    /// The lines of a card: each detent, the selected one marked, and the dismissal threshold.
    ///
    /// - Parameters:
    ///   - detents: The resolved detents (card-space tops).
    ///   - selected: The selected detent.
    ///   - threshold: The dismissal threshold's position, if the behaviour has one, and the
    ///     behaviour's name.
    ///   - axis: The card's axis.
    ///   - direction: The window's layout direction.
    /// - Returns: The lines, detents first.
    static func lines(
        detents: [ResolvedDetent], selected: CardDetent.Identifier,
        threshold: (top: Double, behavior: String)?, on axis: CardInspectionAxis,
        direction: LayoutDirection
    ) -> [Line] {
        var lines = detents.map { detent in
            line(
                detent.identifier == selected ? .selected : .detent,
                "\(detent.identifier.rawValue) \(ReleaseExplanation.format(detent.height)) pt",
                at: detent.top, on: axis, direction: direction)
        }
        if let threshold, threshold.top.isFinite {
            lines.append(
                line(
                    .threshold,
                    "dismiss · \(threshold.behavior) \(ReleaseExplanation.format(threshold.top)) pt",
                    at: threshold.top, on: axis, direction: direction))
        }
        return lines
    }

    /// The finger's velocity as an arrow from the middle of the card's leading edge, as long
    /// as the card travels in ``arrowSeconds`` (at most ``longestArrow``), pointing where the
    /// card moves.
    ///
    /// - Parameters:
    ///   - velocity: Points per second along the main axis, towards the attached edge.
    ///   - top: The card's card-space top.
    ///   - axis: The card's axis.
    /// - Returns: The arrow, in window points.
    static func velocityArrow(_ velocity: Double, top: Double, on axis: CardInspectionAxis)
        -> Arrow
    {
        let length = min(max(velocity * arrowSeconds, -longestArrow), longestArrow)
        return Arrow(
            start: axis.point(atTop: top, across: 0.5),
            end: axis.point(atTop: top + length, across: 0.5),
            label: "\(ReleaseExplanation.format(velocity)) pt/s")
    }

    /// Where a release sent the card: the behaviour's projection when it projects, else the
    /// chosen detent, else the attached edge for a dismissal.
    ///
    /// - Parameters:
    ///   - explanation: The release's explanation.
    ///   - axis: The card's axis.
    ///   - direction: The window's layout direction.
    /// - Returns: The line, labelled with the decision and the rule.
    static func release(
        _ explanation: CardReleaseExplanation, on axis: CardInspectionAxis,
        direction: LayoutDirection
    ) -> Line {
        let context = explanation.context
        var top = axis.attachedEdge
        if let projected = explanation.behavior?.projectedTop, projected.isFinite {
            top = projected
        } else if case .detent(let identifier) = explanation.decision,
            let detent = context.detents.first(where: { $0.identifier == identifier })
        {
            top = detent.top
        }
        // A projection far past the window is drawn at the window's edge.
        top = min(max(top, axis.attachedEdge - axis.mainLength), axis.attachedEdge)
        let rule = explanation.behavior.map { " · \($0.rule.rawValue)" } ?? ""
        return line(
            .release, "\(explanation.outcome.summary)\(rule)", at: top, on: axis,
            direction: direction)
    }
}
