/// The showcase's scenarios, in menu order, and the keys the live demo answers to.
public enum ScenarioCatalog {
    /// The draggable card, the fitted sheet and the stacked cards, keys `1` to `3`; a side
    /// sheet with a right-to-left switch, key `4`; the reply sheet with a text field, key `5`;
    /// two stacks side by side (presentation contexts), key `6`.
    public static let all: [ScenarioDescriptor] = [
        ReactionsCardScenario.descriptor,
        ResizableSheetScenario.descriptor,
        MusicStackScenario.descriptor,
        SideSheetScenario.descriptor,
        ComposeSheetScenario.descriptor,
        TwoStacksScenario.descriptor,
    ]

    /// The scenario with an identifier, if any.
    ///
    /// - Parameter identifier: A descriptor's ``ScenarioDescriptor/identifier``.
    /// - Returns: The descriptor, or `nil`.
    public static func scenario(named identifier: String) -> ScenarioDescriptor? {
        all.first { $0.identifier == identifier }
    }
}
