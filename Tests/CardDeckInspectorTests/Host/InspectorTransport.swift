import CardDeckViews
import CardDeckWeb

/// A transport in memory for the inspector's suites: records what the session sends and lets
/// a test say how many bytes wait to be written.
@MainActor
final class InspectorTransport: WebTransport {
    private(set) var sent: [(WebConnectionID, String)] = []
    var queuedBytes: [WebConnectionID: Int] = [:]

    func waitForEvents(timeout: Double) -> [WebServerEvent] { [] }

    func send(_ text: String, to connection: WebConnectionID) { sent.append((connection, text)) }

    func pendingOutboundBytes(for connection: WebConnectionID) -> Int {
        queuedBytes[connection] ?? 0
    }

    func close(_ connection: WebConnectionID, code: UInt16, reason: String) {}

    /// The messages sent to a connection whose text starts with `prefix`, in order.
    func messages(to connection: WebConnectionID, prefix: String = "") -> [String] {
        sent.filter { $0.0 == connection && $0.1.hasPrefix(prefix) }.map(\.1)
    }

    func clear() { sent.removeAll() }
}
