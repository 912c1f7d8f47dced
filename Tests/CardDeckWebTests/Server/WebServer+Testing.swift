import Dispatch

@testable import CardDeckWeb

extension WebServer {
    /// A server on a system-chosen loopback port with the token `"secret"`, the page
    /// `"<p>hi</p>"`, and whatever `adjust` changes.
    static func testing(
        _ adjust: (inout WebServerConfiguration) -> Void = { _ in }
    ) throws -> WebServer {
        var configuration = WebServerConfiguration()
        configuration.token = "secret"
        configuration.page = "<p>hi</p>"
        adjust(&configuration)
        return try WebServer(configuration: configuration)
    }

    /// Collects events until one satisfies `isWanted`, or `timeout` seconds pass (a failsafe:
    /// tests expect the event long before).
    ///
    /// - Returns: Every event collected, in order, the wanted one last.
    func events(
        timeout: Double = 5, until isWanted: (WebServerEvent) -> Bool
    ) -> [WebServerEvent] {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var collected: [WebServerEvent] = []
        while !collected.contains(where: isWanted) {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            collected += waitForEvents(timeout: Double(deadline - now) / 1e9)
        }
        return collected
    }

    /// Waits for the next connection to open and returns its identifier.
    func nextOpened() -> WebConnectionID? {
        for event in events(until: { if case .opened = $0 { true } else { false } }) {
            if case .opened(let id) = event { return id }
        }
        return nil
    }

    /// Waits for the `.closed` event of `connection`.
    func closedEvent(of connection: WebConnectionID) -> WebServerEvent? {
        events { if case .closed(connection, _, _) = $0 { true } else { false } }.last {
            if case .closed(connection, _, _) = $0 { true } else { false }
        }
    }

    /// Waits for the next `.refused` line.
    func nextRefusal() -> String? {
        for event in events(until: { if case .refused = $0 { true } else { false } }) {
            if case .refused(let line) = event { return line }
        }
        return nil
    }

    /// Opens a WebSocket with a new client and waits for the server to report it.
    func connectClient() throws -> (client: RawSocketClient, id: WebConnectionID) {
        let client = try RawSocketClient(port: port)
        let response = try client.openWebSocket(port: port, token: configuration.token)
        guard response.status == 101, let id = nextOpened() else {
            throw RawSocketClient.Failure(description: "handshake failed: \(response.status)")
        }
        return (client, id)
    }
}
