import Synchronization

/// The `CardConfiguration.shared` of one `CardConfiguration.withShared(_:operation:)` scope:
/// a box, so that setting `shared` inside the scope changes the scope's value.
final class SharedConfigurationOverride: Sendable {
    /// The override in effect for the current task, or `nil` outside every scope.
    @TaskLocal static var current: SharedConfigurationOverride?

    private let value: Mutex<CardConfiguration>

    init(_ configuration: CardConfiguration) {
        value = Mutex(configuration)
    }

    /// The scope's `CardConfiguration.shared`.
    var configuration: CardConfiguration {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
