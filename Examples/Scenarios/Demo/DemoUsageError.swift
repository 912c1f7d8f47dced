/// A command line the examples cannot run: reported on standard error with the usage, and
/// exit code 64 (`EX_USAGE`).
public struct DemoUsageError: Error, Equatable, CustomStringConvertible {
    /// The exit code for usage errors, from BSD's `sysexits.h`.
    public static let exitCode: Int32 = 64

    /// What is wrong, in one line.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameter message: What is wrong, in one line.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
