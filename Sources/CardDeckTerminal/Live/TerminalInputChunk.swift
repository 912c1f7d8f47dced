/// Bytes a terminal device read, and when they arrived.
///
/// A session stamps the pointer events parsed from a chunk with its ``timestamp``, so a frame
/// that takes long to draw never changes when a report counts as having arrived.
public struct TerminalInputChunk: Hashable, Sendable {
    /// The bytes, in the order they arrived; never empty when a device returns them.
    public var bytes: [UInt8]
    /// When the bytes arrived, in seconds on the window clock's time base, or `nil` when the
    /// device cannot tell (the session then uses the time it received them).
    public var timestamp: Double?

    /// Creates a chunk.
    ///
    /// - Parameters:
    ///   - bytes: The bytes read.
    ///   - timestamp: When they arrived, in seconds on the window clock's time base; default
    ///     `nil`, unknown.
    public init(bytes: [UInt8], timestamp: Double? = nil) {
        self.bytes = bytes
        self.timestamp = timestamp
    }
}
