/// Something that watches a ``WebSession`` from inside it, such as the `CardDeckInspector`
/// module's `WebInspector`: it is told after each turn, when a page opens and when a page
/// sends a message whose type starts with `i.`, and it answers through
/// ``WebSession/sendInspectorMessage(_:to:)`` and ``WebSession/broadcastInspectorMessage(_:)``.
///
/// Set it with ``WebSession/inspector``. A session without one does no inspector work at all:
/// the hooks are one `nil` check per turn and per page opened.
@MainActor
public protocol WebSessionInspecting: AnyObject {
    /// Called at the end of every turn of the session's loop, after the turn's patch went to
    /// the pages: the window has committed everything the pages are about to show.
    ///
    /// - Parameter session: The session.
    func sessionDidFinishTurn(_ session: WebSession)

    /// Called when a page has opened, after it got its hello, the whole tree and the status
    /// line: send it what the inspector shows.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - connection: The page's connection.
    func session(_ session: WebSession, didOpen connection: WebConnectionID)

    /// Called with a page's message whose type `t` starts with `i.`.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - text: The message's JSON text, as the page sent it (a JSON object; its members are
    ///     untrusted).
    ///   - connection: The page's connection.
    ///   - controls: Whether the page controls the window; a watching page may only read.
    func session(
        _ session: WebSession, received text: String, from connection: WebConnectionID,
        controls: Bool)

    /// Called with a page's message whose type `t` starts with `i.`, with the JSON object the
    /// session read it into, so that the inspector need not read the text again. The session
    /// calls this one; implement it to use the object. Default: calls
    /// ``session(_:received:from:controls:)`` with the text.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - text: The message's JSON text, as the page sent it.
    ///   - members: The message's JSON object as `JSONSerialization` read it (`String`,
    ///     `NSNumber`, `Bool`, arrays and dictionaries), the type `t` included; its members are
    ///     untrusted.
    ///   - connection: The page's connection.
    ///   - controls: Whether the page controls the window; a watching page may only read.
    func session(
        _ session: WebSession, received text: String, members: [String: Any],
        from connection: WebConnectionID, controls: Bool)

    /// Called when the session lets the inspector go: ``WebSession/inspector`` was set to
    /// `nil` or to another inspector, or the session is going away with the inspector set
    /// (then from its deinitializer: use `session` during the call, never keep it). Detach
    /// everything attached to the session's window or the engine (host renderers, observers),
    /// so that the session costs what it costs without an inspector and the window keeps
    /// nothing of it; attach again if the inspector is set again. Default: nothing.
    ///
    /// - Parameter session: The session the inspector leaves.
    func sessionDidRemoveInspector(_ session: WebSession)
}

extension WebSessionInspecting {
    /// Calls ``session(_:received:from:controls:)`` with the text: an inspector that reads the
    /// text itself works as before.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - text: The message's JSON text.
    ///   - members: The message's JSON object, unused.
    ///   - connection: The page's connection.
    ///   - controls: Whether the page controls the window.
    public func session(
        _ session: WebSession, received text: String, members: [String: Any],
        from connection: WebConnectionID, controls: Bool
    ) {
        self.session(session, received: text, from: connection, controls: controls)
    }

    /// Does nothing: an inspector that attaches nothing has nothing to detach.
    ///
    /// - Parameter session: The session the inspector leaves.
    public func sessionDidRemoveInspector(_ session: WebSession) {}
}
