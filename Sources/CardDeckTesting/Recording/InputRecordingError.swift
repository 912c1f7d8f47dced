/// Why a recording could not be read: the line it failed on (1-based) and what was wrong.
public struct InputRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number; 0 for the file as a whole.
    public var line: Int
    /// What was wrong, in words.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - line: The 1-based line number; 0 for the whole file.
    ///   - message: What was wrong.
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `line 12: unknown event kind "jump"`.
    public var description: String {
        line > 0 ? "line \(line): \(message)" : message
    }
}
