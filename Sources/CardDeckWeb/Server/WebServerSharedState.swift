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
    struct Outbound: Sendable {
        /// Bytes queued and not yet written.
        var queue = ByteQueue()
        /// Whether the connection is an open WebSocket that takes messages.
        var isOpen = false
        /// Whether our close frame is queued: the connection takes nothing more.
        var isClosing = false
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
    }

    /// How one connection's queue fared in ``WebServerSharedState/flush(_:to:)``.
    enum FlushResult: Sendable, Equatable {
        /// Written as far as the socket took it; this many bytes still wait.
        case pending(Int)
        /// Writing failed with this `errno` (the peer is gone).
        case failed(Int32)
    }

    let state = Mutex(State())
    /// The most bytes one outbound queue may hold before the connection is closed with 1008.
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
                    defer { state.events = [] }
                    return state.events
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
                        defer { state.events = [] }
                        return state.events
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

    /// Queues `frame` on an open connection and wakes the I/O thread; closes the connection
    /// with 1008 instead when the queue would grow past ``maximumOutboundBytes``.
    func send(_ frame: WebSocketFrame, to connection: WebConnectionID) {
        let bytes = frame.encoded()
        state.withLock { state in
            guard !state.isStopped, let outbound = state.outbound[connection], outbound.isOpen
            else { return }
            if outbound.queue.count > maximumOutboundBytes - bytes.count {
                beginClose(
                    connection, frame: .close(code: 1008, reason: "client too slow"),
                    event: .closed(connection, code: 1008, reason: "client too slow"),
                    in: &state)
            } else {
                state.outbound[connection]?.queue.append(bytes)
            }
            wakeLoop(&state)
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
