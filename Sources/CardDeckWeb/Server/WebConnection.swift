import Glibc

/// One accepted socket as the I/O thread sees it: what it is doing now and until when.
///
/// Its outbound queue lives in ``WebServerSharedState``, since callers write to it too;
/// everything here belongs to the I/O thread alone. A class, so the thread can work on a
/// connection in its list without copying it.
final class WebConnection {
    /// What the connection is doing.
    enum Phase {
        /// Reading the HTTP request head, until the deadline.
        case readingRequest(HTTPRequestParser)
        /// An open WebSocket, reading frames.
        case open(WebSocketFrameParser)
        /// Our last bytes (an HTTP response or a close frame) are queued; once they are
        /// written our side is shut down, and the socket closes when the peer closes its side,
        /// sends its close frame (read with the parser, when there is one), or the deadline
        /// passes. Other input is dropped.
        case closing(WebSocketFrameParser?)
        /// The peer has finished: write what is queued, then close, or close at the deadline.
        case finishing
    }

    /// The socket, non-blocking; closed by ``close()``.
    let descriptor: Int32
    let id: WebConnectionID
    /// The peer's `address:port`, for refusal lines.
    let peer: String
    /// The peer's address without the port: what the budget of unauthenticated connections
    /// per peer counts by.
    let peerAddress: Substring
    var phase: Phase
    /// The request showed the token (the page was served, or the WebSocket opened): the
    /// connection counts against `maximumConnections`, not the unauthenticated budgets.
    var isAuthenticated = false
    /// Our ping to a silent WebSocket is out and nothing came back yet.
    var isAwaitingPong = false
    /// The parser may hold frames not delivered yet (a turn's budget ran out): deliver them
    /// before reading more.
    var hasBufferedFrames = false
    /// Whether the caller has room for more of this WebSocket's messages, as of the start of
    /// the turn; it is not read while it has none.
    var takesMessages = true
    /// When the current phase gives up, in nanoseconds of uptime; `nil` for never.
    var deadline: UInt64?
    /// The peer shut its side down (end of file): no more input to poll for.
    var isInputEnded = false
    /// Our side is shut down (`shutdown(SHUT_WR)` after our last bytes).
    var isOutputShutDown = false
    /// The socket is to be closed and forgotten.
    var isDone = false

    /// A connection just accepted, reading its request head until `deadline`.
    init(
        descriptor: Int32, id: WebConnectionID, peer: String, maximumRequestBytes: Int,
        deadline: UInt64
    ) {
        self.descriptor = descriptor
        self.id = id
        self.peer = peer
        peerAddress = peer.lastIndex(of: ":").map { peer[..<$0] } ?? peer[...]
        phase = .readingRequest(HTTPRequestParser(maximumBytes: maximumRequestBytes))
        self.deadline = deadline
    }

    /// Whether the connection is an open WebSocket.
    var isOpen: Bool {
        if case .open = phase { return true }
        return false
    }

    /// Whether the connection holds a place in the unauthenticated budgets: not yet shown
    /// the token, and not finished.
    var isUnauthenticated: Bool { !isAuthenticated && !isDone }

    /// The `poll(2)` events to wait for: input until it ends (on a WebSocket, only while the
    /// caller has room for its messages and its parser holds none undelivered), output while
    /// bytes wait.
    func pollEvents(pendingBytes: Int) -> Int16 {
        var events: Int16 = 0
        let isInputDeferred = isOpen && (!takesMessages || hasBufferedFrames)
        if !isInputEnded, !isInputDeferred { events |= Int16(POLLIN) }
        if pendingBytes > 0 { events |= Int16(POLLOUT) }
        return events
    }

    /// The phase, leaving ``Phase/finishing`` in its place until it is put back, so the
    /// parser it holds can grow without being copied.
    func takePhase() -> Phase {
        defer { phase = .finishing }
        return phase
    }

    /// Moves on once everything queued is written: shuts our side down when closing, closes
    /// when finishing or when the peer has shut its side down too.
    func settle(pendingBytes: Int) {
        guard pendingBytes == 0 else { return }
        switch phase {
        case .closing:
            if isInputEnded {
                isDone = true
            } else if !isOutputShutDown {
                isOutputShutDown = true
                shutdown(descriptor, Int32(SHUT_WR))
            }
        case .finishing:
            isDone = true
        case .readingRequest, .open:
            break
        }
    }

    /// Closes the socket.
    func close() {
        _ = Glibc.close(descriptor)
    }
}
