/// A ``TerminalOutput`` that keeps every byte in memory: headless rendering, golden tests and
/// benchmarks.
@MainActor
public final class TerminalBufferOutput: TerminalOutput {
    /// Every byte written since creation or the latest ``removeAll()``.
    public private(set) var bytes: [UInt8] = []
    /// How many times ``write(_:)`` was called, ≥ 0.
    public private(set) var writeCount = 0

    /// Creates an empty buffer.
    public init() {}

    /// The bytes as text; invalid UTF-8 (which a renderer never writes) shows as U+FFFD.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends the bytes.
    ///
    /// - Parameter bytes: The bytes of one frame.
    public func write(_ bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
        writeCount += 1
    }

    /// Forgets every byte written so far, keeping the storage for reuse.
    public func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}
