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
        try SharedConfigurationOverride.$current.withValue(
            SharedConfigurationOverride(configuration)
        ) {
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
        try await SharedConfigurationOverride.$current.withValue(
            SharedConfigurationOverride(configuration)
        ) {
            try await operation()
        }
    }
}
