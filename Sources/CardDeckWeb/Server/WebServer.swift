import Dispatch
import Foundation
import Glibc

/// A loopback HTTP and WebSocket server for one page: it serves the page at `/`, takes
/// WebSocket connections at `/socket`, and hands what arrives to its caller as events.
///
/// One thread of its own does all the I/O, in `poll(2)` over non-blocking sockets; callers
/// on any thread take events with ``waitForEvents(timeout:)`` and queue messages with
/// ``send(_:to:)``, which never blocks. Only requests that carry the configuration's token,
/// name an accepted host and come from an accepted origin get in.
///
/// ```swift
/// var configuration = WebServerConfiguration()
/// configuration.page = "<!doctype html>…"
/// let server = try WebServer(configuration: configuration)
/// LineWriter.standardOutput.line("Open \(server.url)")  // unbuffered: reaches a pipe at once
/// while true {
///     for event in server.waitForEvents(timeout: .infinity) { … }
/// }
/// ```
///
/// ``stop()`` (or the last reference going away) closes every connection and the listener
/// and ends the thread.
public final class WebServer: Sendable {
    /// The configuration the server was started with.
    public let configuration: WebServerConfiguration

    /// The port the server listens on, 1–65535: the configuration's, or the one the system
    /// chose when it asked for 0.
    public let port: UInt16

    let shared: WebServerSharedState
    private let finished = DispatchSemaphore(value: 0)

    /// Starts a server: opens the listening socket (with `SO_REUSEADDR`), binds it, listens,
    /// and starts the I/O thread.
    ///
    /// - Parameter configuration: Where to listen and what to accept.
    /// - Throws: ``WebServerError/invalidBindAddress(_:)`` when the bind address is not an
    ///   IPv4 literal; ``WebServerError/systemCallFailed(_:errno:)`` when a call fails, e.g.
    ///   `bind` with `EADDRINUSE` when the port is taken.
    public init(configuration: WebServerConfiguration) throws(WebServerError) {
        let listener = try PosixSocket.listen(
            bindAddress: configuration.bindAddress, port: configuration.port)
        let pipe: [Int32]
        do {
            pipe = try PosixSocket.makePipe()
        } catch {
            Glibc.close(listener.descriptor)
            throw error
        }
        self.configuration = configuration
        port = listener.port
        let shared = WebServerSharedState(
            maximumOutboundBytes: configuration.maximumOutboundBytes, loopWakePipe: pipe)
        self.shared = shared
        let thread = Thread { [finished, port] in
            var loop = WebServerLoop(
                shared: shared, listener: listener.descriptor, configuration: configuration,
                port: port)
            loop.run()
            finished.signal()
        }
        thread.name = "CardDeckWeb server"
        thread.start()
    }

    deinit {
        stop()
    }

    /// The address to open in a browser: `http://HOST:PORT/?token=TOKEN`, where HOST is the
    /// bind address, or `127.0.0.1` when it is `0.0.0.0`, and the token is percent-encoded.
    public var url: String {
        let host = configuration.bindAddress == "0.0.0.0" ? "127.0.0.1" : configuration.bindAddress
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&+=#")
        let token =
            configuration.token.addingPercentEncoding(withAllowedCharacters: allowed)
            ?? configuration.token
        return "http://\(host):\(port)/?token=\(token)"
    }

    /// Waits for something to happen and hands over every event since the previous call, in
    /// the order they happened.
    ///
    /// Returns as soon as there is at least one event; returns `[]` early after ``wake()``,
    /// and at once after ``stop()``. Meant for one caller at a time.
    ///
    /// - Parameter timeout: The longest wait, in seconds, ≥ 0; `.infinity` waits until
    ///   something happens, 0 only looks. NaN and negative values count as 0.
    /// - Returns: The events, oldest first; empty when the wait timed out or was woken.
    public func waitForEvents(timeout: Double) -> [WebServerEvent] {
        shared.waitForEvents(timeout: timeout)
    }

    /// Makes a current ``waitForEvents(timeout:)`` return at once, or the next one if none
    /// is waiting. Callable from any thread (for Ctrl-C, from ``WebStopSignals``' thread),
    /// but not from a signal handler itself: it takes a lock.
    public func wake() {
        shared.wake()
    }

    /// Queues `text` as one unmasked text frame for `connection`. Never blocks; ignored when
    /// the connection is unknown or no longer open.
    ///
    /// When the connection's queue would grow past
    /// ``WebServerConfiguration/maximumOutboundBytes`` (64 MiB by default) the connection is
    /// dropped: its queue freed, its socket closed, and
    /// ``WebServerEvent/closed(_:code:reason:)`` posted with 1008 ("client too slow"); watch
    /// ``pendingOutboundBytes(for:)`` to slow down long before.
    ///
    /// - Parameters:
    ///   - text: The message.
    ///   - connection: An open connection.
    public func send(_ text: String, to connection: WebConnectionID) {
        var text = text
        text.withUTF8 { shared.send(.text, payload: UnsafeRawBufferPointer($0), to: connection) }
    }

    /// Queues `text`, UTF-8 bytes, as one unmasked text frame for `connection`, copying them
    /// once, into the connection's queue: no `String` and no allocation per message once the
    /// queue has grown. Otherwise as ``send(_:to:)``.
    ///
    /// - Parameters:
    ///   - text: The message as UTF-8; it must be valid UTF-8, or the browser closes the
    ///     connection (1007).
    ///   - connection: An open connection.
    public func send(utf8 text: [UInt8], to connection: WebConnectionID) {
        text.withUnsafeBytes { shared.send(.text, payload: $0, to: connection) }
    }

    /// The bytes queued for `connection` and not yet written to its socket, ≥ 0; 0 for an
    /// unknown connection, and after ``stop()``.
    public func pendingOutboundBytes(for connection: WebConnectionID) -> Int {
        shared.state.withLock { state in
            state.isStopped ? 0 : state.outbound[connection]?.queue.count ?? 0
        }
    }

    /// Closes an open connection: queues a close frame with `code` and `reason` and emits
    /// ``WebServerEvent/closed(_:code:reason:)`` at once; the socket closes after the peer
    /// answers, or once the frame is written and the peer stays silent for 2 seconds.
    /// Ignored for unknown or closed connections.
    ///
    /// - Parameters:
    ///   - connection: An open connection.
    ///   - code: The close code; default 1000 (normal). One a peer may not send (below 1000,
    ///     1004–1006, 1015–2999, 5000 and above) is sent as 1000.
    ///   - reason: Why, shown to the peer; cut to 123 bytes of UTF-8. Default empty.
    public func close(_ connection: WebConnectionID, code: UInt16 = 1000, reason: String = "") {
        let code = WebSocketFrameParser.isValidCloseCode(code) ? code : 1000
        shared.close(connection, code: code, reason: reason)
    }

    /// The WebSocket connections that are open now (handshake done, not closing), oldest
    /// first; empty after ``stop()``.
    public var openConnections: [WebConnectionID] {
        shared.state.withLock { state in
            guard !state.isStopped else { return [] }
            return state.outbound.filter(\.value.isOpen).keys.sorted { $0.rawValue < $1.rawValue }
        }
    }

    /// Stops the server: open WebSockets get a close frame (1001) if their socket takes it,
    /// every connection and the listener are closed, and the I/O thread ends. Idempotent;
    /// afterwards every method is a harmless no-op. Called by `deinit`.
    public func stop() {
        guard shared.stop() else { return }
        // The thread can only be in poll(2) or a short, non-blocking step; it ends at once.
        // Should it not, its pipe stays open rather than be closed under it.
        guard finished.wait(timeout: .now() + 5) == .success else { return }
        shared.closePipe()
    }
}
