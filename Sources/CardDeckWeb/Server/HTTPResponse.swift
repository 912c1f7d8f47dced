/// An HTTP/1.1 response the server writes: status, header fields and body.
///
/// Every response but the WebSocket upgrade closes the connection (`Connection: close`) and
/// says how long its body is; none may be cached or sniffed.
struct HTTPResponse: Sendable, Equatable {
    /// The status code, 100–599.
    var status: Int
    /// The header fields in order, names as written on the wire.
    var headers: [HTTPHeaderField]
    /// The body's bytes.
    var body: [UInt8]

    /// A response that closes the connection, with `Content-Length` (except for 204, which
    /// must not have one), `Cache-Control: no-store`, `X-Content-Type-Options: nosniff` and
    /// `Connection: close` added after `headers`.
    init(status: Int, headers: [HTTPHeaderField] = [], body: [UInt8] = []) {
        self.status = status
        let length =
            status == 204 ? [] : [HTTPHeaderField("Content-Length", String(body.count))]
        self.headers =
            headers + length + [
                HTTPHeaderField("Cache-Control", "no-store"),
                HTTPHeaderField("X-Content-Type-Options", "nosniff"),
                HTTPHeaderField("Connection", "close"),
            ]
        self.body = status == 204 ? [] : body
    }

    /// A response whose header fields are exactly `headers`, for the upgrade.
    init(status: Int, exactHeaders headers: [HTTPHeaderField]) {
        self.status = status
        self.headers = headers
        self.body = []
    }

    /// A short plain-text response: `text` and a line break, as UTF-8.
    static func text(
        _ status: Int, _ text: String, extraHeaders: [HTTPHeaderField] = []
    ) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [HTTPHeaderField("Content-Type", "text/plain; charset=utf-8")] + extraHeaders,
            body: Array((text + "\n").utf8))
    }

    /// The status line's reason phrase, e.g. `"Not Found"` for 404.
    var reasonPhrase: String {
        switch status {
        case 101: "Switching Protocols"
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 426: "Upgrade Required"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }

    /// The response as it goes on the wire.
    var serialized: [UInt8] {
        var head = "HTTP/1.1 \(status) \(reasonPhrase)\r\n"
        for field in headers {
            head += "\(field.name): \(field.value)\r\n"
        }
        head += "\r\n"
        return Array(head.utf8) + body
    }
}
