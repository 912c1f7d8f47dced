import CardDeckViews
import Glibc

/// A ``TerminalOutput`` that writes to a file descriptor: standard output for a live
/// session, or any descriptor the caller owns.
///
/// Each ``write(_:)`` writes every byte or throws: it continues after partial writes, retries
/// when a signal interrupts it (`EINTR`), and when a non-blocking descriptor is full
/// (`EAGAIN`) waits up to ``blockedWriteTimeout`` for room, so a stuck terminal never hangs
/// the frame loop for longer. The output does not own the descriptor and never closes it.
@MainActor
public final class FileDescriptorOutput: TerminalOutput {
    /// The descriptor written to.
    public let fileDescriptor: Int32
    /// How long one write waits for a full non-blocking descriptor to take more bytes, in
    /// seconds: 1.
    public static let blockedWriteTimeout = 1.0

    /// Creates an output.
    ///
    /// - Parameter fileDescriptor: The descriptor; default standard output.
    public init(fileDescriptor: Int32 = STDOUT_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes every byte, in order.
    ///
    /// - Parameter bytes: The bytes; an empty array writes nothing.
    /// - Throws: ``TerminalError/writeFailed(errno:)`` when the descriptor refuses the bytes,
    ///   for example `EBADF` for a closed descriptor, `EIO` for a terminal that hung up, or
    ///   `EAGAIN` when a non-blocking descriptor stayed full past ``blockedWriteTimeout``.
    public func write(_ bytes: [UInt8]) throws {
        let code = bytes.withUnsafeBytes { buffer in
            FileDescriptorWriting.writeAll(buffer, to: fileDescriptor) { waitUntilWritable() }
        }
        if code != 0 { throw TerminalError.writeFailed(errno: code) }
    }

    /// Waits for room in the descriptor, up to ``blockedWriteTimeout``.
    private func waitUntilWritable() -> Bool {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
        let milliseconds = Int32(Self.blockedWriteTimeout * 1_000)
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready > 0 && descriptor.revents & Int16(POLLOUT) != 0
        }
    }
}
