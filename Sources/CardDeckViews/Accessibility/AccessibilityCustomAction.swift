/// An action an assistive technology offers on an element besides activating it, by name:
/// UIKit's `UIAccessibilityCustomAction`. A card's grabber offers "Expand", "Collapse" and
/// "Dismiss".
@MainActor
public struct AccessibilityCustomAction {
    /// The name a screen reader speaks and a user picks the action by; not empty.
    public var name: String
    /// Performs the action; returns whether it did something (`false` makes a screen reader
    /// play its failure sound).
    public var actionHandler: @MainActor (AccessibilityCustomAction) -> Bool

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - name: The name a screen reader speaks.
    ///   - actionHandler: Performs the action; receives the action and returns whether it
    ///     did something.
    public init(
        name: String, actionHandler: @escaping @MainActor (AccessibilityCustomAction) -> Bool
    ) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// Runs ``actionHandler``.
    ///
    /// - Returns: What the handler returned.
    public func perform() -> Bool { actionHandler(self) }
}
