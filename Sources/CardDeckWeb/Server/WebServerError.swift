import Glibc

/// Why a ``WebServer`` could not start.
public enum WebServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ``WebServerConfiguration/bindAddress`` (quoted) is not an IPv4 literal.
    case invalidBindAddress(String)

    /// A system call (named) failed with this `errno`; `bind` with `EADDRINUSE` means the port
    /// is taken.
    case systemCallFailed(String, errno: Int32)

    /// A message that says what went wrong and what to do.
    public var description: String {
        switch self {
        case .invalidBindAddress(let address):
            "The bind address \"\(address)\" is not an IPv4 address. Use a literal such as "
                + "127.0.0.1 (this machine only) or 0.0.0.0 (every interface)."
        case .systemCallFailed("bind", EADDRINUSE):
            "bind failed: the port is already in use (errno \(EADDRINUSE)). Choose another "
                + "port, or port 0 to let the system pick a free one."
        case .systemCallFailed(let call, let code):
            "\(call) failed: \(Self.message(code)) (errno \(code))."
        }
    }

    private static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "unknown error" }
        return String(cString: text)
    }
}
