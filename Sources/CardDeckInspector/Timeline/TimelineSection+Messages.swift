import CardDeckTesting
import CardDeckViews

extension TimelineSection {
    /// What the state message says, in a few numbers a turn compares without writing the
    /// message (and without allocating): live, the moment, the duration in tenths, the inputs,
    /// full, the checkpoints and how many are built.
    struct Signature: Equatable {
        var live = true
        var time = 0.0
        var tenths = 0.0
        var inputs = 0
        var full = false
        var checkpoints = 0
        var lastCheckpoint = 0.0
        var built = 0
    }

    static func signature(of timeline: SessionTimeline) -> Signature {
        let checkpoints = timeline.checkpoints
        let recording = timeline.recording
        return Signature(
            live: timeline.isLive, time: timeline.isLive ? 0 : timeline.time,
            tenths: (recording.duration * 10).rounded(.down), inputs: recording.events.count,
            full: timeline.isFull, checkpoints: checkpoints.frozenCount,
            lastCheckpoint: checkpoints.replicas.last?.position ?? 0, built: checkpoints.frozenCount
        )
    }

    /// The members of a state message: `kind` `state`, `live`, the moment and the duration in
    /// frames and seconds, the frame interval, the inputs recorded, whether the recording is
    /// full, the checkpoints' frames and how many are built, and whether work is pending.
    static func state(of timeline: SessionTimeline) -> String {
        let recording = timeline.recording
        let interval = timeline.frameInterval
        var json = InspectorJSON()
        json.append("\"kind\":\"state\",")
        json.key("live")
        json.bool(timeline.isLive)
        json.append(",")
        json.key("frame")
        json.number((timeline.time / interval).rounded())
        json.append(",")
        json.key("frames")
        json.number((recording.duration / interval).rounded(.down))
        json.append(",")
        json.key("time")
        json.number(timeline.time)
        json.append(",")
        json.key("duration")
        // Tenths: a live duration changes every frame, a message only every tenth.
        json.number((recording.duration * 10).rounded(.down) / 10)
        json.append(",")
        json.key("interval")
        json.number(interval)
        json.append(",")
        json.key("inputs")
        json.number(Double(recording.events.count))
        json.append(",")
        json.key("full")
        json.bool(timeline.isFull)
        json.append(",")
        json.key("checkpoints")
        json.append("[")
        json.append(
            timeline.checkpoints.times.map { String(Int(($0 / interval).rounded())) }
                .joined(separator: ","))
        json.append("],")
        json.key("built")
        json.number(Double(timeline.checkpoints.frozenCount))
        json.append(",")
        json.key("pending")
        json.bool(timeline.checkpoints.hasMissing)
        return json.text
    }

    /// The exported test, or why there is none, with the recording's file name.
    func export(_ timeline: SessionTimeline) -> InspectorMessage {
        var json = InspectorJSON()
        json.append("\"kind\":\"export\",")
        do {
            let test = try exportedTest()
            json.key("test")
            json.string(test)
        } catch {
            json.key("error")
            json.string("\(error)")
        }
        json.append(",")
        json.key("file")
        json.string(Self.fileName(of: timeline.recording))
        return InspectorMessage(section: name, members: json.text)
    }

    /// The Swift Testing test of the span shown, exactly as the app's `--test-from` prints it
    /// for ``SessionTimeline/exportedRecording()`` (what "Download recording" saves).
    ///
    /// - Returns: The test's source.
    /// - Throws: `InputRecordingError` when no timeline was started or the app gave no test
    ///   writer, and what the writer throws.
    public func exportedTest() throws -> String {
        guard let timeline else {
            throw InputRecordingError(line: 0, "no timeline: the app started none")
        }
        guard let testWriterForExport else {
            throw InputRecordingError(line: 0, "this app offers no test writer")
        }
        return try testWriterForExport(timeline.exportedRecording())
    }

    /// The `.cdrec` text of the span shown.
    func recording(_ timeline: SessionTimeline) -> InspectorMessage {
        let recording = timeline.exportedRecording()
        var json = InspectorJSON()
        json.append("\"kind\":\"recording\",")
        json.key("file")
        json.string(Self.fileName(of: recording))
        json.append(",")
        json.key("text")
        json.string(recording.text)
        return InspectorMessage(section: name, members: json.text)
    }

    /// `carddeck-<scenario>.cdrec`.
    static func fileName(of recording: InputRecording) -> String {
        let scenario = (recording.scenario ?? "session").filter {
            $0.isLetter || $0.isNumber || $0 == "-"
        }
        return "carddeck-\(scenario.isEmpty ? "session" : scenario).cdrec"
    }
}
