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
        json.startMessage(section: name)
        if frame.reset { json.member("reset", true) }
        json.member("time", frame.time)
        if let interval = frame.interval { json.member("ms", interval * 1_000) }
        json.member("frames", frame.frames)
        json.member("missed", frame.missed)
        if let cost = frame.cost { json.member("costMs", cost * 1_000) }
        json.member("rate", rate)
        json.member("cards")
        json.beginArray()
        for sample in samples {
            json.beginArray()
            json.element(sample.card)
            json.element(sample.extent)
            json.endArray()
        }
        json.endArray()
        if !curves.isEmpty {
            json.member("curves")
            json.beginArray()
            for curve in curves { Self.write(curve, into: &json) }
            json.endArray()
        }
        if !ended.isEmpty {
            json.member("ended")
            json.beginArray()
            for card in ended { json.element(card) }
            json.endArray()
        }
        return json.finishMessage()
    }

    /// A curve as `{id, kind, start, target, timing, points: [t0, e0, t1, e1, …]}`.
    private static func write(_ curve: MotionCurve, into json: inout InspectorJSON) {
        json.beginObject()
        json.member("id", curve.card)
        json.member("kind", curve.kind)
        json.member("start", curve.start)
        json.member("target", curve.target)
        json.member("timing", curve.timing)
        json.member("points")
        json.beginArray()
        for point in curve.points {
            json.element(point.time)
            json.element(point.extent)
        }
        json.endArray()
        json.endObject()
    }
}
