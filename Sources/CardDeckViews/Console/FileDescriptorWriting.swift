#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one loop that writes every byte to a file descriptor, shared by ``LineWriter`` and
/// CardDeckTerminal's `FileDescriptorOutput`, which differ only in what a full descriptor
/// does and what a refusal costs.
package enum FileDescriptorWriting {
    /// Writes every byte of `bytes` to `descriptor`, in order: continues after a partial
    /// write, retries when a signal interrupts the call (`EINTR`), and, when a non-blocking
    /// descriptor is full (`EAGAIN`), retries while `whenFull` says so.
    ///
    /// - Parameters:
    ///   - bytes: The bytes; an empty buffer writes nothing.
    ///   - descriptor: The descriptor; never closed.
    ///   - whenFull: Called each time the descriptor is full; returns whether to try again
    ///     (after waiting for room, say).
    /// - Returns: 0 when every byte was written; otherwise the `errno` of the call that
    ///   refused them, or `EIO` for a write that took no byte and reported no error.
    package static func writeAll(
        _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, whenFull: () -> Bool
    ) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            guard written < 0 else { return EIO }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK, whenFull() { continue }
            return code
        }
        return 0
    }
}
