import CardDeckViews
import CardDeckWeb

/// What a section sees of the inspected session: the session and its window.
@MainActor
public final class InspectorContext {
    /// The inspected session.
    public let session: WebSession

    /// Creates the context of a session.
    ///
    /// - Parameter session: The inspected session.
    public init(session: WebSession) {
        self.session = session
    }

    /// The window the session shows.
    public var window: Window { session.window }
}
