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
    /// Queues a text message given as UTF-8 bytes for a connection; never blocks. The
    /// session sends each frame's patch this way, from storage it reuses, so a transport
    /// that writes the bytes as they are costs no allocation per frame. The default
    /// implementation makes a `String` and calls ``send(_:to:)``.
    ///
    /// - Parameters:
    ///   - text: The message as UTF-8 (valid UTF-8).
    ///   - connection: The connection; unknown or closed ones are ignored.
    func send(utf8 text: [UInt8], to connection: WebConnectionID)
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

extension WebTransport {
    /// Sends `text` as a `String` through ``send(_:to:)``.
    ///
    /// - Parameters:
    ///   - text: The message as UTF-8.
    ///   - connection: The connection.
    public func send(utf8 text: [UInt8], to connection: WebConnectionID) {
        send(String(decoding: text, as: UTF8.self), to: connection)
    }
}

extension WebServer: WebTransport {}
