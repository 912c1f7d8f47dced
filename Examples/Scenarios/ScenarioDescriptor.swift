/// What the showcase needs to list a scenario and make it: its name, title, key and factory.
public struct ScenarioDescriptor: Sendable {
    /// A stable, lower-case name: the executable's name and the SVG files' prefix
    /// (`reactions-card`).
    public let identifier: String
    /// A short title for menus: `Reactions card`.
    public let title: String
    /// One line on what the scenario shows.
    public let tagline: String
    /// The key that chooses it in the live demo's menu: `1`, `2` or `3`.
    public let key: Character
    /// What to tap and drag, in a few words, for the live demo's status line.
    public let hint: String
    /// Makes a fresh scenario, its screens not yet in any window.
    public let make: @MainActor @Sendable () -> any Scenario

    /// Creates a descriptor.
    ///
    /// - Parameters:
    ///   - identifier: The stable name.
    ///   - title: The menu title.
    ///   - tagline: One line on what it shows.
    ///   - key: The menu key.
    ///   - hint: What to tap and drag, for the live demo's status line; default none.
    ///   - make: The factory.
    public init(
        identifier: String, title: String, tagline: String, key: Character, hint: String = "",
        make: @escaping @MainActor @Sendable () -> any Scenario
    ) {
        self.identifier = identifier
        self.title = title
        self.tagline = tagline
        self.key = key
        self.hint = hint
        self.make = make
    }
}
