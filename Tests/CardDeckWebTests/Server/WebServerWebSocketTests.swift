import Dispatch
import Testing

@testable import CardDeckWeb

/// The WebSocket side of a real server over loopback sockets.
@Suite struct WebServerWebSocketTests {
    /// Whether the server still takes a new client and hears from it.
    private static func servesANewClient(_ server: WebServer) throws -> Bool {
        let (client, id) = try server.connectClient()
        try client.sendText("still here")
        let events = server.events { if case .message = $0 { true } else { false } }
        guard case .message(id, "still here", _)? = events.last else { return false }
        return true
    }

    @Test func aFullSession() throws {
        let server = try WebServer.testing()
        let client = try RawSocketClient(port: server.port)
        let response = try client.openWebSocket(port: server.port, token: "secret")
        #expect(response.status == 101)
        #expect(response.headers["sec-websocket-accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        #expect(response.headers["upgrade"] == "websocket")
        guard let id = server.nextOpened() else {
            Issue.record("no .opened")
            return
        }
        #expect(server.openConnections == [id])

        // A masked text message arrives, stamped when it was read.
        let before = DispatchTime.now().uptimeNanoseconds
        try client.sendText("hello, server é")
        let events = server.events { if case .message = $0 { true } else { false } }
        guard case .message(id, "hello, server é", let stamp)? = events.last else {
            Issue.record("no message: \(events)")
            return
        }
        #expect(stamp >= before && stamp <= DispatchTime.now().uptimeNanoseconds)

        // A fragmented one arrives whole, after a ping answered in between.
        try client.sendText("frag", isFinal: false)
        try client.sendFrame(opcode: 9, payload: Array("are you there".utf8))
        try client.sendText("mented", isFinal: false, opcode: 0)
        try client.sendText("!", opcode: 0)
        let pong = try client.readFrame()
        #expect(pong.opcode == 10)
        #expect(pong.text == "are you there")
        #expect(!pong.isMasked)
        let fragmented = server.events { if case .message = $0 { true } else { false } }
        guard case .message(id, "fragmented!", _)? = fragmented.last else {
            Issue.record("no fragmented message: \(fragmented)")
            return
        }

        // Unsolicited pongs are ignored.
        try client.sendFrame(opcode: 10, payload: [1])

        // What the server sends arrives unmasked, final, in order.
        server.send("first", to: id)
        server.send(String(repeating: "ü", count: 40_000), to: id)
        let first = try client.readFrame()
        #expect(
            first
                == .init(
                    isFinal: true, reservedBits: 0, opcode: 1, isMasked: false,
                    payload: Array("first".utf8)))
        let second = try client.readFrame()
        #expect(second.text == String(repeating: "ü", count: 40_000))
        #expect(second.opcode == 1 && !second.isMasked && second.isFinal)

        // The peer closes: the server echoes its code and closes the socket.
        try client.sendFrame(opcode: 8, payload: [0x03, 0xE8] + Array("bye".utf8))
        let echo = try client.readFrame()
        #expect(echo.opcode == 8)
        #expect(echo.closeCode == 1000)
        #expect(client.isClosedByServer())
        #expect(server.closedEvent(of: id) == .closed(id, code: 1000, reason: "bye"))
        #expect(server.openConnections == [])
        #expect(server.pendingOutboundBytes(for: id) == 0)
        server.send("too late", to: id)
        #expect(server.pendingOutboundBytes(for: id) == 0)
        #expect(try Self.servesANewClient(server))
    }

    @Test func aCloseWithoutACodeIsReportedAs1005() throws {
        let server = try WebServer.testing()
        let (client, id) = try server.connectClient()
        try client.sendFrame(opcode: 8, payload: [])
        let echo = try client.readFrame()
        #expect(echo.opcode == 8 && echo.payload.isEmpty)
        #expect(client.isClosedByServer())
        #expect(server.closedEvent(of: id) == .closed(id, code: 1005, reason: ""))
    }

    @Test func theServerCloses() throws {
        let server = try WebServer.testing()
        let (client, id) = try server.connectClient()
        server.close(id, code: 4001, reason: "done here")
        #expect(server.openConnections == [])
        #expect(server.waitForEvents(timeout: 0) == [.closed(id, code: 4001, reason: "done here")])
        server.send("ignored", to: id)
        let close = try client.readFrame()
        #expect(close.opcode == 8)
        #expect(close.closeCode == 4001)
        #expect(close.closeReason == "done here")
        // Our side is shut down once the frame is out; the socket closes on the answer.
        #expect(client.isClosedByServer())
        try client.sendFrame(opcode: 8, payload: [0x0F, 0xA1])
        #expect(server.waitForEvents(timeout: 0) == [])
        #expect(try Self.servesANewClient(server))
    }

    @Test func aCloseCodeAPeerMayNotSendIsSentAs1000() throws {
        let server = try WebServer.testing()
        let (client, id) = try server.connectClient()
        server.close(id, code: 1006)
        #expect(try client.readFrame().closeCode == 1000)
    }

    private static let oversized: [UInt8] = [0x81, 0xFE, 0x04, 0x00, 1, 2, 3, 4]

    /// Each protocol error closes with its code, reported as `.closed` with that code; the
    /// server goes on serving.
    @Test(arguments: [
        ("oversized", oversized, UInt16(1009)),
        ("unmasked", RawSocketClient.frameBytes(opcode: 1, payload: [0x68], masked: false), 1002),
        ("invalid UTF-8", RawSocketClient.frameBytes(opcode: 1, payload: [0xC3, 0x28]), 1007),
        ("binary", RawSocketClient.frameBytes(opcode: 2, payload: [1, 2]), 1003),
        (
            "reserved bits", RawSocketClient.frameBytes(opcode: 1, payload: [], reservedBits: 2),
            1002
        ),
        ("stray continuation", RawSocketClient.frameBytes(opcode: 0, payload: [0x68]), 1002),
    ])
    func protocolErrors(name: String, bytes: [UInt8], code: UInt16) throws {
        let server = try WebServer.testing { $0.maximumMessageBytes = 1_000 }
        let (client, id) = try server.connectClient()
        try client.write(bytes)
        let close = try client.readFrame()
        #expect(close.opcode == 8, "\(name)")
        #expect(close.closeCode == code, "\(name)")
        #expect(!close.closeReason.isEmpty)
        #expect(client.isClosedByServer(), "\(name)")
        guard case .closed(id, code, let reason)? = server.closedEvent(of: id) else {
            Issue.record("\(name): no .closed with \(code)")
            return
        }
        #expect(reason == close.closeReason)
        #expect(server.openConnections == [])
        #expect(try Self.servesANewClient(server), "\(name)")
    }

    @Test func aClientVanishingMidFrameIsLost() throws {
        let server = try WebServer.testing()
        let id: WebConnectionID
        do {
            let (client, opened) = try server.connectClient()
            id = opened
            let frame = RawSocketClient.frameBytes(opcode: 1, payload: Array("partial".utf8))
            try client.write(Array(frame.prefix(8)))
        }  // the client closes here, half-way through its frame
        #expect(server.closedEvent(of: id) == .closed(id, code: nil, reason: "connection lost"))
        #expect(server.openConnections == [])
        #expect(try Self.servesANewClient(server))
    }

    @Test func aClientTooSlowIsClosedWith1008() throws {
        let server = try WebServer.testing { $0.maximumOutboundBytes = 1 << 20 }
        let (client, id) = try server.connectClient()
        let chunk = String(repeating: "x", count: 512 * 1_024)
        var events: [WebServerEvent] = []
        var sent = 0
        // Loopback buffers take a few MiB; well before 64 MiB the queue must overflow.
        while sent < 128, !events.contains(where: { if case .closed = $0 { true } else { false } })
        {
            server.send(chunk, to: id)
            #expect(server.pendingOutboundBytes(for: id) <= (1 << 20) + 200)
            sent += 1
            events += server.waitForEvents(timeout: 0)
        }
        #expect(events == [.closed(id, code: 1008, reason: "client too slow")])
        #expect(server.openConnections == [])
        withExtendedLifetime(client) {}
    }

    @Test func sendingToAnUnknownConnectionIsIgnored() throws {
        let server = try WebServer.testing()
        let stranger = WebConnectionID(rawValue: 999)
        server.send("nobody", to: stranger)
        server.close(stranger)
        #expect(server.pendingOutboundBytes(for: stranger) == 0)
        #expect(server.waitForEvents(timeout: 0) == [])
    }

    /// Several clients at once each get their own messages.
    @Test func clientsAreKeptApart() throws {
        let server = try WebServer.testing()
        let (one, first) = try server.connectClient()
        let (two, second) = try server.connectClient()
        #expect(first != second)
        #expect(server.openConnections == [first, second])
        server.send("to two", to: second)
        server.send("to one", to: first)
        #expect(try two.readFrame().text == "to two")
        #expect(try one.readFrame().text == "to one")
        try two.sendText("from two")
        let events = server.events { if case .message = $0 { true } else { false } }
        guard case .message(second, "from two", _)? = events.last else {
            Issue.record("\(events)")
            return
        }
    }
}
