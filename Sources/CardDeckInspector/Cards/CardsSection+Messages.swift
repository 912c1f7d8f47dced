import CardDeck
import CardDeckViews

extension CardsSection {
    /// The message for a frame: `rows` (every card's row), `live` (every card's live state and
    /// the velocity arrows) and `releases`, each only when asked for.
    func message(
        rows includeRows: Bool, live includeLive: Bool,
        releases: [CardReleaseMark]
    ) -> InspectorMessage {
        json.startMessage(section: name)
        if includeRows {
            json.member("rows")
            json.beginArray()
            for row in rows { Self.write(row, into: &json) }
            json.endArray()
        }
        if includeLive {
            json.member("live")
            json.beginArray()
            for state in live { Self.write(state, into: &json) }
            json.endArray()
        }
        if !releases.isEmpty {
            json.member("releases")
            json.beginArray()
            for release in releases { Self.write(release, into: &json) }
            json.endArray()
        }
        return json.finishMessage()
    }

    private static func write(_ row: CardRow, into json: inout InspectorJSON) {
        json.beginObject()
        json.member("id", row.id)
        json.member("stack", row.stack)
        json.member("context", row.context)
        json.member("level", row.level)
        json.member("edge", row.edge.rawValue)
        json.member("selected", row.selected.rawValue)
        json.member("behavior", row.behavior)
        json.member("detents")
        json.beginArray()
        for detent in row.detents {
            json.beginArray()
            json.element(detent.identifier.rawValue)
            json.element(detent.height)
            json.element(detent.top)
            json.endArray()
        }
        json.endArray()
        json.member("config", strings: row.differences)
        json.member("lines")
        json.beginArray()
        for line in row.lines { write(line, into: &json) }
        json.endArray()
        json.endObject()
    }

    /// A line as `[kind, label, x1, y1, x2, y2, labelX, labelY, labelEnds]`.
    private static func write(_ line: CardOverlay.Line, into json: inout InspectorJSON) {
        json.beginArray()
        json.element(line.kind.rawValue)
        json.element(line.label)
        json.element(line.start.x)
        json.element(line.start.y)
        json.element(line.end.x)
        json.element(line.end.y)
        json.element(line.labelPoint.x)
        json.element(line.labelPoint.y)
        json.element(line.labelEnds)
        json.endArray()
    }

    /// A live state as `{id, activity, frame: [x, y, w, h], detent, dismissal, velocity}`.
    private static func write(_ state: CardLiveState, into json: inout InspectorJSON) {
        json.beginObject()
        json.member("id", state.id)
        json.member("activity", state.activity)
        let frame = state.position.frame
        json.member("frame", numbers: [frame.minX, frame.minY, frame.width, frame.height])
        json.member("detent", state.position.detentProgress)
        json.member("dismissal", state.position.dismissalProgress)
        if let arrow = state.velocity {
            json.member("velocity")
            json.beginArray()
            json.element(arrow.start.x)
            json.element(arrow.start.y)
            json.element(arrow.end.x)
            json.element(arrow.end.y)
            json.element(arrow.label)
            json.endArray()
        }
        json.endObject()
    }

    /// A release as `{id, summary, outcome, decision, behavior, rule, numbers, line}`.
    private static func write(_ release: CardReleaseMark, into json: inout InspectorJSON) {
        let explanation = release.explanation
        json.beginObject()
        json.member("id", release.row.id)
        json.member("summary", explanation.summary)
        json.member("outcome", explanation.outcome.summary)
        json.member("decision", explanation.decision.summary)
        json.member("behavior", explanation.behavior?.behavior ?? "")
        json.member("rule", explanation.behavior?.rule.rawValue ?? "")
        json.member(
            "numbers",
            strings: (explanation.behavior?.measurements ?? []).map {
                "\($0.name) \($0.formatted)"
            })
        json.member("line")
        write(
            CardOverlay.release(explanation, on: release.axis, direction: release.direction),
            into: &json)
        json.endObject()
    }
}
