import Dispatch
import Glibc
import Synchronization

/// What a ``WebServer``'s callers and its I/O thread share, behind one lock: the events not
/// yet handed over, each connection's outbound queue, and the flags that stop and wake.
///
/// Callers append to outbound queues and take events; the I/O thread writes the queues to
/// the sockets and posts events. Each side wakes the other: the thread signals a semaphore a
/// waiting caller blocks on, callers write a byte to a pipe the thread polls.
final class WebServerSharedState: Sendable {
    /// One connection's side of the exchange.
    ///
    /// Mutated in place only (`state.outbound[id]!.queue.append(…)`): a copy taken out of the
    /// dictionary would make the next append copy the whole queue.
    struct Outbound: Sendable {
        /// Bytes queued and not yet written.
        var queue = ByteQueue()
        /// Whether the connection is an open WebSocket that takes messages.
        var isOpen = false
        /// Whether our close frame is queued: the connection takes nothing more.
        var isClosing = false
        /// Whether the connection went over its outbound cap: its queue is emptied and the
        /// I/O thread closes the socket without writing more.
        var isDropped = false
        /// Message events posted for the connection in hand-over ``queuedBatch``; the I/O
        /// thread stops reading it at ``WebServerSharedState/maximumQueuedMessages``.
        var queuedMessages = 0
        /// The ``State/batch`` that ``queuedMessages`` counts in: once the caller has taken
        /// that batch, none of the connection's messages wait.
        var queuedBatch = 0
        /// The queue's ``ByteQueue/endOffset`` just after the latest pong: while the queue's
        /// start is before it, a pong waits and a new ping gets none (RFC 6455, 5.5.3).
        var pongEnd = 0
    }

    /// Everything behind the lock.
    struct State: Sendable {
        var events: [WebServerEvent] = []
        var outbound: [WebConnectionID: Outbound] = [:]
        /// ``WebServer/wake()`` was called and no wait has returned since.
        var isWakeRequested = false
        /// A caller is blocked in ``WebServerSharedState/waitForEvents(timeout:)``.
        var isCallerWaiting = false
        /// A byte is in the I/O thread's pipe that it has not drained yet.
        var isLoopWakePending = false
        var isStopped = false
        /// A connection reached ``WebServerSharedState/maximumQueuedMessages``: the I/O
        /// thread is to be woken once the caller takes the events.
        var isInputThrottled = false
        /// How many times the caller took the events: messages counted in an earlier batch
        /// no longer wait.
        var batch = 0
    }

    /// How one connection's queue fared in ``WebServerSharedState/flush(_:to:)``.
    enum FlushResult: Sendable, Equatable {
        /// Written as far as the socket took it; this many bytes still wait.
        case pending(Int)
        /// Writing failed with this `errno` (the peer is gone).
        case failed(Int32)
    }

    /// Message events one connection may have waiting for the caller before the I/O thread
    /// stops reading it, ≥ 1: 256. Its input then waits in the socket, and TCP slows the
    /// peer down, so one flooding client neither grows the event list nor delays others.
    static let maximumQueuedMessages = 256

    let state = Mutex(State())
    /// The most bytes one outbound queue may hold; a reply that would go past it drops the
    /// connection.
    let maximumOutboundBytes: Int
    /// The end of the I/O thread's wake pipe it polls.
    let loopWakeReadDescriptor: Int32
    private let loopWakeWriteDescriptor: Int32
    private let eventSignal = DispatchSemaphore(value: 0)

    /// Shared state around a wake pipe the caller made; ``closePipe()`` closes it.
    init(maximumOutboundBytes: Int, loopWakePipe: [Int32]) {
        self.maximumOutboundBytes = max(maximumOutboundBytes, 1)
        loopWakeReadDescriptor = loopWakePipe[0]
        loopWakeWriteDescriptor = loopWakePipe[1]
    }

    /// Blocks until an event is posted, ``wake()`` is called, the server stops, or `timeout`
    /// seconds pass, then hands over every event posted so far.
    func waitForEvents(timeout: Double) -> [WebServerEvent] {
        let deadline = Self.deadline(after: timeout)
        while true {
            let taken: [WebServerEvent]? = state.withLock { state in
                if state.isStopped { return [] }
                guard state.events.isEmpty, !state.isWakeRequested else {
                    state.isWakeRequested = false
                    return takeEvents(&state)
                }
                state.isCallerWaiting = true
                return nil
            }
            if let taken { return taken }
            if let deadline {
                guard eventSignal.wait(timeout: deadline) == .success else {
                    return state.withLock { state in
                        state.isCallerWaiting = false
                        if state.isStopped { return [] }
                        state.isWakeRequested = false
                        return takeEvents(&state)
                    }
                }
            } else {
                eventSignal.wait()
            }
        }
    }

    /// Makes a current or the next ``waitForEvents(timeout:)`` return at once.
    func wake() {
        state.withLock { state in
            state.isWakeRequested = true
            signalCaller(&state)
        }
    }

    /// Queues one frame with `payload` on an open connection, waking the I/O thread when the
    /// queue was empty (otherwise the thread already waits to write it); drops the connection
    /// instead when its queue would grow past ``maximumOutboundBytes``.
    func send(
        _ opcode: WebSocketFrame.Opcode, payload: UnsafeRawBufferPointer,
        to connection: WebConnectionID
    ) {
        state.withLock { state in
            guard !state.isStopped, let wasEmpty = state.outbound[connection]?.queue.isEmpty,
                state.outbound[connection]?.isOpen == true
            else { return }
            queueFrame(opcode, payload: payload, on: connection, in: &state)
            if wasEmpty { wakeLoop(&state) }
        }
    }

    /// Starts closing an open connection with `code` and `reason`; no-op otherwise.
    func close(_ connection: WebConnectionID, code: UInt16, reason: String) {
        state.withLock { state in
            guard !state.isStopped else { return }
            beginClose(
                connection, frame: .close(code: code, reason: reason),
                event: .closed(connection, code: code, reason: reason), in: &state)
            wakeLoop(&state)
        }
    }

    /// Marks the server stopped, releases a waiting caller and wakes the I/O thread so it
    /// exits.
    ///
    /// - Returns: Whether this call stopped it (`false` when it was already stopped).
    func stop() -> Bool {
        state.withLock { state in
            guard !state.isStopped else { return false }
            state.isLoopWakePending = false
            wakeLoop(&state)
            state.isStopped = true
            signalCaller(&state)
            return true
        }
    }

    /// Closes the wake pipe; only once the I/O thread has ended and after ``stop()``.
    func closePipe() {
        Glibc.close(loopWakeReadDescriptor)
        Glibc.close(loopWakeWriteDescriptor)
    }

    /// Hands over every event posted so far; the connections' input is unthrottled.
    private func takeEvents(_ state: inout State) -> [WebServerEvent] {
        let taken = state.events
        state.events = []
        state.batch &+= 1
        if state.isInputThrottled {
            state.isInputThrottled = false
            wakeLoop(&state)
        }
        return taken
    }

    /// Writes a byte to the I/O thread's pipe, unless one is already there or the server
    /// stopped.
    func wakeLoop(_ state: inout State) {
        guard !state.isStopped, !state.isLoopWakePending else { return }
        state.isLoopWakePending = true
        var byte: UInt8 = 1
        _ = write(loopWakeWriteDescriptor, &byte, 1)
    }

    /// Releases a caller blocked in ``waitForEvents(timeout:)``, if there is one.
    func signalCaller(_ state: inout State) {
        guard state.isCallerWaiting else { return }
        state.isCallerWaiting = false
        eventSignal.signal()
    }

    /// The time `seconds` from now, or `nil` for `.infinity`; NaN and negatives are now,
    /// and waits longer than a year are a year.
    private static func deadline(after seconds: Double) -> DispatchTime? {
        if seconds == .infinity { return nil }
        let clamped = seconds.isNaN ? 0 : min(max(seconds, 0), 365 * 86_400)
        return DispatchTime(
            uptimeNanoseconds: DispatchTime.now().uptimeNanoseconds &+ UInt64(clamped * 1e9))
    }
}
