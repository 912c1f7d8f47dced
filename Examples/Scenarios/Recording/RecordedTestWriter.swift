import CardDeckTesting
import CardDeckViews

/// Writes a Swift Testing test from a recording: it builds the recorded scenario, replays the
/// recording and checks the end state the live session reported — what `carddeck-demo
/// --test-from FILE` prints. Pasted into a test target that depends on `CardDeckScenarios`
/// and `CardDeckTesting`, it compiles and passes.
public enum RecordedTestWriter {
    /// The test's source.
    ///
    /// - Parameters:
    ///   - recording: The recording; its `scenario` names the scenario (one of
    ///     ``ScenarioCatalog/all``).
    ///   - name: The test function's name; default from the scenario, `replayComposeSheet`.
    /// - Returns: The Swift source of one test function, with its imports.
    /// - Throws: ``InputRecordingError`` when the recording names no known scenario, or its
    ///   expectations are malformed.
    public static func source(for recording: InputRecording, name: String? = nil)
        throws(InputRecordingError) -> String
    {
        guard let identifier = recording.scenario,
            ScenarioCatalog.scenario(named: identifier) != nil
        else {
            throw InputRecordingError(
                line: 0,
                "the recording names no scenario of the demo (\(recording.scenario ?? "none"))")
        }
        let function =
            name ?? "replay" + identifier.split(separator: "-").map(\.capitalized).joined()
        var lines: [String] = [
            "import CardDeckScenarios",
            "import CardDeckTesting",
            "import CardDeckViews",
            "import Testing",
            "",
            "/// Recorded live in `carddeck-demo` (\(identifier), CardDeck "
                + "\(recording.cardDeckVersion)), \(recording.events.count) inputs over "
                + "\(Formatting.number(recording.duration)) s.",
            "@MainActor",
            "@Test func \(function)() throws {",
            "    let recording = try InputRecording(",
            "        parsing: #\"\"\"",
        ]
        for line in recording.text.split(separator: "\n") { lines.append("            \(line)") }
        lines += [
            "            \"\"\"#)",
            "    let scenario = try #require(ScenarioCatalog.scenario(named: \"\(identifier)\")).make()",
            "    let window = recording.makeWindow()",
            "    scenario.install(in: window)",
            "    window.replay(recording)",
            "",
        ]
        if let summary = recording.expectation("summary") {
            lines += [
                "    #expect(", "        scenario.summary", "            == \(literal(summary)))",
            ]
        }
        let expected = try SessionState(lines: recording.expectations)
        lines += [
            "    let state = SessionState(window: window)",
            "    #expect(state.cards.map(\\.detent) == [\(expected.cards.map { literal($0.detent) }.joined(separator: ", "))])",
        ]
        lines.append(
            "    // Cards, detents, resting frames (within 0.5 pt), keyboard and first responder, "
                + "as the live session ended.")
        lines.append(
            "    #expect(state.differences(from: try SessionState(lines: recording.expectations)) == [])"
        )
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Swift string literal for `text`.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
