#if canImport(Glibc)
    import Glibc
#endif

/// This machine's IPv4 addresses, for the URLs a phone on the same network can open.
enum NetworkAddresses {
    /// The address of every IPv4 interface that is up, loopback included, in interface order.
    static func ipv4() -> [String] {
        var addresses: [String] = []
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr,
                address.pointee.sa_family == sa_family_t(AF_INET),
                entry.pointee.ifa_flags & UInt32(IFF_UP) != 0
            else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(MemoryLayout<sockaddr_in>.size)
            if getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST)
                == 0
            {
                addresses.append(
                    String(
                        decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                        as: UTF8.self))
            }
        }
        return addresses
    }
}
