/// Names one WebSocket connection of a ``WebServer`` for as long as the server runs.
///
/// Identifiers are handed out in the order connections are accepted, starting at 1, and never
/// reused by the same server.
public struct WebConnectionID: Hashable, Sendable, CustomStringConvertible {
    /// The connection's number, ≥ 1, increasing with each connection the server accepts.
    public let rawValue: Int

    /// An identifier with this number.
    ///
    /// - Parameter rawValue: The connection's number; the server's own are ≥ 1.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The identifier as text, e.g. `"connection #3"`.
    public var description: String { "connection #\(rawValue)" }
}
