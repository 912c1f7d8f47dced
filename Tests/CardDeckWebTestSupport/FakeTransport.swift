import CardDeckViews
import CardDeckWeb

/// A transport in memory for the test suites: records what the session sends and closes, and
/// lets a test say how many bytes wait to be written. It never waits: the tests step the
/// session.
@MainActor
package final class FakeTransport: WebTransport {
    /// What the session sent, in order.
    package private(set) var sent: [(connection: WebConnectionID, text: String)] = []
    /// The connections the session closed, in order.
    package private(set) var closed: [(connection: WebConnectionID, code: UInt16, reason: String)] =
        []
    /// Bytes waiting to be written, by connection; default none.
    package var queuedBytes: [WebConnectionID: Int] = [:]

    /// A transport that has sent nothing.
    package init() {}

    package func waitForEvents(timeout: Double) -> [WebServerEvent] { [] }

    package func send(_ text: String, to connection: WebConnectionID) {
        sent.append((connection, text))
    }

    package func pendingOutboundBytes(for connection: WebConnectionID) -> Int {
        queuedBytes[connection] ?? 0
    }

    package func close(_ connection: WebConnectionID, code: UInt16, reason: String) {
        closed.append((connection, code, reason))
    }

    /// The messages sent to a connection whose text starts with `prefix`, in order.
    package func messages(to connection: WebConnectionID, prefix: String = "") -> [String] {
        sent.filter { $0.connection == connection && $0.text.hasPrefix(prefix) }.map(\.text)
    }

    /// The patch messages (snapshots included) sent to a connection.
    package func patches(to connection: WebConnectionID) -> [String] {
        messages(to: connection, prefix: "{\"t\":\"patch\"")
    }

    /// Forgets what was sent and closed.
    package func clear() {
        sent.removeAll()
        closed.removeAll()
    }
}
