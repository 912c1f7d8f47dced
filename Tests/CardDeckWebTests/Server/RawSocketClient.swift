import Foundation
import Glibc

@testable import CardDeckWeb

/// A blocking TCP client for tests: connects to 127.0.0.1, writes bytes, reads with a
/// failsafe timeout, and speaks just enough WebSocket (masked frames out, raw frames in) to
/// drive a server by hand, well-formed or not.
final class RawSocketClient {
    /// A step the client could not take.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A frame as the server sent it, with the header bits a test checks.
    struct ReceivedFrame: Equatable {
        var isFinal: Bool
        var reservedBits: UInt8
        var opcode: UInt8
        var isMasked: Bool
        var payload: [UInt8]

        /// The payload as UTF-8 text.
        var text: String { String(decoding: payload, as: UTF8.self) }

        /// A close frame's code, or `nil` when it has none.
        var closeCode: UInt16? {
            payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil
        }

        /// A close frame's reason.
        var closeReason: String { String(decoding: payload.dropFirst(2), as: UTF8.self) }
    }

    /// A parsed HTTP response.
    struct Response {
        var status: Int
        /// Header fields, names lowercased.
        var headers: [String: String]
        var body: [UInt8]
    }

    let descriptor: Int32
    /// Bytes read and not yet consumed.
    private var buffered: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds (a failsafe: a
    /// test never expects to wait that long).
    init(port: UInt16, timeout: Double = 5) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
        _ = setsockopt(
            descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(
            descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: the client is fully initialized, so a throw runs `deinit`, which
        // closes the descriptor. Closing it here too closed it twice, and the second close
        // could take a descriptor number another test had just been given (a listener),
        // refusing that test's connections.
        guard connected == 0 else { throw Failure(description: "connect: errno \(errno)") }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    // MARK: - Bytes

    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { throw Failure(description: "send: errno \(errno)") }
            offset += written
        }
    }

    /// Writes `text` as UTF-8.
    func write(_ text: String) throws {
        try write(Array(text.utf8))
    }

    /// Reads once; `nil` at end of file, or when the read failed or timed out.
    private func readOnce() -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Array(chunk[0..<count])
    }

    /// Reads until at least `count` bytes are buffered.
    private func fill(_ count: Int) throws {
        while buffered.count < count {
            guard let chunk = readOnce() else {
                throw Failure(description: "connection ended after \(buffered.count) bytes")
            }
            buffered += chunk
        }
    }

    /// Takes the next `count` bytes.
    func read(count: Int) throws -> [UInt8] {
        try fill(count)
        defer { buffered.removeFirst(count) }
        return Array(buffered[0..<count])
    }

    /// Whether the server has closed its side: the next read finds end of file, with nothing
    /// unread before it.
    func isClosedByServer() -> Bool {
        guard buffered.isEmpty else { return false }
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, 0) == 0
    }

    /// Shuts the client's sending side down (the server reads end of file).
    func shutdownWrite() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    // MARK: - HTTP

    /// Sends a GET for `target` with `headers` (a `Host` for the port unless one is given).
    func sendRequest(
        _ target: String, port: UInt16, method: String = "GET", headers: [String] = []
    ) throws {
        var lines = ["\(method) \(target) HTTP/1.1"]
        if !headers.contains(where: { $0.lowercased().hasPrefix("host:") }) {
            lines.append("Host: 127.0.0.1:\(port)")
        }
        lines += headers
        try write(lines.joined(separator: "\r\n") + "\r\n\r\n")
    }

    /// Reads a response head and a body of its `Content-Length`.
    func readResponse() throws -> Response {
        var end: Int?
        while end == nil {
            end = Self.headEnd(buffered)
            if end == nil {
                guard let chunk = readOnce() else {
                    throw Failure(description: "no response head in \(buffered.count) bytes")
                }
                buffered += chunk
            }
        }
        let headEnd = end ?? 0
        let head = String(decoding: buffered[0..<headEnd], as: UTF8.self)
        buffered.removeFirst(headEnd + 4)
        let lines = head.components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line \(lines[0])")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        return Response(status: status, headers: headers, body: try read(count: length))
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13
            && bytes[index + 3] == 10
        {
            return index
        }
        return nil
    }

    // MARK: - WebSocket

    /// A fixed key, whose accept value RFC 6455 gives.
    static let key = "dGhlIHNhbXBsZSBub25jZQ=="

    /// Sends an upgrade request for `/socket` with `token` and reads the response.
    func openWebSocket(port: UInt16, token: String, headers: [String] = []) throws -> Response {
        try sendRequest(
            "/socket?token=\(token)", port: port,
            headers: [
                "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13",
                "Sec-WebSocket-Key: \(Self.key)",
            ] + headers)
        return try readResponse()
    }

    /// Sends one frame, masked with a fixed key unless `masked` is false, with the given FIN
    /// and reserved bits.
    func sendFrame(
        opcode: UInt8, payload: [UInt8], isFinal: Bool = true, masked: Bool = true,
        reservedBits: UInt8 = 0
    ) throws {
        try write(
            Self.frameBytes(
                opcode: opcode, payload: payload, isFinal: isFinal, masked: masked,
                reservedBits: reservedBits))
    }

    /// Sends a masked text frame.
    func sendText(_ text: String, isFinal: Bool = true, opcode: UInt8 = 1) throws {
        try sendFrame(opcode: opcode, payload: Array(text.utf8), isFinal: isFinal)
    }

    /// A frame's bytes as a client would send them.
    static func frameBytes(
        opcode: UInt8, payload: [UInt8], isFinal: Bool = true, masked: Bool = true,
        reservedBits: UInt8 = 0
    ) -> [UInt8] {
        guard let kind = WebSocketFrame.Opcode(rawValue: opcode) else {
            // Opcodes the library does not know: build the two-byte header by hand.
            let maskKey: [UInt8] = [1, 2, 3, 4]
            var bytes: [UInt8] = [
                (isFinal ? 0x80 : 0) | reservedBits << 4 | opcode,
                (masked ? 0x80 : 0) | UInt8(payload.count),
            ]
            if masked {
                bytes += maskKey
                bytes += payload.enumerated().map { $0.element ^ maskKey[$0.offset & 3] }
            } else {
                bytes += payload
            }
            return bytes
        }
        var bytes = WebSocketFrame(opcode: kind, isFinal: isFinal, payload: payload).encoded(
            maskingKey: masked ? [0x37, 0xFA, 0x21, 0x3D] : nil)
        bytes[0] |= reservedBits << 4
        return bytes
    }

    /// Reads one frame from the server.
    func readFrame() throws -> ReceivedFrame {
        let header = try read(count: 2)
        var length = UInt64(header[1] & 0x7F)
        if length == 126 {
            length = try read(count: 2).reduce(0) { $0 << 8 | UInt64($1) }
        } else if length == 127 {
            length = try read(count: 8).reduce(0) { $0 << 8 | UInt64($1) }
        }
        let isMasked = header[1] & 0x80 != 0
        let key = isMasked ? try read(count: 4) : []
        var payload = try read(count: Int(length))
        if isMasked {
            payload = payload.enumerated().map { $0.element ^ key[$0.offset & 3] }
        }
        return ReceivedFrame(
            isFinal: header[0] & 0x80 != 0, reservedBits: header[0] >> 4 & 0x7,
            opcode: header[0] & 0x0F, isMasked: isMasked, payload: payload)
    }
}
