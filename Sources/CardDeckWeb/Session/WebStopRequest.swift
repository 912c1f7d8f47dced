import Synchronization

/// A request to end a ``WebSession`` from any thread — ``WebStopSignals``' thread for Ctrl-C,
/// say: it sets a flag the session checks and wakes the session's wait.
public final class WebStopRequest: Sendable {
    private let flag = Mutex(false)
    private let wake: @Sendable () -> Void

    /// Creates a request that has not been made yet.
    ///
    /// - Parameter wake: Wakes the session's transport (`WebServer.wake()`); called on the
    ///   requesting thread.
    public init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Asks the session to stop; it returns from `run` before its next frame.
    public func request() {
        flag.withLock { $0 = true }
        wake()
    }

    /// Whether a stop was asked for.
    public var isRequested: Bool { flag.withLock { $0 } }
}
