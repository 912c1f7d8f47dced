import Synchronization

extension CardConfiguration {
    /// Runs `operation` with ``shared`` set to `configuration` for it alone, and returns what
    /// it returns.
    ///
    /// The override is a task-local value: it follows `operation` through every call it
    /// makes and the tasks it starts (not detached ones), and work running beside it keeps
    /// seeing its own ``shared``. Changes `operation` makes to ``shared`` change the
    /// override, never the app-wide value, and end with the scope. This is how tests running
    /// in parallel use different styles; `CardDeckTesting`'s `.sharedCardConfiguration(_:)`
    /// trait wraps each test in it.
    ///
    /// ```swift
    /// CardConfiguration.withShared(.draggableCard) {
    ///     root.presentCard(card)          // a draggable card
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: ``shared`` inside the scope.
    ///   - operation: The work.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    public static func withShared<Result>(
        _ configuration: CardConfiguration, operation: () throws -> Result
    ) rethrows -> Result {
        try SharedOverride.$current.withValue(SharedOverride(configuration)) {
            try operation()
        }
    }

    /// Runs asynchronous `operation`, on the caller's actor, with ``shared`` set to
    /// `configuration` for it alone; see ``withShared(_:operation:)``.
    ///
    /// - Parameters:
    ///   - configuration: ``shared`` inside the scope.
    ///   - isolation: The actor `operation` runs on; default the caller's.
    ///   - operation: The work.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    public static func withShared<Result>(
        _ configuration: CardConfiguration, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await SharedOverride.$current.withValue(SharedOverride(configuration)) {
            try await operation()
        }
    }

    /// The ``shared`` configuration of one ``withShared(_:operation:)`` scope:
    /// a box, so that setting ``shared`` inside the scope changes the scope's value.
    final class SharedOverride: Sendable {
        /// The override in effect for the current task, or `nil` outside every scope.
        @TaskLocal static var current: SharedOverride?

        private let value: Mutex<CardConfiguration>

        init(_ configuration: CardConfiguration) {
            value = Mutex(configuration)
        }

        /// The scope's ``CardConfiguration/shared``.
        var configuration: CardConfiguration {
            get { value.withLock { $0 } }
            set { value.withLock { $0 = newValue } }
        }
    }
}
