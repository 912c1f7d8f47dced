import Testing

@testable import CardDeckWeb

@Suite struct WebSocketHandshakeTests {
    /// RFC 6455 section 1.3's example.
    @Test func acceptValueMatchesTheRFCExample() {
        #expect(
            WebSocketHandshake.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==")
                == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    private static let validHeaders = [
        HTTPHeaderField("host", "127.0.0.1:8080"), HTTPHeaderField("upgrade", "websocket"),
        HTTPHeaderField("connection", "Upgrade"),
        HTTPHeaderField("sec-websocket-version", "13"),
        HTTPHeaderField("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ=="),
    ]

    private static func request(
        method: String = "GET", version: String = "HTTP/1.1",
        replacing name: String? = nil, with value: String? = nil
    ) -> HTTPRequest {
        var headers = validHeaders.filter { $0.name != name }
        if let name, let value { headers.append(HTTPHeaderField(name, value)) }
        return HTTPRequest(method: method, target: "/socket", version: version, headers: headers)
    }

    @Test func aValidUpgradeIsAcceptedWith101() {
        guard case .accept(let response) = WebSocketHandshake.outcome(for: Self.request()) else {
            Issue.record("refused")
            return
        }
        #expect(response.status == 101)
        #expect(
            response.headers == [
                HTTPHeaderField("Upgrade", "websocket"), HTTPHeaderField("Connection", "Upgrade"),
                HTTPHeaderField("Sec-WebSocket-Accept", "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="),
            ])
        #expect(
            String(decoding: response.serialized, as: UTF8.self)
                == "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n\r\n"
        )
    }

    /// Header values are compared case-insensitively, and as token lists.
    @Test(arguments: [
        ("upgrade", "WebSocket"), ("connection", "keep-alive, Upgrade"),
        ("connection", "upgrade"),
    ])
    func tokenListsAndCaseAreAccepted(name: String, value: String) {
        let outcome = WebSocketHandshake.outcome(for: Self.request(replacing: name, with: value))
        guard case .accept = outcome else {
            Issue.record("refused \(name): \(value)")
            return
        }
    }

    @Test(
        arguments: [
            ("POST", "HTTP/1.1", "host", "127.0.0.1:8080", 400),
            ("GET", "HTTP/1.0", "host", "127.0.0.1:8080", 400),
            ("GET", "HTTP/1.1", "upgrade", nil, 400),
            ("GET", "HTTP/1.1", "upgrade", "h2c", 400),
            ("GET", "HTTP/1.1", "connection", "keep-alive", 400),
            ("GET", "HTTP/1.1", "sec-websocket-version", "8", 426),
            ("GET", "HTTP/1.1", "sec-websocket-version", nil, 426),
            ("GET", "HTTP/1.1", "sec-websocket-key", nil, 400),
            ("GET", "HTTP/1.1", "sec-websocket-key", "c2hvcnQ=", 400),
            ("GET", "HTTP/1.1", "sec-websocket-key", "not base64 at all!!!!!!=", 400),
        ] as [(String, String, String, String?, Int)])
    func invalidUpgradesAreRefused(
        method: String, version: String, name: String, value: String?, status: Int
    ) {
        let request = Self.request(method: method, version: version, replacing: name, with: value)
        guard case .refuse(let response, _) = WebSocketHandshake.outcome(for: request) else {
            Issue.record("accepted")
            return
        }
        #expect(response.status == status)
        if status == 426 {
            #expect(response.headers.contains(HTTPHeaderField("Sec-WebSocket-Version", "13")))
        }
    }
}
