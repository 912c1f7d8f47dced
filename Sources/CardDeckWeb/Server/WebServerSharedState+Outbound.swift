extension WebServerSharedState {
    /// Queues one frame on `connection`, in place (the cost is the frame's bytes), or drops
    /// the connection when its queue would grow past ``maximumOutboundBytes``: every reply
    /// the server writes to an open WebSocket, pongs and pings included, goes through here.
    ///
    /// - Returns: Whether the frame was queued.
    @discardableResult
    func queueFrame(
        _ opcode: WebSocketFrame.Opcode, payload: UnsafeRawBufferPointer,
        on connection: WebConnectionID, in state: inout State
    ) -> Bool {
        guard let pending = state.outbound[connection]?.queue.count else { return false }
        guard pending <= maximumOutboundBytes - ByteQueue.frameSize(payloadCount: payload.count)
        else {
            drop(connection, in: &state)
            return false
        }
        state.outbound[connection]!.queue.appendFrame(opcode, payload: payload)
        return true
    }

    /// Ends an open connection that went over its outbound cap: its queue is freed at once,
    /// `.closed(connection, code: 1008, reason: "client too slow")` is posted, and the I/O
    /// thread closes the socket without writing more (a close frame would wait behind what
    /// the client does not read, and half a frame may already be on the wire).
    func drop(_ connection: WebConnectionID, in state: inout State) {
        guard state.outbound[connection]?.isOpen == true else { return }
        state.outbound[connection]!.isOpen = false
        state.outbound[connection]!.isClosing = true
        state.outbound[connection]!.isDropped = true
        state.outbound[connection]!.queue = ByteQueue()
        state.events.append(.closed(connection, code: 1008, reason: "client too slow"))
        signalCaller(&state)
        wakeLoop(&state)
    }

    /// Queues a pong with `payload`, unless an earlier pong still waits to be written: a peer
    /// that pings faster than it reads gets one pong at a time (RFC 6455 allows answering
    /// only some pings), so its pings cost no memory.
    func answerPing(_ payload: [UInt8], on connection: WebConnectionID, in state: inout State) {
        // Fields read one by one: a copy of the whole value held here would make the append
        // below copy the queue.
        guard let pongEnd = state.outbound[connection]?.pongEnd,
            let start = state.outbound[connection]?.queue.startOffset, pongEnd <= start
        else { return }
        let isQueued = payload.withUnsafeBytes {
            queueFrame(.pong, payload: $0, on: connection, in: &state)
        }
        if isQueued {
            state.outbound[connection]!.pongEnd = state.outbound[connection]!.queue.endOffset
        }
    }

    /// Counts a message event posted for `connection` in the current batch.
    func countMessage(from connection: WebConnectionID, in state: inout State) {
        guard state.outbound[connection] != nil else { return }
        if state.outbound[connection]!.queuedBatch != state.batch {
            state.outbound[connection]!.queuedBatch = state.batch
            state.outbound[connection]!.queuedMessages = 0
        }
        state.outbound[connection]!.queuedMessages += 1
        if state.outbound[connection]!.queuedMessages >= Self.maximumQueuedMessages {
            state.isInputThrottled = true
        }
    }

    /// Queues a ping (empty payload) on an open connection that has been silent, within its
    /// outbound cap.
    func ping(_ connection: WebConnectionID) {
        state.withLock { state in
            guard !state.isStopped, state.outbound[connection]?.isOpen == true else { return }
            queueFrame(
                .ping, payload: UnsafeRawBufferPointer(start: nil, count: 0), on: connection,
                in: &state)
        }
    }
}
