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

    /// The most connections that have shown the token (pages being served and open
    /// WebSockets together), ≥ 1; default 16. A request with the token beyond it is answered
    /// with 503. Connections that have not shown the token are held to
    /// ``maximumUnauthenticatedConnections`` instead, so they cannot take these places.
    public var maximumConnections: Int = 16

    /// The most connections that have not shown the token yet (reading their request head, or
    /// answered with a refusal and closing), from all peers together, ≥ 1; default 64.
    ///
    /// A connection that arrives when the budget is full is still taken: the oldest
    /// unauthenticated connection gives way (closed without a word), so a page, which sends
    /// its request as soon as it connects, always gets in however many idle or trickling
    /// connections are open.
    public var maximumUnauthenticatedConnections: Int = 64

    /// The most connections that have not shown the token yet from one peer address, ≥ 1;
    /// default 16. As for ``maximumUnauthenticatedConnections``, the peer's oldest gives way
    /// to its newest, so one address cannot take the whole budget from the others.
    public var maximumUnauthenticatedConnectionsPerPeer: Int = 16

    /// The HTML document served at `GET /?token=…`, as UTF-8 with
    /// `Content-Type: text/html; charset=utf-8`; default empty.
    public var page: String = ""

    /// How long a client may take to send its whole request head, in seconds from the moment
    /// its connection is accepted, > 0; default 3. Bytes that trickle in do not extend it. A
    /// client that has sent part of a head by then is answered with 408, one that has sent
    /// nothing is closed without a word.
    public var requestTimeout: Double = 3

    /// How long an open WebSocket may stay silent before the server pings it, in seconds,
    /// > 0; default 15. Any byte from the peer counts as an answer. `.infinity` never pings.
    public var pingInterval: Double = 15

    /// How long a pinged WebSocket may stay silent before the server closes it with 1001
    /// ("client not answering"), in seconds, > 0; default 15. A page that is gone without a
    /// word (a laptop lid closed, a network that dropped it) is therefore noticed within
    /// ``pingInterval`` + ``pingTimeout``: 30 seconds by default.
    public var pingTimeout: Double = 15

    /// The most bytes that may wait in one WebSocket's outbound queue, in bytes, ≥ 1; default
    /// 67,108,864 (64 MiB). Every frame the server queues counts: messages from
    /// ``WebServer/send(_:to:)``, pongs and pings. One that would queue more drops the
    /// connection: its queue is freed, the socket closed, and
    /// ``WebServerEvent/closed(_:code:reason:)`` posted with 1008 ("client too slow"); callers
    /// should watch ``WebServer/pendingOutboundBytes(for:)`` and stop sending long before.
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
