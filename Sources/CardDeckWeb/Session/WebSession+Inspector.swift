extension WebSession {
    /// Sends an inspector's message to one page, through the same checks as a patch: the page
    /// must be connected and must not be behind (more than ``maximumQueuedBytes`` waiting to
    /// be written). Counted in ``statistics``.
    ///
    /// - Parameters:
    ///   - text: The message's JSON text: an object whose type `t` starts with `i.`.
    ///   - connection: The page.
    /// - Returns: Whether the message was queued; `false` for an unknown page or one that is
    ///   behind, which must be brought up to date later as a whole.
    @discardableResult
    public func sendInspectorMessage(_ text: String, to connection: WebConnectionID) -> Bool {
        guard connections.contains(connection),
            transport.pendingOutboundBytes(for: connection) <= Self.maximumQueuedBytes
        else {
            statistics.inspectorMessagesSkipped += 1
            return false
        }
        transport.send(text, to: connection)
        statistics.inspectorMessagesSent += 1
        statistics.inspectorBytesSent += text.utf8.count
        return true
    }

    /// Sends an inspector's message to every page through ``sendInspectorMessage(_:to:)``.
    ///
    /// - Parameter text: The message's JSON text.
    /// - Returns: The pages that did not get it because they were behind.
    @discardableResult
    public func broadcastInspectorMessage(_ text: String) -> [WebConnectionID] {
        connections.filter { !sendInspectorMessage(text, to: $0) }
    }

    /// Whether the page with this connection controls the window.
    ///
    /// - Parameter connection: The page.
    /// - Returns: `true` for the controlling page; `false` for a watching or unknown one.
    public func controls(_ connection: WebConnectionID) -> Bool {
        controllingConnection == connection
    }

    /// Hands an `i.` message to the inspector, or answers it as an unknown type when there is
    /// none.
    func receiveInspectorMessage(
        _ type: String, _ text: String, members: [String: Any], from connection: WebConnectionID,
        controls: Bool
    ) {
        guard let inspector else {
            statistics.messagesRefused += 1
            let error = WebMessageError.unknownType(String(type.prefix(32)))
            transport.send(
                "{\"t\":\"error\",\"text\":\(Self.jsonString(error.description))}", to: connection)
            return
        }
        inspector.session(
            self, received: text, members: members, from: connection, controls: controls)
    }
}
