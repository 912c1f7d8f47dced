extension MotionSection {
    /// `{reset, time, ms, frames, missed, costMs, rate, cards: [[id, extent]], curves: […],
    /// ended: [id]}` (`reset` only when the history starts over, in another window; `ended`,
    /// the cards whose motion stopped being followed at this frame, only when there are
    /// some): the frame's time in seconds, its interval and cost in milliseconds, lengths in
    /// points.
    func message(
        frame: MotionFrame, samples: [MotionSample], curves: [MotionCurve], ended: [UInt64],
        rate: Double
    ) -> InspectorMessage {
        var json = InspectorJSON()
        if frame.reset { json.append("\"reset\":true,") }
        json.key("time")
        json.number(frame.time)
        if let interval = frame.interval {
            json.append(",")
            json.key("ms")
            json.number(interval * 1_000)
        }
        json.append(",")
        json.key("frames")
        json.number(Double(frame.frames))
        json.append(",")
        json.key("missed")
        json.number(Double(frame.missed))
        if let cost = frame.cost {
            json.append(",")
            json.key("costMs")
            json.number(cost * 1_000)
        }
        json.append(",")
        json.key("rate")
        json.number(rate)
        json.append(",")
        json.key("cards")
        json.append("[")
        for (index, sample) in samples.enumerated() {
            if index > 0 { json.append(",") }
            json.append("[")
            json.number(Double(sample.card))
            json.append(",")
            json.number(sample.extent)
            json.append("]")
        }
        json.append("]")
        if !curves.isEmpty {
            json.append(",")
            json.key("curves")
            json.append("[")
            for (index, curve) in curves.enumerated() {
                if index > 0 { json.append(",") }
                Self.write(curve, into: &json)
            }
            json.append("]")
        }
        if !ended.isEmpty {
            json.append(",")
            json.key("ended")
            json.append("[")
            for (index, card) in ended.enumerated() {
                if index > 0 { json.append(",") }
                json.number(Double(card))
            }
            json.append("]")
        }
        return InspectorMessage(section: name, members: json.text)
    }

    /// A curve as `{id, kind, start, target, timing, points: [t0, e0, t1, e1, …]}`.
    private static func write(_ curve: MotionCurve, into json: inout InspectorJSON) {
        json.append("{")
        json.key("id")
        json.number(Double(curve.card))
        json.append(",")
        json.key("kind")
        json.string(curve.kind)
        json.append(",")
        json.key("start")
        json.number(curve.start)
        json.append(",")
        json.key("target")
        json.number(curve.target)
        json.append(",")
        json.key("timing")
        json.string(curve.timing)
        json.append(",")
        json.key("points")
        json.append("[")
        for (index, point) in curve.points.enumerated() {
            if index > 0 { json.append(",") }
            json.number(point.time)
            json.append(",")
            json.number(point.extent)
        }
        json.append("]}")
    }
}
