import Foundation

/// The server's side of the RFC 6455 opening handshake: checks an upgrade request and
/// writes the 101 response, or says why not.
enum WebSocketHandshake {
    /// What to answer an upgrade request with.
    enum Outcome: Sendable, Equatable {
        /// The request is a valid upgrade: answer with this 101 response and speak WebSocket.
        case accept(HTTPResponse)
        /// The request is not: answer with this response (400 or 426) and close; `reason` says
        /// why in a few words.
        case refuse(HTTPResponse, reason: String)
    }

    /// The GUID RFC 6455 appends to the client's key before hashing.
    static let keyGUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// The `Sec-WebSocket-Accept` value for a client's `Sec-WebSocket-Key`:
    /// base64(SHA-1(key + GUID)).
    ///
    /// - Parameter key: The key as the client sent it (base64 of 16 random bytes).
    /// - Returns: 28 base64 characters.
    static func acceptValue(forKey key: String) -> String {
        Data(SHA1.digest(Array((key + keyGUID).utf8))).base64EncodedString()
    }

    /// Checks that `request` is a WebSocket upgrade this server speaks: `GET`, HTTP/1.1,
    /// `Upgrade: websocket`, `Connection` listing `Upgrade`, `Sec-WebSocket-Version: 13` and a
    /// key of 16 bytes in base64.
    ///
    /// - Parameter request: A request for the socket's path, already past the host and token
    ///   checks.
    /// - Returns: The 101 response, or a 400 (426 for another version) and why.
    static func outcome(for request: HTTPRequest) -> Outcome {
        guard request.method == "GET", request.version == "HTTP/1.1",
            request.headerTokens("Upgrade").contains("websocket"),
            request.headerTokens("Connection").contains("upgrade")
        else {
            return .refuse(
                .text(400, "This address only takes WebSocket connections."),
                reason: "not a WebSocket upgrade")
        }
        guard request.headerCount("Sec-WebSocket-Version") == 1,
            request.header("Sec-WebSocket-Version") == "13"
        else {
            return .refuse(
                .text(
                    426, "This server speaks WebSocket version 13 only.",
                    extraHeaders: [HTTPHeaderField("Sec-WebSocket-Version", "13")]),
                reason: "unsupported WebSocket version")
        }
        guard request.headerCount("Sec-WebSocket-Key") == 1,
            let key = request.header("Sec-WebSocket-Key"), key.utf8.count == 24,
            let decoded = Data(base64Encoded: key), decoded.count == 16
        else {
            return .refuse(
                .text(400, "The WebSocket key is missing or malformed."),
                reason: "bad WebSocket key")
        }
        return .accept(
            HTTPResponse(
                status: 101,
                exactHeaders: [
                    HTTPHeaderField("Upgrade", "websocket"),
                    HTTPHeaderField("Connection", "Upgrade"),
                    HTTPHeaderField("Sec-WebSocket-Accept", acceptValue(forKey: key)),
                ]))
    }
}
