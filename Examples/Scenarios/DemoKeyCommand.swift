/// What a key does in the live demo: choose a scenario, replay the current one, or quit.
public enum DemoKeyCommand: Hashable, Sendable {
    /// Plays the scenario at this index of ``ScenarioCatalog/all``.
    case choose(Int)
    /// Plays the current scenario again from its start.
    case replay
    /// Starts or stops a recording of the session.
    case record
    /// Leaves the demo.
    case quit

    /// The key map: each scenario's ``ScenarioDescriptor/key``, `r` to replay, `s` to record,
    /// `q` to quit.
    public static let bindings: [Character: DemoKeyCommand] = {
        var map: [Character: DemoKeyCommand] = ["r": .replay, "s": .record, "q": .quit]
        for (index, scenario) in ScenarioCatalog.all.enumerated() {
            map[scenario.key] = .choose(index)
        }
        return map
    }()

    /// The command a key stands for, if any; upper-case letters count as lower-case.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: The command, or `nil` for a key the demo ignores.
    public static func command(for key: Character) -> DemoKeyCommand? {
        bindings[key] ?? bindings[Character(key.lowercased())]
    }
}
