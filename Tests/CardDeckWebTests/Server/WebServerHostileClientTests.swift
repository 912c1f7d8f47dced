import Glibc
import Testing

@testable import CardDeckWeb

/// Hostile and careless clients over real loopback sockets: each costs bounded connections,
/// bytes and time, and none keeps a page with the token out. Bounded counts; the only waits
/// are socket timeouts and intervals configured in milliseconds.
@Suite struct WebServerHostileClientTests {
    /// Waits up to `milliseconds` for `client` to have something to read (or end of file).
    private static func isReadable(_ client: RawSocketClient, within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: client.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    @Test func idleConnectionsGiveWayToAPageWithTheToken() throws {
        let server = try WebServer.testing {
            $0.maximumUnauthenticatedConnectionsPerPeer = 4
            $0.maximumUnauthenticatedConnections = 8
        }
        let idle = try (0..<10).map { _ in try RawSocketClient(port: server.port) }
        let page = try RawSocketClient(port: server.port)
        try page.sendRequest("/?token=secret", port: server.port)
        #expect(try page.readResponse().status == 200)
        // The page took the place of the oldest; the newest three keep theirs.
        for client in idle.prefix(7) { #expect(client.isClosedByServer()) }
        #expect(server.waitForEvents(timeout: 0) == [], "evictions are not refusals")
    }

    /// The first measure with the default budgets: 200 idle connections without the
    /// token, then a page with it.
    @Test func aPageLoadsPast200IdleConnections() throws {
        let server = try WebServer.testing()
        let idle = try (0..<200).map { _ in try RawSocketClient(port: server.port) }
        let page = try RawSocketClient(port: server.port)
        try page.sendRequest("/?token=secret", port: server.port)
        #expect(try page.readResponse().status == 200)
        let (socket, _) = try server.connectClient()
        withExtendedLifetime((idle, socket)) {}
    }

    @Test func aTrickleDoesNotExtendTheHeadDeadline() throws {
        let server = try WebServer.testing { $0.requestTimeout = 0.2 }
        let client = try RawSocketClient(port: server.port)
        let head = Array(
            "GET /?token=secret HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8)
        var sent = 0
        // A byte every 50 ms: the whole head would take 2.5 s.
        while sent < head.count, !Self.isReadable(client, within: 50) {
            try client.write([head[sent]])
            sent += 1
        }
        #expect(try client.readResponse().status == 408)
        #expect(sent < head.count / 2)
    }

    @Test func aPongOverTheOutboundCapDropsTheClient() throws {
        let server = try WebServer.testing { $0.maximumOutboundBytes = 100 }
        let (client, id) = try server.connectClient()
        try client.sendFrame(opcode: 9, payload: Array(repeating: 7, count: 125))
        #expect(server.closedEvent(of: id) == .closed(id, code: 1008, reason: "client too slow"))
        #expect(client.isClosedByServer())
        #expect(server.pendingOutboundBytes(for: id) == 0)
    }

    /// A client that pings and never reads gets one pong at a time: its pings cost no memory.
    @Test func pingsFromAClientThatDoesNotReadQueueOnePong() throws {
        let server = try WebServer.testing()
        let (client, id) = try server.connectClient()
        let ping = RawSocketClient.frameBytes(opcode: 9, payload: Array(repeating: 1, count: 125))
        let batch = Array([[UInt8]](repeating: ping, count: 1_000).joined())
        // 60,000 pongs are 7.6 MB: more than loopback's socket buffers take.
        for _ in 0..<60 { try client.write(batch) }
        try client.sendText("done")
        let events = server.events { if case .message = $0 { true } else { false } }
        #expect(events.contains { if case .message(id, "done", _) = $0 { true } else { false } })
        #expect(server.pendingOutboundBytes(for: id) <= 127)
        #expect(server.openConnections == [id])
    }

    @Test func aSilentWebSocketIsPingedThenClosed() throws {
        let server = try WebServer.testing {
            $0.pingInterval = 0.05
            $0.pingTimeout = 0.05
        }
        let (client, id) = try server.connectClient()
        #expect(try client.readFrame().opcode == 9)
        let close = try client.readFrame()
        #expect(close.opcode == 8)
        #expect(close.payload.prefix(2) == [0x03, 0xE9])
        #expect(
            server.closedEvent(of: id) == .closed(id, code: 1001, reason: "client not answering"))
    }

    @Test func aWebSocketThatAnswersPingsStaysOpen() throws {
        let server = try WebServer.testing {
            $0.pingInterval = 0.05
            $0.pingTimeout = 5
        }
        let (client, id) = try server.connectClient()
        for _ in 0..<3 {
            let ping = try client.readFrame()
            #expect(ping.opcode == 9)
            try client.sendFrame(opcode: 10, payload: ping.payload)
        }
        #expect(server.openConnections == [id])
        #expect(
            !server.waitForEvents(timeout: 0).contains {
                if case .closed = $0 { true } else { false }
            })
    }

    /// One client's burst is handed over in batches the caller takes between others' events.
    @Test func aBurstOfMessagesIsHandedOverInBoundedBatches() throws {
        let server = try WebServer.testing()
        let (client, id) = try server.connectClient()
        let count = 1_000
        let frames = (0..<count).map {
            RawSocketClient.frameBytes(opcode: 1, payload: Array("\($0)".utf8))
        }
        try client.write(Array(frames.joined()))
        var received: [String] = []
        var largestBatch = 0
        for _ in 0..<1_000 where received.count < count {
            let batch = server.waitForEvents(timeout: 5).compactMap { event -> String? in
                guard case .message(id, let text, _) = event else { return nil }
                return text
            }
            largestBatch = max(largestBatch, batch.count)
            received += batch
        }
        #expect(received == (0..<count).map { "\($0)" })
        #expect(largestBatch < count, "the burst was handed over at once")
        #expect(
            largestBatch
                <= WebServerSharedState.maximumQueuedMessages + WebServerLoop.framesPerTurn)
    }

    @Test func utf8BytesAreSentAsOneTextFrame() throws {
        let server = try WebServer.testing()
        let (client, id) = try server.connectClient()
        server.send(utf8: Array("{\"t\":\"patch\",\"é\":1}".utf8), to: id)
        let frame = try client.readFrame()
        #expect(frame.opcode == 1)
        #expect(frame.isFinal)
        #expect(String(decoding: frame.payload, as: UTF8.self) == "{\"t\":\"patch\",\"é\":1}")
    }
}
