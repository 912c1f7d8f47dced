/// Decides what a ``WebServer`` answers a complete HTTP request with, as a pure function of
/// the request and the configuration.
///
/// In order: over capacity → 503; no `Host`, or several → 400; a foreign `Host` or `Origin` →
/// 403; a method other than `GET` → 405; then by path: `/favicon.ico` → 204, `/` → the page
/// (403 without the token), `/socket` → the WebSocket upgrade (403 without the token, 400 or
/// 426 for a bad upgrade), anything else → 404.
struct WebRequestRouter: Sendable {
    /// What to do with a request.
    enum Decision: Sendable, Equatable {
        /// Answer with `response` and close; `refusal` is the line to report when the request
        /// was refused (`nil` when it was served).
        case respond(HTTPResponse, refusal: String?)
        /// Answer with this 101 response and speak WebSocket from now on.
        case upgrade(HTTPResponse)
    }

    /// The path of the page.
    static let pagePath = "/"
    /// The path of the WebSocket.
    static let socketPath = "/socket"

    let configuration: WebServerConfiguration
    let hostCheck: HostCheck

    /// A router for a server configured with `configuration` and bound to `port`.
    init(configuration: WebServerConfiguration, port: UInt16) {
        self.configuration = configuration
        hostCheck = HostCheck(
            bindAddress: configuration.bindAddress, port: port,
            allowedHosts: configuration.allowedHosts)
    }

    /// What to answer `request` from `peer` (`"address:port"`) with.
    ///
    /// - Parameters:
    ///   - request: The parsed request.
    ///   - peer: Where it came from, for the refusal line.
    ///   - isOverCapacity: Whether the server already has its most connections.
    /// - Returns: The response, and whether the connection becomes a WebSocket.
    func decide(_ request: HTTPRequest, from peer: String, isOverCapacity: Bool) -> Decision {
        let path = request.path
        func refuse(_ response: HTTPResponse, _ reason: String) -> Decision {
            .respond(
                response,
                refusal: "\(response.status) \(reason) from \(peer) for \(Self.printable(path))")
        }
        if isOverCapacity {
            return refuse(
                .text(503, "The server has too many connections."), "too many connections")
        }
        guard request.headerCount("Host") == 1, let host = request.header("Host") else {
            return refuse(.text(400, "The request needs one Host header."), "missing Host header")
        }
        guard hostCheck.allowsHost(host) else {
            return refuse(
                .text(403, "This server does not answer to that host name."),
                "host \(Self.printable(host)) not allowed")
        }
        if request.headerCount("Origin") > 0 {
            guard request.headerCount("Origin") == 1, let origin = request.header("Origin"),
                hostCheck.allowsOrigin(origin)
            else {
                return refuse(
                    .text(403, "This server does not answer pages from other sites."),
                    "origin \(Self.printable(request.header("Origin") ?? "")) not allowed")
            }
        }
        guard request.method == "GET" else {
            return refuse(
                .text(
                    405, "Only GET is allowed.", extraHeaders: [HTTPHeaderField("Allow", "GET")]),
                "method \(Self.printable(request.method)) not allowed")
        }
        switch path {
        case "/favicon.ico":
            return .respond(HTTPResponse(status: 204), refusal: nil)
        case Self.pagePath:
            if let reason = tokenFault(request) { return refuse(Self.tokenRefusal, reason) }
            return .respond(page(host: host), refusal: nil)
        case Self.socketPath:
            if let reason = tokenFault(request) { return refuse(Self.tokenRefusal, reason) }
            switch WebSocketHandshake.outcome(for: request) {
            case .accept(let response): return .upgrade(response)
            case .refuse(let response, let reason): return refuse(response, reason)
            }
        default:
            return refuse(.text(404, "Nothing here."), "not found")
        }
    }

    /// The 403 for a missing or wrong token.
    static let tokenRefusal = HTTPResponse.text(
        403,
        "This address needs the token the server printed when it started: open the full URL "
            + "it printed, including ?token=…")

    /// Why the request's token does not match, or `nil` when it does (or none is required).
    private func tokenFault(_ request: HTTPRequest) -> String? {
        guard !configuration.token.isEmpty else { return nil }
        guard let token = request.queryValue("token") else { return "missing token" }
        return Self.constantTimeEquals(token, configuration.token) ? nil : "wrong token"
    }

    /// The page, with a content security policy that runs its inline script and style and
    /// lets it connect to this server's WebSocket (and nothing else) under the host it was
    /// loaded from.
    private func page(host: String) -> HTTPResponse {
        let policy = [
            "default-src 'none'", "script-src 'unsafe-inline'", "style-src 'unsafe-inline'",
            "img-src data:", "connect-src ws://\(host) wss://\(host)", "base-uri 'none'",
            "form-action 'none'", "frame-ancestors 'none'",
        ].joined(separator: "; ")
        return HTTPResponse(
            status: 200,
            headers: [
                HTTPHeaderField("Content-Type", "text/html; charset=utf-8"),
                HTTPHeaderField("Content-Security-Policy", policy),
                HTTPHeaderField("Referrer-Policy", "no-referrer"),
            ],
            body: Array(configuration.page.utf8))
    }

    /// Whether `left` and `right` are the same, taking as long whatever their first
    /// difference (only their lengths show).
    static func constantTimeEquals(_ left: String, _ right: String) -> Bool {
        let left = Array(left.utf8)
        let right = Array(right.utf8)
        var difference = UInt8(left.count == right.count ? 0 : 1)
        for index in 0..<max(left.count, right.count) {
            let leftByte = index < left.count ? left[index] : 0
            let rightByte = index < right.count ? right[index] : 0
            difference |= leftByte ^ rightByte
        }
        return difference == 0
    }

    /// `text` safe for a one-line log: control characters replaced, at most 100 characters.
    static func printable(_ text: String) -> String {
        let cleaned = String(
            String.UnicodeScalarView(
                text.unicodeScalars.prefix(100).map {
                    $0.properties.generalCategory == .control ? "?" : $0
                }))
        return text.unicodeScalars.count > 100 ? cleaned + "…" : cleaned
    }
}
