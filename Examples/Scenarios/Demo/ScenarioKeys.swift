/// The keys that choose scenarios, written for a status line: runs of consecutive digits as
/// ranges, `1–3, 6`.
enum ScenarioKeys {
    /// The scenarios' keys in menu order, consecutive runs of digits joined with an en dash.
    ///
    /// - Parameter scenarios: The scenarios.
    /// - Returns: `1–3, 6` for keys 1, 2, 3 and 6; empty for none.
    static func description(of scenarios: [ScenarioDescriptor]) -> String {
        var runs: [(first: Character, last: Character)] = []
        for key in scenarios.map(\.key) {
            if let run = runs.last, let last = run.last.wholeNumberValue,
                key.wholeNumberValue == last + 1
            {
                runs[runs.count - 1].last = key
            } else {
                runs.append((key, key))
            }
        }
        return runs.map { $0.first == $0.last ? "\($0.first)" : "\($0.first)–\($0.last)" }
            .joined(separator: ", ")
    }
}
