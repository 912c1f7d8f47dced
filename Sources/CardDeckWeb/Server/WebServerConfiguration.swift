/// Where and how a ``WebServer`` listens, whom it lets in, and how much it accepts.
///
/// The defaults suit a page opened in a browser on the same machine: loopback only, a port
/// chosen by the system, and a fresh random token that the page's URL must carry.
public struct WebServerConfiguration: Sendable {
    /// The IPv4 address to listen on, as a dotted literal; default `"127.0.0.1"` (this machine
    /// only). `"0.0.0.0"` listens on every interface. Anything that is not an IPv4 literal
    /// makes ``WebServer/init(configuration:)`` throw
    /// ``WebServerError/invalidBindAddress(_:)``.
    public var bindAddress: String = "127.0.0.1"

    /// The TCP port to listen on, 0–65535; default 0, which lets the system choose a free port
    /// (read it back from ``WebServer/port``).
    public var port: UInt16 = 0

    /// The secret that requests for `/` and `/socket` must carry as `?token=…`; default a fresh
    /// ``randomToken()`` (32 hexadecimal digits). It is compared in constant time. An empty
    /// token turns the check off: every request passes it (not recommended).
    public var token: String = WebServerConfiguration.randomToken()

    /// Host names accepted in the `Host` and `Origin` headers besides `127.0.0.1`,
    /// `localhost`, `[::1]` and the bind address (unless it is `0.0.0.0`); default none.
    ///
    /// An entry without a port (`"studio.local"`) is accepted with the server's port
    /// (`studio.local:PORT`); an entry with a port (`"studio.local:8080"`, `"[fe80::1]:80"`) is
    /// accepted exactly as written, for a server behind a proxy. Compared case-insensitively.
    public var allowedHosts: [String] = []

    /// The most bytes an HTTP request head (request line and headers, with the blank line that
    /// ends them) may take, in bytes, ≥ 1; default 16,384. A longer head is answered with
    /// 431 and the connection closed.
    public var maximumRequestBytes: Int = 16_384

    /// The most bytes one incoming WebSocket message may take once its fragments are
    /// reassembled, in bytes, ≥ 0; default 1,048,576 (1 MiB). A longer message closes the
    /// connection with code 1009, decided from the frame header before the payload is read.
    public var maximumMessageBytes: Int = 1 << 20

    /// The most connections (HTTP requests being served and open WebSockets together),
    /// ≥ 1; default 16. A request beyond it is answered with 503.
    public var maximumConnections: Int = 16

    /// The HTML document served at `GET /?token=…`, as UTF-8 with
    /// `Content-Type: text/html; charset=utf-8`; default empty.
    public var page: String = ""

    /// How long a client may take to send its whole request head, in seconds, > 0; default
    /// 10. A client that has not finished by then is answered with 408 and closed.
    public var requestTimeout: Double = 10

    /// The most bytes that may wait in one WebSocket's outbound queue, in bytes, ≥ 1; default
    /// 67,108,864 (64 MiB). A ``WebServer/send(_:to:)`` that would queue more closes the
    /// connection with code 1008 ("client too slow"); callers should watch
    /// ``WebServer/pendingOutboundBytes(for:)`` and stop sending long before.
    public var maximumOutboundBytes: Int = 64 << 20

    /// A configuration with every default: loopback, a system-chosen port, a random token.
    public init() {}

    /// A fresh secret for ``token``: 32 lowercase hexadecimal digits (128 random bits) from
    /// the system's cryptographically secure generator.
    ///
    /// - Returns: The token, e.g. `"3f9c0e1d5a7b42c8e6f01d2a9b8c7e65"`.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        var token = ""
        for _ in 0..<2 {
            var word = generator.next() as UInt64
            for _ in 0..<16 {
                token.append(digits[Int(word & 0xF)])
                word >>= 4
            }
        }
        return token
    }
}
