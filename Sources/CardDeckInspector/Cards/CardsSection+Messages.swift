import CardDeck
import CardDeckViews

extension CardsSection {
    /// The message for a frame: `rows` (every card's row), `live` (every card's live state and
    /// the velocity arrows) and `releases`, each only when asked for.
    func message(
        rows includeRows: Bool, live includeLive: Bool,
        releases: [CardReleaseMark]
    ) -> InspectorMessage {
        var json = InspectorJSON()
        var separator = ""
        if includeRows {
            json.key("rows")
            json.append("[")
            for (index, row) in rows.enumerated() {
                if index > 0 { json.append(",") }
                Self.write(row, into: &json)
            }
            json.append("]")
            separator = ","
        }
        if includeLive {
            json.append(separator)
            json.key("live")
            json.append("[")
            for (index, state) in live.enumerated() {
                if index > 0 { json.append(",") }
                Self.write(state, into: &json)
            }
            json.append("]")
            separator = ","
        }
        if !releases.isEmpty {
            json.append(separator)
            json.key("releases")
            json.append("[")
            for (index, release) in releases.enumerated() {
                if index > 0 { json.append(",") }
                Self.write(release, into: &json)
            }
            json.append("]")
        }
        return InspectorMessage(section: name, members: json.text)
    }

    private static func write(_ row: CardRow, into json: inout InspectorJSON) {
        json.append("{")
        json.key("id")
        json.number(Double(row.id))
        json.append(",")
        json.key("stack")
        json.number(Double(row.stack))
        json.append(",")
        json.key("context")
        json.string(row.context)
        json.append(",")
        json.key("level")
        json.number(Double(row.level))
        json.append(",")
        json.key("edge")
        json.string(row.edge.rawValue)
        json.append(",")
        json.key("selected")
        json.string(row.selected.rawValue)
        json.append(",")
        json.key("behavior")
        json.string(row.behavior)
        json.append(",")
        json.key("detents")
        json.append("[")
        for (index, detent) in row.detents.enumerated() {
            if index > 0 { json.append(",") }
            json.append("[")
            json.string(detent.identifier.rawValue)
            json.append(",")
            json.number(detent.height)
            json.append(",")
            json.number(detent.top)
            json.append("]")
        }
        json.append("],")
        json.key("config")
        json.append("[")
        for (index, difference) in row.differences.enumerated() {
            if index > 0 { json.append(",") }
            json.string(difference)
        }
        json.append("],")
        json.key("lines")
        json.append("[")
        for (index, line) in row.lines.enumerated() {
            if index > 0 { json.append(",") }
            write(line, into: &json)
        }
        json.append("]}")
    }

    /// A line as `[kind, label, x1, y1, x2, y2, labelX, labelY, labelEnds]`.
    private static func write(_ line: CardOverlay.Line, into json: inout InspectorJSON) {
        json.append("[")
        json.string(line.kind.rawValue)
        json.append(",")
        json.string(line.label)
        for value in [
            line.start.x, line.start.y, line.end.x, line.end.y, line.labelPoint.x,
            line.labelPoint.y,
        ] {
            json.append(",")
            json.number(value)
        }
        json.append(",")
        json.bool(line.labelEnds)
        json.append("]")
    }

    /// A live state as `{id, activity, frame: [x, y, w, h], detent, dismissal, velocity}`.
    private static func write(_ state: CardLiveState, into json: inout InspectorJSON) {
        json.append("{")
        json.key("id")
        json.number(Double(state.id))
        json.append(",")
        json.key("activity")
        json.string(state.activity)
        json.append(",")
        json.key("frame")
        let frame = state.position.frame
        json.append("[")
        for (index, value) in [frame.minX, frame.minY, frame.width, frame.height].enumerated() {
            if index > 0 { json.append(",") }
            json.number(value)
        }
        json.append("],")
        json.key("detent")
        json.number(state.position.detentProgress)
        json.append(",")
        json.key("dismissal")
        json.number(state.position.dismissalProgress)
        if let arrow = state.velocity {
            json.append(",")
            json.key("velocity")
            json.append("[")
            for value in [arrow.start.x, arrow.start.y, arrow.end.x, arrow.end.y] {
                json.number(value)
                json.append(",")
            }
            json.string(arrow.label)
            json.append("]")
        }
        json.append("}")
    }

    /// A release as `{id, summary, outcome, decision, behavior, rule, numbers, line}`.
    private static func write(_ release: CardReleaseMark, into json: inout InspectorJSON) {
        let explanation = release.explanation
        json.append("{")
        json.key("id")
        json.number(Double(release.row.id))
        json.append(",")
        json.key("summary")
        json.string(explanation.summary)
        json.append(",")
        json.key("outcome")
        json.string(explanation.outcome.summary)
        json.append(",")
        json.key("decision")
        json.string(explanation.decision.summary)
        json.append(",")
        json.key("behavior")
        json.string(explanation.behavior?.behavior ?? "")
        json.append(",")
        json.key("rule")
        json.string(explanation.behavior?.rule.rawValue ?? "")
        json.append(",")
        json.key("numbers")
        json.append("[")
        for (index, number) in (explanation.behavior?.measurements ?? []).enumerated() {
            if index > 0 { json.append(",") }
            json.string("\(number.name) \(number.formatted)")
        }
        json.append("],")
        json.key("line")
        write(
            CardOverlay.release(explanation, on: release.axis, direction: release.direction),
            into: &json)
        json.append("}")
    }
}
