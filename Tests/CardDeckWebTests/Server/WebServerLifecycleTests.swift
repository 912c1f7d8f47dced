import Dispatch
import Foundation
import Glibc
import Testing

@testable import CardDeckWeb

/// Starting, waiting, waking and stopping a server, and what it leaves behind.
@Suite struct WebServerLifecycleTests {
    @Test func documentedDefaults() {
        let configuration = WebServerConfiguration()
        #expect(configuration.bindAddress == "127.0.0.1")
        #expect(configuration.port == 0)
        #expect(configuration.allowedHosts == [])
        #expect(configuration.maximumRequestBytes == 16_384)
        #expect(configuration.maximumMessageBytes == 1_048_576)
        #expect(configuration.maximumConnections == 16)
        #expect(configuration.page == "")
        #expect(configuration.requestTimeout == 3)
        #expect(configuration.maximumUnauthenticatedConnections == 64)
        #expect(configuration.maximumUnauthenticatedConnectionsPerPeer == 16)
        #expect(configuration.pingInterval == 15)
        #expect(configuration.pingTimeout == 15)
        #expect(configuration.maximumOutboundBytes == 67_108_864)
        #expect(configuration.token.count == 32)
        #expect(configuration.token != WebServerConfiguration().token)
    }

    @Test func randomTokensAre32HexDigits() {
        let tokens = (0..<20).map { _ in WebServerConfiguration.randomToken() }
        for token in tokens {
            #expect(token.count == 32)
            #expect(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
        #expect(Set(tokens).count == tokens.count)
    }

    @Test(arguments: ["localhost", "256.0.0.1", "::1", "", "127.0.0.1 "])
    func anAddressThatIsNotIPv4IsRefused(address: String) {
        var configuration = WebServerConfiguration()
        configuration.bindAddress = address
        #expect(throws: WebServerError.invalidBindAddress(address)) {
            try WebServer(configuration: configuration)
        }
    }

    @Test func aPortInUseIsReported() throws {
        let first = try WebServer.testing()
        var configuration = WebServerConfiguration()
        configuration.port = first.port
        #expect(throws: WebServerError.systemCallFailed("bind", errno: EADDRINUSE)) {
            try WebServer(configuration: configuration)
        }
        #expect(
            WebServerError.systemCallFailed("bind", errno: EADDRINUSE).description.contains(
                "already in use"))
        #expect(
            WebServerError.invalidBindAddress("x").description
                == "The bind address \"x\" is not an IPv4 address. Use a literal such as "
                + "127.0.0.1 (this machine only) or 0.0.0.0 (every interface).")
    }

    @Test func everyInterfaceIsOpenedAtLoopback() throws {
        let server = try WebServer.testing { $0.bindAddress = "0.0.0.0" }
        #expect(server.port > 0)
        #expect(server.url == "http://127.0.0.1:\(server.port)/?token=secret")
        let client = try RawSocketClient(port: server.port)
        try client.sendRequest("/?token=secret", port: server.port)
        #expect(try client.readResponse().status == 200)
    }

    @Test func waitingWithoutEventsTimesOut() throws {
        let server = try WebServer.testing()
        #expect(server.waitForEvents(timeout: 0) == [])
        let start = DispatchTime.now().uptimeNanoseconds
        #expect(server.waitForEvents(timeout: 0.05) == [])
        #expect(DispatchTime.now().uptimeNanoseconds - start >= 50_000_000)
    }

    @Test func wakeEndsAWaitEarly() throws {
        let server = try WebServer.testing()
        let start = DispatchTime.now().uptimeNanoseconds
        let waker = Thread { server.wake() }
        waker.start()
        #expect(server.waitForEvents(timeout: 10) == [])
        #expect(DispatchTime.now().uptimeNanoseconds - start < 5_000_000_000)
        // A wake with no wait pending ends the next one, and only that one.
        server.wake()
        #expect(server.waitForEvents(timeout: 10) == [])
        #expect(server.waitForEvents(timeout: 0.01) == [])
        #expect(DispatchTime.now().uptimeNanoseconds - start < 5_000_000_000)
    }

    @Test func aWakeDoesNotSwallowEvents() throws {
        let server = try WebServer.testing()
        let (client, id) = try server.connectClient()
        server.close(id)
        server.wake()
        #expect(server.waitForEvents(timeout: 0) == [.closed(id, code: 1000, reason: "")])
        withExtendedLifetime(client) {}
    }

    @Test func stopClosesEverythingAndLeavesHarmlessNoOps() throws {
        let server = try WebServer.testing()
        let (client, id) = try server.connectClient()
        server.stop()
        let goodbye = try client.readFrame()
        #expect(goodbye.opcode == 8)
        #expect(goodbye.closeCode == 1001)
        #expect(client.isClosedByServer())
        #expect(throws: RawSocketClient.Failure.self) { try RawSocketClient(port: server.port) }
        server.stop()
        server.send("after", to: id)
        server.close(id)
        server.wake()
        #expect(server.pendingOutboundBytes(for: id) == 0)
        #expect(server.openConnections == [])
        #expect(server.waitForEvents(timeout: .infinity) == [])
    }

    @Test func releasingTheServerStopsIt() throws {
        var server: WebServer? = try WebServer.testing()
        let port = server?.port ?? 0
        _ = try RawSocketClient(port: port)
        server = nil
        #expect(throws: RawSocketClient.Failure.self) { try RawSocketClient(port: port) }
    }

    /// After a server's life, no descriptor of this process is one of its sockets (they all
    /// have its port as their local port) or its wake pipe. Other tests open and close
    /// descriptors in parallel, so the check names the server's own rather than counting.
    @Test func noDescriptorOutlivesTheServer() throws {
        var server: WebServer? = try WebServer.testing()
        let port = try #require(server?.port)
        let pipe = try #require(server.map { Self.target(of: $0.shared.loopWakeReadDescriptor) })
        let (client, _) = try #require(server).connectClient()
        let served = try RawSocketClient(port: port)
        try served.sendRequest("/?token=secret", port: port)
        _ = try served.readResponse()
        #expect(pipe.hasPrefix("pipe:["))
        #expect(Self.openTargets().contains(pipe))
        #expect(Self.serverSockets(port: port).count >= 2)  // the listener and the WebSocket
        withExtendedLifetime(client) { server = nil }
        #expect(Self.serverSockets(port: port) == [])
        #expect(!Self.openTargets().contains(pipe))
    }

    /// A file read to its end with plain reads: `/proc` files report a size of 0, so
    /// Foundation's readers may stop early.
    private static func readWholeFile(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where `/proc/self/fd/N` points, e.g. `"socket:[1234]"`.
    private static func target(of descriptor: Int32) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)"))
            ?? ""
    }

    /// Where every open descriptor of this process points.
    private static func openTargets() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return Set(names.compactMap { Int32($0) }.map(target(of:)))
    }

    /// This process's open sockets whose local port is `port`: the server's listener and
    /// the connections it accepted (its clients' sockets have `port` as their remote port).
    private static func serverSockets(port: UInt16) -> Set<String> {
        let table = readWholeFile("/proc/net/tcp")
        var sockets: Set<String> = []
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 9, let colon = fields[1].lastIndex(of: ":"),
                UInt16(fields[1][fields[1].index(after: colon)...], radix: 16) == port
            else { continue }
            sockets.insert("socket:[\(fields[9])]")
        }
        return sockets.intersection(openTargets())
    }
}
