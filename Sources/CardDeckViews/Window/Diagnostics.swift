/// Where CardDeck records programmer errors it recovered from, so tests can see them.
///
/// Where UIKit logs a message and ignores a call (adding a view to its own subview, setting a
/// NaN frame, finishing an animator that is not stopped), CardDeck does the same and appends
/// the message here. The list keeps the newest ``capacity`` messages.
@MainActor
public enum Diagnostics {
    /// The most messages kept; older ones are dropped first.
    public static let capacity = 1_000

    /// The recorded warnings, oldest first.
    public private(set) static var warnings: [String] = []

    /// Records a warning.
    ///
    /// - Parameter message: What was wrong and what CardDeck did instead.
    public static func warn(_ message: String) {
        if warnings.count >= capacity { warnings.removeFirst(warnings.count - capacity + 1) }
        warnings.append(message)
    }

    /// Forgets every recorded warning.
    public static func removeAll() {
        warnings.removeAll()
    }
}
