/// Where CardDeck records programmer errors it recovered from, so tests can see them.
///
/// Where UIKit logs a message and ignores a call (adding a view to its own subview, setting a
/// NaN frame, finishing an animator that is not stopped), CardDeck does the same and appends
/// the message here. The list keeps the newest ``capacity`` messages. Warnings go to the
/// ``DiagnosticsScope`` in effect: the process's, or a test's own.
@MainActor
public enum Diagnostics {
    /// The most messages kept; older ones are dropped first.
    public nonisolated static let capacity = 1_000

    /// The warnings recorded in the current ``DiagnosticsScope``, oldest first.
    public static var warnings: [String] { DiagnosticsScope.current.warnings }

    /// Records a warning in the current ``DiagnosticsScope``.
    ///
    /// - Parameter message: What was wrong and what CardDeck did instead.
    public static func warn(_ message: String) {
        DiagnosticsScope.current.append(message)
    }

    /// Forgets every warning recorded in the current ``DiagnosticsScope``.
    public static func removeAll() {
        DiagnosticsScope.current.removeAllWarnings()
    }
}
