import Testing

@testable import CardDeckWeb

/// The HTTP side of a real server over loopback sockets.
@Suite struct WebServerHTTPTests {
    private static func fetch(
        _ server: WebServer, _ target: String, method: String = "GET", headers: [String] = []
    ) throws -> RawSocketClient.Response {
        let client = try RawSocketClient(port: server.port)
        try client.sendRequest(target, port: server.port, method: method, headers: headers)
        let response = try client.readResponse()
        #expect(client.isClosedByServer(), "the connection stays open after \(target)")
        return response
    }

    @Test func thePageIsServedWithTheToken() throws {
        let server = try WebServer.testing()
        let response = try Self.fetch(server, "/?token=secret")
        #expect(response.status == 200)
        #expect(response.body == Array("<p>hi</p>".utf8))
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        #expect(response.headers["cache-control"] == "no-store")
        #expect(response.headers["x-content-type-options"] == "nosniff")
        #expect(response.headers["referrer-policy"] == "no-referrer")
        #expect(response.headers["connection"] == "close")
        #expect(
            response.headers["content-security-policy"]?.contains(
                "connect-src ws://127.0.0.1:\(server.port)") == true)
        #expect(server.waitForEvents(timeout: 0) == [])
    }

    @Test func thePageAtTheServersOwnURL() throws {
        let server = try WebServer.testing { $0.token = "a+b&c" }
        #expect(server.url == "http://127.0.0.1:\(server.port)/?token=a%2Bb%26c")
        let target = String(server.url.dropFirst("http://127.0.0.1:\(server.port)".count))
        #expect(try Self.fetch(server, target).status == 200)
    }

    @Test(arguments: [
        ("/", "403 missing token from 127.0.0.1:"),
        ("/?token=wrong", "403 wrong token from 127.0.0.1:"),
        ("/socket?token=wrong", "403 wrong token from 127.0.0.1:"),
    ])
    func withoutTheRightToken403(target: String, refusal: String) throws {
        let server = try WebServer.testing()
        let response = try Self.fetch(server, target)
        #expect(response.status == 403)
        #expect(String(decoding: response.body, as: UTF8.self).contains("token"))
        let line = server.nextRefusal() ?? ""
        #expect(line.hasPrefix(refusal))
        #expect(line.hasSuffix(" for \(target.split(separator: "?")[0])"))
        #expect(!line.contains("token=") && !line.contains("secret"))
    }

    @Test func aForeignHostIs403() throws {
        let server = try WebServer.testing()
        let response = try Self.fetch(
            server, "/?token=secret", headers: ["Host: evil.example:\(server.port)"])
        #expect(response.status == 403)
        #expect(
            server.nextRefusal()?.hasPrefix("403 host evil.example:\(server.port) not allowed")
                == true)
    }

    @Test func aForeignOriginIs403() throws {
        let server = try WebServer.testing()
        let foreign = try Self.fetch(
            server, "/?token=secret", headers: ["Origin: http://evil.example"])
        #expect(foreign.status == 403)
        #expect(
            server.nextRefusal()?.hasPrefix("403 origin http://evil.example not allowed") == true)
        let own = try Self.fetch(
            server, "/?token=secret", headers: ["Origin: http://localhost:\(server.port)"])
        #expect(own.status == 200)
    }

    @Test func anAllowedHostIsServed() throws {
        let server = try WebServer.testing { $0.allowedHosts = ["studio.local"] }
        let response = try Self.fetch(
            server, "/?token=secret", headers: ["Host: studio.local:\(server.port)"])
        #expect(response.status == 200)
    }

    @Test(arguments: [
        ("/missing", "GET", 404), ("/?token=secret", "POST", 405), ("/favicon.ico", "GET", 204),
        ("/socket?token=secret", "GET", 400),
    ])
    func otherRoutes(target: String, method: String, status: Int) throws {
        let server = try WebServer.testing()
        let response = try Self.fetch(server, target, method: method)
        #expect(response.status == status)
        if status == 405 { #expect(response.headers["allow"] == "GET") }
        let refusals = server.waitForEvents(timeout: status == 204 ? 0 : 5)
        #expect(refusals.count == (status == 204 ? 0 : 1))
    }

    @Test func aHugeHeadIs431() throws {
        let server = try WebServer.testing { $0.maximumRequestBytes = 1_024 }
        let client = try RawSocketClient(port: server.port)
        try client.write(
            "GET /?token=secret HTTP/1.1\r\nX-Big: " + String(repeating: "a", count: 2_000))
        let response = try client.readResponse()
        #expect(response.status == 431)
        #expect(server.nextRefusal()?.hasPrefix("431 request head over 1024 bytes from") == true)
    }

    @Test func garbageIs400AtOnce() throws {
        let server = try WebServer.testing()
        let client = try RawSocketClient(port: server.port)
        try client.write([0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00])
        #expect(try client.readResponse().status == 400)
        #expect(client.isClosedByServer())
        #expect(
            server.nextRefusal()?.hasPrefix("400 malformed request line from 127.0.0.1:") == true)
    }

    @Test func anUnfinishedRequestIsTimedOutWith408() throws {
        let server = try WebServer.testing { $0.requestTimeout = 0.1 }
        let client = try RawSocketClient(port: server.port)
        try client.write("GET / HTTP/1.1\r\n")
        #expect(try client.readResponse().status == 408)
        #expect(client.isClosedByServer())
        #expect(server.nextRefusal()?.hasPrefix("408 request timeout from 127.0.0.1:") == true)
    }

    /// Browsers open spare connections and may never use them: closed without a word.
    @Test func aClientThatSendsNothingIsClosedQuietly() throws {
        let server = try WebServer.testing { $0.requestTimeout = 0.1 }
        let client = try RawSocketClient(port: server.port)
        #expect(client.isClosedByServer())
        #expect(server.waitForEvents(timeout: 0) == [])
    }

    @Test func requestsBeyondTheMostConnectionsAre503() throws {
        let server = try WebServer.testing { $0.maximumConnections = 1 }
        let (first, id) = try server.connectClient()
        #expect(try Self.fetch(server, "/?token=secret").status == 503)
        #expect(server.nextRefusal()?.hasPrefix("503 too many connections") == true)
        try first.sendFrame(opcode: 8, payload: [0x03, 0xE8])
        _ = server.closedEvent(of: id)
        #expect(try first.readFrame().opcode == 8)
        #expect(first.isClosedByServer())
        #expect(try Self.fetch(server, "/?token=secret").status == 200)
    }

    /// A client that sends its request and shuts its side down still gets the answer.
    @Test func aHalfClosedClientGetsItsResponse() throws {
        let server = try WebServer.testing()
        let client = try RawSocketClient(port: server.port)
        try client.sendRequest("/?token=secret", port: server.port)
        client.shutdownWrite()
        #expect(try client.readResponse().status == 200)
        #expect(client.isClosedByServer())
    }
}
