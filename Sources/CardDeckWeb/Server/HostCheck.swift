/// Which `Host` and `Origin` header values a ``WebServer`` accepts: its defence against DNS
/// rebinding, where a foreign page resolves its own name to 127.0.0.1 to reach the server.
///
/// A host is accepted as `name:PORT` for `127.0.0.1`, `localhost`, `[::1]`, the bind address
/// (unless it is `0.0.0.0`) and every allowed host without a port; an allowed host with its
/// own port is accepted as written. On port 80 the names are accepted without the port too,
/// since browsers leave the default port out. An origin is `http://` and an accepted host,
/// or `https://` and one of the allowed hosts (for a server behind a TLS proxy). Everything
/// is compared case-insensitively.
struct HostCheck: Sendable {
    /// Accepted `Host` values, lowercased.
    let hosts: Set<String>
    /// Accepted `Origin` values, lowercased.
    let origins: Set<String>

    /// The rules for a server bound to `bindAddress` on `port` that also accepts
    /// `allowedHosts`.
    init(bindAddress: String, port: UInt16, allowedHosts: [String]) {
        var names = ["127.0.0.1", "localhost", "[::1]"]
        if bindAddress != "0.0.0.0" { names.append(bindAddress.lowercased()) }
        let entries = allowedHosts.map { $0.lowercased() }.filter { !$0.isEmpty }
        let userHosts = entries.map { Self.hasPort($0) ? $0 : "\($0):\(port)" }
        names += entries.filter { !Self.hasPort($0) }
        var hosts = Set(names.map { "\($0):\(port)" } + userHosts)
        if port == 80 { hosts.formUnion(names) }
        self.hosts = hosts
        origins = Set(hosts.map { "http://\($0)" } + userHosts.map { "https://\($0)" })
    }

    /// Whether a request's `Host` header value is one of ours.
    func allowsHost(_ value: String) -> Bool {
        hosts.contains(value.lowercased())
    }

    /// Whether a request's `Origin` header value is one of ours.
    func allowsOrigin(_ value: String) -> Bool {
        origins.contains(value.lowercased())
    }

    /// Whether `entry` names a port: `name:80`, `[::1]:80`, but not `[::1]`.
    private static func hasPort(_ entry: String) -> Bool {
        if entry.hasPrefix("[") { return entry.contains("]:") }
        return entry.contains(":")
    }
}
