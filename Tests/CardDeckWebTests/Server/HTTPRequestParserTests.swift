import Testing

@testable import CardDeckWeb

@Suite struct HTTPRequestParserTests {
    private static let request =
        "GET /socket?token=a%20b+c&x=1 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n"
        + "Connection: keep-alive, Upgrade\r\nX-Empty:\r\nX-Padded: \t value \t\r\n\r\nBODY"

    private static func parse(_ text: String, limit: Int = 16_384) -> HTTPRequestParser.Outcome {
        var parser = HTTPRequestParser(maximumBytes: limit)
        return parser.append(Array(text.utf8))
    }

    @Test func aCompleteHeadIsParsed() throws {
        guard case .complete(let request, let bodyStart) = Self.parse(Self.request) else {
            Issue.record("not parsed")
            return
        }
        #expect(request.method == "GET")
        #expect(request.target == "/socket?token=a%20b+c&x=1")
        #expect(request.path == "/socket")
        #expect(request.version == "HTTP/1.1")
        #expect(request.queryValue("token") == "a b c")
        #expect(request.queryValue("x") == "1")
        #expect(request.queryValue("missing") == nil)
        #expect(request.header("HOST") == "127.0.0.1:80")
        #expect(request.header("x-empty") == "")
        #expect(request.header("X-Padded") == "value")
        #expect(request.headerTokens("connection") == ["keep-alive", "upgrade"])
        #expect(bodyStart == Self.request.utf8.count - 4)
    }

    @Test func aHeadArrivingAByteAtATimeIsParsedOnceComplete() {
        var parser = HTTPRequestParser(maximumBytes: 16_384)
        let bytes = Array(Self.request.utf8)
        let headEnd = bytes.count - 4
        for (index, byte) in bytes.enumerated() {
            let outcome = parser.append([byte])
            if index < headEnd - 1 {
                #expect(outcome == .incomplete, "byte \(index)")
            } else if index == headEnd - 1 {
                guard case .complete(let request, _) = outcome else {
                    Issue.record("not complete at the blank line")
                    return
                }
                #expect(request.header("host") == "127.0.0.1:80")
            }
        }
    }

    @Test func aHeadOverTheLimitIs431() {
        let head = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 100) + "\r\n\r\n"
        #expect(Self.parse(head, limit: head.utf8.count) != .incomplete)
        guard case .complete = Self.parse(head, limit: head.utf8.count) else {
            Issue.record("a head of exactly the limit is refused")
            return
        }
        guard case .failed(431, _) = Self.parse(head, limit: head.utf8.count - 1) else {
            Issue.record("a head one byte over the limit is accepted")
            return
        }
        // Without its end, refused as soon as the limit is reached.
        guard case .failed(431, _) = Self.parse(String(head.prefix(50)), limit: 50) else {
            Issue.record("an endless head is not refused")
            return
        }
    }

    /// Bytes that cannot start a request line are refused at once, without waiting for a line
    /// end: a TLS hello, binary noise, a lowercase method followed by a control byte.
    @Test(arguments: [
        [0x16, 0x03, 0x01, 0x02, 0x00], [0x00], [0x20, 0x47], Array("GET /\u{1}".utf8),
        Array("G(T".utf8),
    ])
    func garbageIsRefusedAtOnce(bytes: [UInt8]) {
        var parser = HTTPRequestParser(maximumBytes: 16_384)
        guard case .failed(400, _) = parser.append(bytes) else {
            Issue.record("accepted \(bytes)")
            return
        }
    }

    @Test(arguments: [
        "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n",
        "GET / HTTP/1.1\r\nName : x\r\n\r\n",
        "GET / HTTP/1.1\r\nNoColon\r\n\r\n",
        "GET / HTTP/1.1\r\nA: b\r\n folded\r\n\r\n",
        "GET / HTTP/1.1\r\nA: b\nC: d\r\n\r\n",
        "GET / HTTP/1.1\r\nA: b\u{7F}\r\n\r\n",
        "GET  / HTTP/1.1\r\n\r\n",
        "GET http://example.com/ HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1 extra\r\n\r\n",
        "GET / FTP/1.0\r\n\r\n",
        "\r\n\r\n",
    ])
    func malformedHeadsAre400(head: String) {
        guard case .failed(400, _) = Self.parse(head) else {
            Issue.record("accepted \(head.debugDescription)")
            return
        }
    }

    @Test func anotherHTTPVersionIs505() {
        guard case .failed(505, _) = Self.parse("GET / HTTP/2.0\r\n\r\n") else {
            Issue.record("HTTP/2.0 not refused with 505")
            return
        }
        guard case .complete = Self.parse("GET / HTTP/1.0\r\n\r\n") else {
            Issue.record("HTTP/1.0 refused")
            return
        }
    }
}
