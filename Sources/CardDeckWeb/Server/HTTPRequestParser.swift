/// Collects an HTTP/1.x request head as it arrives, a read at a time, and parses it once the
/// blank line that ends it is in.
///
/// Strict on purpose: lines end in CRLF, header names are tokens with the colon right after
/// them, no folded lines, no control characters. Anything else is refused with 400, at the
/// first byte that gives it away when that byte is in the request line, so a client speaking
/// another protocol (a TLS hello, say) is refused at once instead of after the timeout.
struct HTTPRequestParser {
    /// What the bytes so far amount to.
    enum Outcome: Sendable, Equatable {
        /// The head is not complete yet; append more.
        case incomplete
        /// The head is complete; `bodyStart` is the index in ``bytes`` of the first byte after
        /// the blank line.
        case complete(HTTPRequest, bodyStart: Int)
        /// The head is refused with this HTTP status (400, 431 or 505) for this reason.
        case failed(status: Int, reason: String)
    }

    /// The most bytes the head may take, with its blank line, ≥ 1.
    let maximumBytes: Int
    /// Every byte appended so far.
    private(set) var bytes: [UInt8] = []
    /// How far the search for the blank line has got; it never rescans.
    private var scanned = 0
    /// How far the early check of the request line has got: the next byte to look at, the
    /// method's length so far (−1 once past it), and whether the line has ended.
    private var lineCheck = (index: 0, methodLength: 0, isDone: false)

    /// A parser for a head of at most `maximumBytes` bytes (values below 1 count as 1).
    init(maximumBytes: Int) {
        self.maximumBytes = max(maximumBytes, 1)
    }

    /// Appends the next read and says whether the head is complete, refused, or not yet in.
    ///
    /// - Parameter chunk: The bytes just read.
    /// - Returns: The outcome; once complete or failed, later calls repeat the verdict on all
    ///   bytes.
    mutating func append(_ chunk: some Collection<UInt8>) -> Outcome {
        bytes.append(contentsOf: chunk)
        var index = max(scanned, 3)
        while index < bytes.count {
            if bytes[index] == 0x0A, bytes[index - 1] == 0x0D, bytes[index - 2] == 0x0A,
                bytes[index - 3] == 0x0D
            {
                let end = index + 1
                guard end <= maximumBytes else { return tooLarge }
                return Self.parseHead(bytes[0..<(end - 4)], bodyStart: end)
            }
            index += 1
        }
        scanned = max(bytes.count, 3)
        if let reason = requestLineFault() { return .failed(status: 400, reason: reason) }
        return bytes.count >= maximumBytes ? tooLarge : .incomplete
    }

    private var tooLarge: Outcome {
        .failed(status: 431, reason: "request head over \(maximumBytes) bytes")
    }

    /// Checks the request line's bytes not yet checked; returns why they cannot start a
    /// request line, or `nil` while they still can. Each byte is looked at once.
    private mutating func requestLineFault() -> String? {
        while lineCheck.index < bytes.count, !lineCheck.isDone {
            let byte = bytes[lineCheck.index]
            lineCheck.index += 1
            if byte == 0x0D || byte == 0x0A {
                lineCheck.isDone = true
            } else if lineCheck.methodLength < 0 {
                guard 0x20...0x7E ~= byte else { return "malformed request line" }
            } else if byte == 0x20 {
                guard lineCheck.methodLength > 0 else { return "malformed request line" }
                lineCheck.methodLength = -1
            } else {
                guard Self.isTokenByte(byte) else { return "malformed request line" }
                lineCheck.methodLength += 1
            }
        }
        return nil
    }

    private static func parseHead(_ head: ArraySlice<UInt8>, bodyStart: Int) -> Outcome {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = head.startIndex
        var index = head.startIndex
        while index < head.endIndex {
            if head[index] == 0x0D, index + 1 < head.endIndex, head[index + 1] == 0x0A {
                lines.append(head[lineStart..<index])
                index += 2
                lineStart = index
            } else {
                index += 1
            }
        }
        lines.append(head[lineStart..<head.endIndex])
        guard let requestLine = lines.first else {
            return .failed(status: 400, reason: "malformed request line")
        }
        let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte),
            parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ 0x21...0x7E ~= $0 })
        else { return .failed(status: 400, reason: "malformed request line") }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            if version.hasPrefix("HTTP/"), parts[2].allSatisfy({ $0 >= 0x21 && $0 <= 0x7E }) {
                return .failed(status: 505, reason: "unsupported version")
            }
            return .failed(status: 400, reason: "malformed request line")
        }
        var headers: [HTTPHeaderField] = []
        for line in lines.dropFirst() {
            guard let field = parseField(line) else {
                return .failed(status: 400, reason: "malformed header field")
            }
            headers.append(field)
        }
        let request = HTTPRequest(
            method: String(decoding: parts[0], as: UTF8.self),
            target: String(decoding: parts[1], as: UTF8.self), version: version,
            headers: headers)
        return .complete(request, bodyStart: bodyStart)
    }

    /// `name: value` with a token name and a value of visible characters, blanks and
    /// non-ASCII bytes; `nil` for anything else.
    private static func parseField(_ line: ArraySlice<UInt8>) -> HTTPHeaderField? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else { return nil }
        var value = line[(colon + 1)...]
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else { return nil }
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        return HTTPHeaderField(
            String(decoding: name, as: UTF8.self).lowercased(),
            String(decoding: value, as: UTF8.self))
    }

    /// Whether `byte` may appear in a method or a header name (RFC 9110's `tchar`).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
