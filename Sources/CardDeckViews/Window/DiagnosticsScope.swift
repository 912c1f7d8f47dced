import Synchronization

/// Where ``Diagnostics`` records warnings and ``LiveObjects`` counts objects: one scope for the
/// process, and a fresh one for each piece of work that asks for its own.
///
/// The scope in effect is a task-local value, so it follows the work (a test, say) through
/// every call it makes, synchronous or not, and suites running side by side in one process
/// never see each other's warnings or objects. An object counts in the scope it was created
/// in, and leaves that scope's count when it goes away, wherever that happens.
///
/// ```swift
/// let leaked = DiagnosticsScope.isolated {
///     runScenario()
///     return LiveObjects.snapshot()            // this scope's objects only
/// }
/// ```
///
/// In Swift Testing, `CardDeckTesting`'s `.isolatedDiagnostics` trait runs each test in a
/// fresh scope.
public final class DiagnosticsScope: Sendable {
    /// The scope in effect for the current task; ``process`` unless a caller bound another.
    @TaskLocal public static var current = DiagnosticsScope.process

    /// The scope of everything that runs outside an isolated one.
    public static let process = DiagnosticsScope()

    private let warningList = Mutex<[String]>([])
    /// How many warnings the scope has recorded, those dropped at capacity included.
    private let recordedWarnings = Mutex(0)
    private let counts = Mutex<[LiveObjects.Kind: Int]>([:])

    /// Creates an empty scope.
    public init() {}

    /// Runs `body` in a fresh scope and returns what it returns.
    ///
    /// - Parameter body: The work; what it and everything it calls record stays in the scope.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func isolated<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(DiagnosticsScope()) { try body() }
    }

    /// Runs asynchronous `body` in a fresh scope, on the caller's actor, and returns what it
    /// returns.
    ///
    /// - Parameters:
    ///   - isolation: The actor `body` runs on; default the caller's.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func isolatedAsync<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $current.withValue(DiagnosticsScope()) { try await body() }
    }

    // MARK: Warnings

    /// The scope's warnings, oldest first, at most ``Diagnostics/capacity``.
    public var warnings: [String] { warningList.withLock { $0 } }

    func append(_ message: String) {
        warningList.withLock { list in
            if list.count >= Diagnostics.capacity {
                list.removeFirst(list.count - Diagnostics.capacity + 1)
            }
            list.append(message)
        }
        recordedWarnings.withLock { $0 += 1 }
    }

    /// Runs `body` and returns what it returned with the warnings this scope recorded while it
    /// ran, oldest first (the latest ``Diagnostics/capacity`` of them): the inspector shows a
    /// person what the engine said about an edit, and leaves the warnings recorded.
    ///
    /// - Parameter body: The work.
    /// - Returns: What `body` returned, and the warnings.
    /// - Throws: What `body` throws.
    package func warnings<Result>(recordedDuring body: () throws -> Result) rethrows -> (
        result: Result, warnings: [String]
    ) {
        let before = recordedWarnings.withLock { $0 }
        let result = try body()
        let count = recordedWarnings.withLock { $0 } - before
        return (result, count == 0 ? [] : Array(warnings.suffix(count)))
    }

    func removeAllWarnings() {
        warningList.withLock { $0.removeAll() }
    }

    // MARK: Live objects

    func add(_ delta: Int, to kind: LiveObjects.Kind) {
        counts.withLock { $0[kind, default: 0] += delta }
    }

    func count(of kind: LiveObjects.Kind) -> Int {
        counts.withLock { $0[kind] ?? 0 }
    }

    func liveCounts() -> [LiveObjects.Kind: Int] {
        counts.withLock { $0.filter { $0.value != 0 } }
    }
}
