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
        guard var outbound = state.outbound[connection], outbound.isOpen else { return false }
        outbound.isOpen = false
        outbound.isClosing = true
        outbound.queue.append(frame.encoded())
        state.outbound[connection] = outbound
        state.events.append(event)
        signalCaller(&state)
        return true
    }

    /// Writes as much of `connection`'s queue to `descriptor` as the socket takes without
    /// blocking.
    func flush(_ connection: WebConnectionID, to descriptor: Int32) -> FlushResult {
        state.withLock { state in
            guard var outbound = state.outbound[connection] else { return .pending(0) }
            var failure: Int32?
            while !outbound.queue.isEmpty, failure == nil {
                var wouldBlock = false
                outbound.queue.removeFront { bytes in
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
            state.outbound[connection] = outbound
            if let failure { return .failed(failure) }
            return .pending(outbound.queue.count)
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
            guard var outbound = state.outbound[connection] else { return }
            outbound.queue.append(response)
            outbound.isOpen = true
            state.outbound[connection] = outbound
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
    /// their order: posts messages (while the connection is open), queues pongs, and starts
    /// closing on the peer's close or a protocol failure.
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
                let isOpen = state.outbound[connection]?.isOpen == true
                switch output {
                case .text(let text):
                    guard isOpen else { continue }
                    state.events.append(
                        .message(connection, text, receivedAtUptimeNanoseconds: uptimeNanoseconds))
                    signalCaller(&state)
                case .ping(let payload):
                    guard isOpen else { continue }
                    state.outbound[connection]?.queue.append(
                        WebSocketFrame(opcode: .pong, payload: payload).encoded())
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
            return state.outbound[connection]?.isOpen == true ? .open : .awaitingPeerClose
        }
    }

    /// For each connection, in order: how many bytes wait, and whether it is closing; `nil`
    /// once the server is stopped.
    func snapshot(
        _ connections: [WebConnectionID]
    ) -> [(pendingBytes: Int, isClosing: Bool)]? {
        state.withLock { state in
            guard !state.isStopped else { return nil }
            return connections.map { connection in
                let outbound = state.outbound[connection]
                return (outbound?.queue.count ?? 0, outbound?.isClosing ?? false)
            }
        }
    }
}
