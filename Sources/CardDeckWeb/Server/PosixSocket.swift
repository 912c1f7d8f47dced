import Glibc

/// The few POSIX socket calls the server makes, with their errors as ``WebServerError`` and
/// every descriptor non-blocking and closed in child processes.
enum PosixSocket {
    /// Opens a TCP socket listening on `bindAddress`:`port`.
    ///
    /// - Parameters:
    ///   - bindAddress: An IPv4 literal.
    ///   - port: The port, 0 for one the system picks.
    /// - Returns: The listening descriptor and the port it is bound to.
    /// - Throws: ``WebServerError/invalidBindAddress(_:)`` for an address that is not an IPv4
    ///   literal; ``WebServerError/systemCallFailed(_:errno:)`` when a call fails.
    static func listen(
        bindAddress: String, port: UInt16
    ) throws(WebServerError) -> (descriptor: Int32, port: UInt16) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, bindAddress, &address.sin_addr) == 1 else {
            throw .invalidBindAddress(bindAddress)
        }
        let descriptor = socket(
            AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue),
            0)
        guard descriptor >= 0 else { throw .systemCallFailed("socket", errno: errno) }
        var yes: Int32 = 1
        _ = setsockopt(
            descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw failure("bind", closing: descriptor) }
        // A deep backlog: a burst of connections waits for the next accept rather than have
        // its SYNs dropped (and retried a second later), a page's among them; the kernel caps
        // it at net.core.somaxconn.
        guard Glibc.listen(descriptor, 1_024) == 0 else {
            throw failure("listen", closing: descriptor)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        guard named == 0 else { throw failure("getsockname", closing: descriptor) }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// Accepts one pending connection, non-blocking, with Nagle's delay off so small frames
    /// leave at once.
    ///
    /// - Returns: The descriptor and the peer as `address:port`, or the `errno` of a failed
    ///   `accept` (`EAGAIN` when none is pending).
    static func accept(_ listener: Int32) -> Result<(descriptor: Int32, peer: String), Errno> {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let descriptor = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.accept(listener, $0, &length)
            }
        }
        guard descriptor >= 0 else { return .failure(Errno(code: errno)) }
        makeNonBlocking(descriptor)
        var yes: Int32 = 1
        _ = setsockopt(
            descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        let name =
            inet_ntop(AF_INET, &address.sin_addr, &text, socklen_t(text.count)) != nil
            ? String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : "?"
        return .success((descriptor, "\(name):\(UInt16(bigEndian: address.sin_port))"))
    }

    /// An `errno` value as an error.
    struct Errno: Error, Equatable {
        /// The `errno` code.
        var code: Int32
    }

    /// A pipe whose two ends never block and are closed in child processes.
    ///
    /// - Returns: The read end and the write end.
    /// - Throws: ``WebServerError/systemCallFailed(_:errno:)`` when `pipe` fails.
    static func makePipe() throws(WebServerError) -> [Int32] {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCallFailed("pipe", errno: errno) }
        for end in ends {
            makeNonBlocking(end)
        }
        return ends
    }

    /// Makes `descriptor` non-blocking and closed in child processes (`accept4` and `pipe2`,
    /// which would do it at once, are GNU extensions Swift does not import).
    private static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    private static func failure(_ call: String, closing descriptor: Int32) -> WebServerError {
        let code = errno
        close(descriptor)
        return .systemCallFailed(call, errno: code)
    }
}
