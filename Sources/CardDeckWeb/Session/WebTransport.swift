/// What a ``WebSession`` talks to its browsers through: a ``WebServer``, or a fake in tests.
@MainActor
public protocol WebTransport: AnyObject {
    /// Waits up to `timeout` seconds for something to happen and returns every event since
    /// the previous call, in order.
    ///
    /// - Parameter timeout: Seconds, ≥ 0; `.infinity` waits until something happens.
    /// - Returns: The events; empty after a timeout or a wake.
    func waitForEvents(timeout: Double) -> [WebServerEvent]
    /// Queues a text message for a connection; never blocks.
    ///
    /// - Parameters:
    ///   - text: The message.
    ///   - connection: The connection; unknown or closed ones are ignored.
    func send(_ text: String, to connection: WebConnectionID)
    /// The bytes queued for a connection and not yet written.
    ///
    /// - Parameter connection: The connection.
    /// - Returns: The count; 0 for an unknown connection.
    func pendingOutboundBytes(for connection: WebConnectionID) -> Int
    /// Closes a connection with a close code and reason.
    ///
    /// - Parameters:
    ///   - connection: The connection.
    ///   - code: The WebSocket close code (RFC 6455, section 7.4).
    ///   - reason: A short reason the browser shows.
    func close(_ connection: WebConnectionID, code: UInt16, reason: String)
}

extension WebServer: WebTransport {}
