import Dispatch
import Foundation
import Glibc
import Synchronization

/// Turns Ctrl-C and `kill` into a ``WebStopRequest``, without losing a signal that arrives in
/// the first moments of the program.
///
/// Creating one blocks the signals in the calling thread; every thread started afterwards
/// inherits the blocked mask, so no thread can be interrupted by them and the system keeps a
/// signal pending until it is taken. ``watch(_:)`` then starts a thread of its own that waits
/// for them with `sigwait(3)` and requests the stop for each one, on that thread (a
/// ``WebStopRequest`` takes a lock, which a signal handler could not). A signal sent between
/// the two calls waits, pending, and is taken as soon as the thread starts. ``end()`` stops
/// the thread, takes any signal still pending and unblocks the signals again, so the process
/// is as it was: a later Ctrl-C ends it the usual way.
///
/// Create it first, before anything starts a thread (a server, work on a Dispatch queue): a
/// thread started earlier keeps the signals unblocked, and one sent there ends the process at
/// once. A Dispatch signal source, by contrast, needs the signal ignored while it registers,
/// on a queue of its own, and a signal arriving in between is discarded: a Ctrl-C pressed as
/// the URL appears was then lost.
///
/// ```swift
/// let signals = WebStopSignals()  // first, in the main thread
/// let server = try WebServer.firstFree(in: Array(8390..<8400), configuration: configuration)
/// let stop = WebStopRequest { server.wake() }
/// signals.watch(stop)
/// try session.run(stop: stop)
/// signals.end()
/// ```
///
/// It never changes a signal's disposition, and leaves alone a signal the process ignores
/// when it is created (as SIGHUP under `nohup`). It is meant for a web session; a live
/// `TerminalSession` has handlers of its own that restore the terminal and end the process by
/// the signal, which a signal blocked here would never reach.
public final class WebStopSignals: Sendable {
    /// The signals stopped on by default: SIGINT (Ctrl-C) and SIGTERM (`kill`).
    public static let defaultSignals: [Int32] = [SIGINT, SIGTERM]

    /// The signals blocked and received: those asked for that the process did not ignore.
    public let signals: [Int32]

    private let blocked: sigset_t
    /// The signals asked for that were already blocked before, which ``end()`` leaves blocked.
    private let blockedBefore: sigset_t
    private let phase = Mutex(Phase.blocked)
    private let received = Mutex<[Int32]>([])
    private let watcherEnded = DispatchSemaphore(value: 0)

    private enum Phase {
        case blocked
        case watching(thread: pthread_t)
        case ended
    }

    /// Blocks `signals` in the calling thread, and so in every thread it starts from now on.
    ///
    /// - Parameter signals: The signals that stop the session; default ``defaultSignals``.
    ///   A signal the process ignores is left alone.
    public init(_ signals: [Int32] = defaultSignals) {
        let handled = signals.filter { number in
            var action = sigaction()
            sigaction(number, nil, &action)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) != 1
        }
        var set = sigset_t()
        sigemptyset(&set)
        for number in handled { sigaddset(&set, number) }
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &set, &before)
        self.signals = handled
        blocked = set
        blockedBefore = before
    }

    /// The signals received so far, in order: none until one arrives after ``watch(_:)``
    /// started (or before it, while blocked).
    public var receivedSignals: [Int32] { received.withLock { $0 } }

    /// Starts a thread that requests `stop` for each signal received, including one that
    /// arrived since ``init(_:)``. Does nothing after the first call or after ``end()``.
    ///
    /// - Parameter stop: The request to make; ``WebStopRequest/request()`` is called on the
    ///   receiving thread.
    public func watch(_ stop: WebStopRequest) {
        guard !signals.isEmpty else { return }
        let isFirst = phase.withLock { phase in
            guard case .blocked = phase else { return false }
            phase = .watching(thread: 0)
            return true
        }
        guard isFirst else { return }
        let started = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            let isEnded = phase.withLock { phase in
                guard case .watching = phase else { return true }
                phase = .watching(thread: pthread_self())
                return false
            }
            started.signal()
            if !isEnded { receive(stop) }
            watcherEnded.signal()
        }
        thread.name = "CardDeckWeb stop signals"
        thread.start()
        started.wait()
    }

    /// Stops receiving: ends the thread, takes a signal still pending (it asked for the stop
    /// that is under way), and unblocks the signals in the calling thread, which should be
    /// the one that created this. Idempotent.
    public func end() {
        let watched = phase.withLock { phase -> Bool in
            defer { phase = .ended }
            // 0: the watcher has not started; it sees the end when it does.
            guard case .watching(let thread) = phase, thread != 0 else { return false }
            // Sent under the lock the watcher reads the phase with, so the watcher is still
            // alive to take it: directed at it alone, it wakes, sees the end and returns.
            pthread_kill(thread, signals[0])
            return true
        }
        if watched { watcherEnded.wait() }
        takePending()
        var unblock = sigset_t()
        sigemptyset(&unblock)
        var before = blockedBefore
        for number in signals where sigismember(&before, number) == 0 {
            sigaddset(&unblock, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    private func receive(_ stop: WebStopRequest) {
        var set = blocked
        while true {
            var number: Int32 = 0
            guard sigwait(&set, &number) == 0 else { continue }
            let isEnding = phase.withLock { phase in
                if case .ended = phase { return true }
                return false
            }
            if isEnding { return }
            received.withLock { $0.append(number) }
            stop.request()
        }
    }

    /// Takes the signals pending for the process or this thread, which unblocking would
    /// otherwise deliver with their default action.
    private func takePending() {
        var pending = sigset_t()
        sigpending(&pending)
        for number in signals where sigismember(&pending, number) == 1 {
            var one = sigset_t()
            sigemptyset(&one)
            sigaddset(&one, number)
            var taken: Int32 = 0
            sigwait(&one, &taken)
            received.withLock { $0.append(taken) }
        }
    }
}
