import Glibc

extension WebServerSharedState {
    /// Appends `events` and wakes a waiting caller.
    func post(_ events: [WebServerEvent]) {
        guard !events.isEmpty else { return }
        state.withLock { state in
            state.events += events
            signalCaller(&state)
        }
    }

    /// Queues `connection`'s close frame and posts `event`, once, if it is open; afterwards
    /// it takes no messages.
    ///
    /// - Returns: Whether the connection was open (and is now closing).
    @discardableResult
    func beginClose(
        _ connection: WebConnectionID, frame: WebSocketFrame, event: WebServerEvent,
        in state: inout State
    ) -> Bool {
        guard state.outbound[connection]?.isOpen == true else { return false }
        state.outbound[connection]!.isOpen = false
        state.outbound[connection]!.isClosing = true
        state.outbound[connection]!.queue.append(frame.encoded())
        state.events.append(event)
        signalCaller(&state)
        return true
    }

    /// Writes as much of `connection`'s queue to `descriptor` as the socket takes without
    /// blocking.
    func flush(_ connection: WebConnectionID, to descriptor: Int32) -> FlushResult {
        state.withLock { state in
            guard state.outbound[connection] != nil else { return .pending(0) }
            var failure: Int32?
            while !state.outbound[connection]!.queue.isEmpty, failure == nil {
                var wouldBlock = false
                state.outbound[connection]!.queue.removeFront { bytes in
                    let written = Glibc.send(
                        descriptor, bytes.baseAddress, bytes.count,
                        Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
                    if written >= 0 { return written }
                    switch errno {
                    case EINTR: break
                    case EAGAIN, EWOULDBLOCK: wouldBlock = true
                    case let code: failure = code
                    }
                    return 0
                }
                if wouldBlock { break }
            }
            if let failure { return .failed(failure) }
            return .pending(state.outbound[connection]!.queue.count)
        }
    }

    /// Drains the wake pipe; the next caller that needs the thread writes to it again.
    func drainLoopWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({
            read(loopWakeReadDescriptor, $0.baseAddress, $0.count)
        }) > 0 {}
        state.withLock { $0.isLoopWakePending = false }
    }

    /// What the I/O thread should do with a WebSocket after delivering what the peer sent.
    enum Delivery: Sendable, Equatable {
        /// Keep reading frames.
        case open
        /// Our close is queued (the caller closed it, or it is too slow): read on for the
        /// peer's answer.
        case awaitingPeerClose
        /// The peer broke the protocol and our close is queued: drop its input.
        case failed
        /// The peer closed: write what is queued, then close.
        case peerClosed
        /// A reply went over the outbound cap: the connection is dropped, the socket to be
        /// closed without writing more.
        case dropped
    }

    /// Registers a connection just accepted, with an empty queue, not open yet.
    func register(_ connection: WebConnectionID) {
        state.withLock { $0.outbound[connection] = Outbound() }
    }

    /// Forgets a connection whose socket is closed.
    func remove(_ connection: WebConnectionID) {
        state.withLock { _ = $0.outbound.removeValue(forKey: connection) }
    }

    /// Queues `bytes` (an HTTP response) for `connection`, open or not.
    func enqueue(_ bytes: [UInt8], for connection: WebConnectionID) {
        state.withLock { $0.outbound[connection]?.queue.append(bytes) }
    }

    /// Queues the 101 response, opens the connection for messages and posts
    /// ``WebServerEvent/opened(_:)``.
    func open(_ connection: WebConnectionID, response: [UInt8]) {
        state.withLock { state in
            guard state.outbound[connection] != nil else { return }
            state.outbound[connection]!.queue.append(response)
            state.outbound[connection]!.isOpen = true
            state.events.append(.opened(connection))
            signalCaller(&state)
        }
    }

    /// Posts `.closed(connection, code: nil, reason: "connection lost")` if the connection
    /// was open; it takes no messages after.
    func connectionLost(_ connection: WebConnectionID) {
        state.withLock { state in
            guard state.outbound[connection]?.isOpen == true else { return }
            state.outbound[connection]?.isOpen = false
            state.events.append(.closed(connection, code: nil, reason: "connection lost"))
            signalCaller(&state)
        }
    }

    /// Acts on what an open WebSocket's peer sent, in order, under one lock so events keep
    /// their order: posts messages (while the connection is open), queues pongs (one at a
    /// time, within the outbound cap), and starts closing on the peer's close or a protocol
    /// failure.
    ///
    /// - Parameters:
    ///   - outputs: What the parser found.
    ///   - connection: The connection it came from.
    ///   - uptimeNanoseconds: When the read that brought it returned.
    /// - Returns: What to do with the connection next.
    func deliver(
        _ outputs: [WebSocketFrameParser.Output], from connection: WebConnectionID,
        receivedAt uptimeNanoseconds: UInt64
    ) -> Delivery {
        state.withLock { state in
            for output in outputs {
                guard state.outbound[connection]?.isDropped == false else { return .dropped }
                let isOpen = state.outbound[connection]?.isOpen == true
                switch output {
                case .text(let text):
                    guard isOpen else { continue }
                    state.events.append(
                        .message(connection, text, receivedAtUptimeNanoseconds: uptimeNanoseconds))
                    countMessage(from: connection, in: &state)
                    signalCaller(&state)
                case .ping(let payload):
                    guard isOpen else { continue }
                    answerPing(payload, on: connection, in: &state)
                case .pong:
                    continue
                case .close(let code, let reason):
                    beginClose(
                        connection, frame: .close(code: code),
                        event: .closed(connection, code: code ?? 1005, reason: reason), in: &state)
                    return .peerClosed
                case .failure(let code, let reason):
                    beginClose(
                        connection, frame: .close(code: code, reason: reason),
                        event: .closed(connection, code: code, reason: reason), in: &state)
                    return .failed
                }
            }
            guard let outbound = state.outbound[connection], !outbound.isDropped else {
                return .dropped
            }
            return outbound.isOpen ? .open : .awaitingPeerClose
        }
    }

    /// What the I/O thread needs to know of one connection at the start of a turn.
    struct ConnectionSnapshot: Sendable {
        /// Bytes waiting to be written.
        var pendingBytes = 0
        /// Whether our close frame is queued.
        var isClosing = false
        /// Whether the connection went over its outbound cap and is to be closed at once.
        var isDropped = false
        /// Whether the caller has room for more of its messages (it is read only then).
        var takesMessages = true
    }

    /// For each connection, in order, what the I/O thread needs to know; `nil` once the
    /// server is stopped.
    func snapshot(_ connections: [WebConnectionID]) -> [ConnectionSnapshot]? {
        state.withLock { state in
            guard !state.isStopped else { return nil }
            return connections.map { connection in
                guard let outbound = state.outbound[connection] else { return ConnectionSnapshot() }
                let queued = outbound.queuedBatch == state.batch ? outbound.queuedMessages : 0
                return ConnectionSnapshot(
                    pendingBytes: outbound.queue.count, isClosing: outbound.isClosing,
                    isDropped: outbound.isDropped,
                    takesMessages: queued < Self.maximumQueuedMessages)
            }
        }
    }
}
