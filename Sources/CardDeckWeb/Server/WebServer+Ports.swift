import Glibc

extension WebServer {
    /// Starts a server on the first port of `ports` that is free.
    ///
    /// A configuration's ``WebServerConfiguration/port`` defaults to 0, a port the system
    /// chooses afresh each run. An app that wants the same URL from run to run — so that a
    /// page left open reconnects by itself after a restart — names its ports instead:
    /// `carddeck-demo --web` and the `live-app` example try 8390 to 8399.
    ///
    /// ```swift
    /// let server = try WebServer.firstFree(in: 8390..<8400, configuration: configuration)
    /// ```
    ///
    /// - Parameters:
    ///   - ports: The ports to try, in order; a 0 among them lets the system choose. Empty
    ///     tries the configuration's own port.
    ///   - configuration: Everything but the port.
    /// - Returns: The server, listening on ``port``.
    /// - Throws: ``WebServerError/invalidBindAddress(_:)`` at once for a bad bind address;
    ///   otherwise the last port's error, `bind` with `EADDRINUSE` when every port is taken.
    public static func firstFree(
        in ports: some Collection<UInt16>, configuration: WebServerConfiguration
    ) throws(WebServerError) -> WebServer {
        guard !ports.isEmpty else { return try WebServer(configuration: configuration) }
        var configuration = configuration
        var lastError = WebServerError.systemCallFailed("bind", errno: EADDRINUSE)
        for port in ports {
            configuration.port = port
            do {
                return try WebServer(configuration: configuration)
            } catch .invalidBindAddress(let address) {
                throw .invalidBindAddress(address)
            } catch {
                lastError = error
            }
        }
        throw lastError
    }
}
