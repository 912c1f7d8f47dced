import CardDeckViews
import CardDeckWeb

/// A transport in memory: records what the session sends and closes, and lets a test say how
/// many bytes wait to be written.
@MainActor
final class FakeTransport: WebTransport {
    private(set) var sent: [(WebConnectionID, String)] = []
    private(set) var closed: [(WebConnectionID, UInt16, String)] = []
    var queuedBytes: [WebConnectionID: Int] = [:]

    func waitForEvents(timeout: Double) -> [WebServerEvent] { [] }

    func send(_ text: String, to connection: WebConnectionID) {
        sent.append((connection, text))
    }

    func pendingOutboundBytes(for connection: WebConnectionID) -> Int {
        queuedBytes[connection] ?? 0
    }

    func close(_ connection: WebConnectionID, code: UInt16, reason: String) {
        closed.append((connection, code, reason))
    }

    /// The messages sent to a connection, in order.
    func messages(to connection: WebConnectionID) -> [String] {
        sent.filter { $0.0 == connection }.map(\.1)
    }

    /// The patch messages (snapshots included) sent to a connection.
    func patches(to connection: WebConnectionID) -> [String] {
        messages(to: connection).filter { $0.hasPrefix("{\"t\":\"patch\"") }
    }

    func clear() {
        sent.removeAll()
        closed.removeAll()
    }
}
