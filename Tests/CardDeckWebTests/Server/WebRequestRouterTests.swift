import Testing

@testable import CardDeckWeb

@Suite struct WebRequestRouterTests {
    private static let port: UInt16 = 8123

    private static func router(
        bindAddress: String = "127.0.0.1", port: UInt16 = port, allowedHosts: [String] = []
    ) -> WebRequestRouter {
        var configuration = WebServerConfiguration()
        configuration.bindAddress = bindAddress
        configuration.token = "s3cret"
        configuration.page = "<p>page</p>"
        configuration.allowedHosts = allowedHosts
        return WebRequestRouter(configuration: configuration, port: port)
    }

    private static func request(
        _ target: String, method: String = "GET", host: String? = "127.0.0.1:8123",
        extra: [HTTPHeaderField] = []
    ) -> HTTPRequest {
        let hostField = host.map { [HTTPHeaderField("host", $0)] } ?? []
        return HTTPRequest(
            method: method, target: target, version: "HTTP/1.1", headers: hostField + extra)
    }

    private static func status(
        _ request: HTTPRequest, router: WebRequestRouter = router(), isOverCapacity: Bool = false
    ) -> Int {
        switch router.decide(request, from: "127.0.0.1:5000", isOverCapacity: isOverCapacity) {
        case .respond(let response, _): response.status
        case .upgrade(let response): response.status
        }
    }

    private static let upgrade = [
        HTTPHeaderField("upgrade", "websocket"), HTTPHeaderField("connection", "Upgrade"),
        HTTPHeaderField("sec-websocket-version", "13"),
        HTTPHeaderField("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ=="),
    ]

    /// One row per decision: target, method, extra headers, expected status.
    @Test(
        arguments: [
            ("/?token=s3cret", "GET", [], 200),
            ("/", "GET", [], 403),
            ("/?token=wrong", "GET", [], 403),
            ("/?token=s3cre", "GET", [], 403),
            ("/?token=s3cret", "POST", [], 405),
            ("/?token=s3cret", "HEAD", [], 405),
            ("/favicon.ico", "GET", [], 204),
            ("/elsewhere?token=s3cret", "GET", [], 404),
            ("/socket?token=s3cret", "GET", upgrade, 101),
            ("/socket", "GET", upgrade, 403),
            ("/socket?token=nope", "GET", upgrade, 403),
            ("/socket?token=s3cret", "GET", [], 400),
            ("/?token=s3cret", "GET", [HTTPHeaderField("origin", "http://127.0.0.1:8123")], 200),
            ("/?token=s3cret", "GET", [HTTPHeaderField("origin", "http://LOCALHOST:8123")], 200),
            ("/?token=s3cret", "GET", [HTTPHeaderField("origin", "http://evil.example")], 403),
            ("/?token=s3cret", "GET", [HTTPHeaderField("origin", "http://127.0.0.1:9999")], 403),
            ("/?token=s3cret", "GET", [HTTPHeaderField("origin", "null")], 403),
            (
                "/?token=s3cret", "GET",
                [
                    HTTPHeaderField("origin", "http://127.0.0.1:8123"),
                    HTTPHeaderField("origin", "http://evil.example"),
                ], 403
            ),
            ("/?token=s3cret", "GET", [HTTPHeaderField("host", "localhost:8123")], 400),
        ] as [(String, String, [HTTPHeaderField], Int)])
    func decisions(target: String, method: String, extra: [HTTPHeaderField], status: Int) {
        #expect(Self.status(Self.request(target, method: method, extra: extra)) == status)
    }

    @Test(arguments: [
        ("127.0.0.1:8123", true), ("localhost:8123", true), ("LocalHost:8123", true),
        ("[::1]:8123", true), ("127.0.0.1", false), ("127.0.0.1:80", false),
        ("evil.example:8123", false), ("localhost.evil.example:8123", false), ("", false),
    ])
    func hostHeaders(host: String, isAllowed: Bool) {
        #expect((Self.status(Self.request("/?token=s3cret", host: host)) == 200) == isAllowed)
    }

    @Test func aMissingHostIs400() {
        #expect(Self.status(Self.request("/?token=s3cret", host: nil)) == 400)
    }

    @Test func allowedHostsWithAndWithoutTheirOwnPort() {
        let router = Self.router(allowedHosts: ["studio.local", "proxy.example:443", "[fe80::1]"])
        for (host, isAllowed) in [
            ("studio.local:8123", true), ("STUDIO.local:8123", true), ("studio.local", false),
            ("proxy.example:443", true), ("proxy.example:8123", false),
            ("[fe80::1]:8123", true),
        ] {
            let status = Self.status(Self.request("/?token=s3cret", host: host), router: router)
            #expect((status == 200) == isAllowed, "\(host)")
        }
        let proxied = Self.request(
            "/?token=s3cret", host: "proxy.example:443",
            extra: [HTTPHeaderField("origin", "https://proxy.example:443")])
        #expect(Self.status(proxied, router: router) == 200)
    }

    @Test func theBindAddressIsAllowedUnlessItIsEveryInterface() {
        let specific = Self.router(bindAddress: "10.1.2.3")
        #expect(
            Self.status(Self.request("/?token=s3cret", host: "10.1.2.3:8123"), router: specific)
                == 200)
        let every = Self.router(bindAddress: "0.0.0.0")
        #expect(
            Self.status(Self.request("/?token=s3cret", host: "0.0.0.0:8123"), router: every) == 403)
        #expect(Self.status(Self.request("/?token=s3cret"), router: every) == 200)
    }

    /// Browsers leave the default port out of `Host` and `Origin`.
    @Test func onPort80TheBareNameIsAllowed() {
        let router = Self.router(port: 80)
        let request = Self.request(
            "/?token=s3cret", host: "localhost",
            extra: [HTTPHeaderField("origin", "http://localhost")])
        #expect(Self.status(request, router: router) == 200)
    }

    @Test func overCapacityIs503() {
        #expect(Self.status(Self.request("/?token=s3cret"), isOverCapacity: true) == 503)
    }

    @Test func thePageCarriesItsSecurityHeaders() {
        let decision = Self.router().decide(
            Self.request("/?token=s3cret"), from: "127.0.0.1:5000", isOverCapacity: false)
        guard case .respond(let response, nil) = decision else {
            Issue.record("not served")
            return
        }
        let headers = Dictionary(uniqueKeysWithValues: response.headers.map { ($0.name, $0.value) })
        #expect(headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(headers["Cache-Control"] == "no-store")
        #expect(headers["X-Content-Type-Options"] == "nosniff")
        #expect(headers["Referrer-Policy"] == "no-referrer")
        #expect(headers["Connection"] == "close")
        #expect(headers["Content-Length"] == "11")
        let policy = headers["Content-Security-Policy"] ?? ""
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("script-src 'unsafe-inline'"))
        #expect(policy.contains("connect-src ws://127.0.0.1:8123"))
        #expect(response.body == Array("<p>page</p>".utf8))
    }

    @Test func refusalsSayWhyAndFromWhereButNotTheToken() {
        let decision = Self.router().decide(
            Self.request("/socket?token=guess"), from: "127.0.0.1:53312", isOverCapacity: false)
        guard case .respond(let response, let refusal?) = decision else {
            Issue.record("not refused")
            return
        }
        #expect(response.status == 403)
        #expect(refusal == "403 wrong token from 127.0.0.1:53312 for /socket")
        let foreign = Self.router().decide(
            Self.request("/", host: "evil.example:8123\u{1B}[31m"), from: "127.0.0.1:1",
            isOverCapacity: false)
        guard case .respond(_, let line?) = foreign else {
            Issue.record("foreign host not refused")
            return
        }
        #expect(line == "403 host evil.example:8123?[31m not allowed from 127.0.0.1:1 for /")
    }

    @Test func anEmptyTokenTurnsTheCheckOff() {
        var configuration = WebServerConfiguration()
        configuration.token = ""
        let router = WebRequestRouter(configuration: configuration, port: Self.port)
        #expect(Self.status(Self.request("/"), router: router) == 200)
    }

    @Test func tokensAreComparedWhole() {
        #expect(WebRequestRouter.constantTimeEquals("abc", "abc"))
        #expect(!WebRequestRouter.constantTimeEquals("abc", "abd"))
        #expect(!WebRequestRouter.constantTimeEquals("abc", "abcd"))
        #expect(!WebRequestRouter.constantTimeEquals("", "a"))
        #expect(WebRequestRouter.constantTimeEquals("", ""))
    }
}
