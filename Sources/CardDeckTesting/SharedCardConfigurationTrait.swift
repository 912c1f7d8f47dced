import CardDeck
import Testing

/// Runs each test with a `CardConfiguration.shared` of its own, starting from a given value,
/// so tests running in parallel never see each other's app-wide style.
///
/// `CardConfiguration.shared` is one value for the whole process, and Swift Testing runs
/// tests in parallel: a test that sets it directly restyles the cards of every test running
/// beside it. Under this trait the test runs inside `CardConfiguration.withShared(_:operation:)`:
/// it reads `configuration`, and what it sets stays in it.
///
/// ```swift
/// @Suite(.sharedCardConfiguration(.draggableCard))
/// @MainActor
/// struct DraggableStyleTests {
///     @Test func roundedMore() {
///         CardConfiguration.shared.cornerRadius = 20     // this test's copy only
///         // …present cards: they are draggable cards with 20 pt corners
///     }
/// }
/// ```
///
/// On a suite it applies to every test in it, nested suites included; each test, and each
/// case of a parameterized test, starts again from `configuration`.
public struct SharedCardConfigurationTrait: TestTrait, SuiteTrait, TestScoping {
    /// What `CardConfiguration.shared` is when each test starts.
    public var configuration: CardConfiguration

    /// Applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test (or each case of a parameterized test) with its own
    /// `CardConfiguration.shared`.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case, or `nil` for a suite.
    ///   - function: Runs the test.
    /// - Throws: What the test throws.
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else { return try await function() }
        try await CardConfiguration.withShared(configuration) { try await function() }
    }
}

extension Trait where Self == SharedCardConfigurationTrait {
    /// Each test runs with a `CardConfiguration.shared` of its own that starts as
    /// `configuration`; what it sets there stays in it.
    ///
    /// - Parameter configuration: `CardConfiguration.shared` at the start of each test;
    ///   default `CardConfiguration()`, the documented defaults.
    /// - Returns: The trait.
    public static func sharedCardConfiguration(
        _ configuration: CardConfiguration = CardConfiguration()
    ) -> Self {
        SharedCardConfigurationTrait(configuration: configuration)
    }
}
