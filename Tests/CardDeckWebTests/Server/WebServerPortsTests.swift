import CardDeckWeb
import Glibc
import Testing

/// `WebServer.firstFree(in:configuration:)`: the first free port of a list, as the demo and an
/// app that wants the same URL from run to run choose theirs.
@Suite("WebServer: the first free port")
struct WebServerPortsTests {
    @Test("a taken port is skipped for the next one; 0 lets the system choose")
    func skipsTaken() throws {
        let taken = try WebServer(configuration: WebServerConfiguration())
        defer { taken.stop() }
        let server = try WebServer.firstFree(
            in: [taken.port, 0], configuration: WebServerConfiguration())
        defer { server.stop() }
        #expect(server.port != taken.port && server.port != 0)
        #expect(server.url.contains(":\(server.port)/?token="))
    }

    @Test("every port taken: bind's EADDRINUSE, whose message says how to pick another")
    func allTaken() throws {
        let taken = try WebServer(configuration: WebServerConfiguration())
        defer { taken.stop() }
        #expect(throws: WebServerError.systemCallFailed("bind", errno: EADDRINUSE)) {
            try WebServer.firstFree(
                in: [taken.port, taken.port], configuration: WebServerConfiguration())
        }
        #expect(
            WebServerError.systemCallFailed("bind", errno: EADDRINUSE).description.contains(
                "port 0"))
    }

    @Test("a bad bind address is refused at once; no ports: the configuration's own")
    func badAddressAndNoPorts() throws {
        var configuration = WebServerConfiguration()
        configuration.bindAddress = "localhost"
        #expect(throws: WebServerError.invalidBindAddress("localhost")) {
            try WebServer.firstFree(in: [0, 0], configuration: configuration)
        }
        let server = try WebServer.firstFree(in: [], configuration: WebServerConfiguration())
        defer { server.stop() }
        #expect(server.port != 0)
    }
}
