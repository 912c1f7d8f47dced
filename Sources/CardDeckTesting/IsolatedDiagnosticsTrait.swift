import CardDeckViews
import Testing

/// Runs each test in a `DiagnosticsScope` (CardDeckViews) of its own, so its
/// `Diagnostics.warnings` and `LiveObjects` counts hold what it did and nothing that tests
/// running beside it did.
///
/// ```swift
/// @Suite(.isolatedDiagnostics)
/// @MainActor
/// struct MyCardLeakTests {
///     @Test func presentAndDismissLeavesNothing() {
///         let before = LiveObjects.snapshot()
///         // …
///         #expect(LiveObjects.snapshot().difference(from: before).isEmpty)
///     }
/// }
/// ```
///
/// On a suite it applies to every test in it, nested suites included.
public struct IsolatedDiagnosticsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test (or each case of a parameterized test) in a fresh scope.
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
        try await DiagnosticsScope.isolatedAsync { try await function() }
    }
}

extension Trait where Self == IsolatedDiagnosticsTrait {
    /// Each test runs in a `DiagnosticsScope` (CardDeckViews) of its own: warnings and
    /// live-object counts of tests running beside it never show up in it.
    public static var isolatedDiagnostics: Self { IsolatedDiagnosticsTrait() }
}
