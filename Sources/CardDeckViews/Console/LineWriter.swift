#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes lines meant for a person — a live session's URL with its token, where recordings
/// go — to a stream at once, so `app > log` and `app | tee log` show each line as it is
/// written.
///
/// `print` goes through the C library's buffer, which holds output bound for a pipe or a file
/// until several kilobytes have gathered or the program ends, and `fflush(stdout)` does not
/// compile in Swift 6 (it reads a global the compiler cannot prove safe). A line writer has no
/// buffer: ``standardOutput`` and ``standardError`` hand each line to the system with
/// `write(2)` before ``line(_:)`` returns. Mixing it with `print` on the same stream can
/// reorder lines (`print`'s wait in its buffer); use one or the other.
///
/// ```swift
/// let out = LineWriter.standardOutput
/// out.line("Open \(server.url)")
/// session.onLog = LineWriter.standardError.line
/// ```
///
/// Tests inject a sink: `LineWriter { text in lines.withLock { $0.append(text) } }`.
public struct LineWriter: Sendable {
    /// Receives the text of each call, line breaks included.
    public let write: @Sendable (String) -> Void

    /// Creates a writer that hands its text to `write`.
    ///
    /// - Parameter write: Called with each call's text, line break included, on the caller's
    ///   thread.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// A writer to a file descriptor, unbuffered: every byte is written before the call
    /// returns (partial writes continue, `EINTR` retries). A descriptor that refuses the bytes
    /// (closed, a pipe without a reader) drops them: a line for a person never stops the app.
    ///
    /// - Parameter fileDescriptor: The descriptor; the writer never closes it.
    public init(fileDescriptor: Int32) {
        self.init { text in
            var text = text
            text.withUTF8 { bytes in
                _ = FileDescriptorWriting.writeAll(
                    UnsafeRawBufferPointer(bytes), to: fileDescriptor, whenFull: { false })
            }
        }
    }

    /// Standard output (descriptor 1), unbuffered.
    public static let standardOutput = LineWriter(fileDescriptor: 1)

    /// Standard error (descriptor 2), unbuffered.
    public static let standardError = LineWriter(fileDescriptor: 2)

    /// Writes `text` and a line break, at once.
    ///
    /// - Parameter text: The line, without its line break.
    public func line(_ text: String) {
        write(text + "\n")
    }

    /// Writes `text` and a line break, at once: ``line(_:)``.
    ///
    /// - Parameter text: The line, without its line break.
    public func callAsFunction(_ text: String) {
        line(text)
    }
}
