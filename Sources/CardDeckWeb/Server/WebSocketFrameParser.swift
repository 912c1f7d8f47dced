/// Turns the bytes a WebSocket peer sends, a read at a time, into messages and control
/// frames, and decides the close code for anything RFC 6455 forbids.
///
/// Append each read with ``append(_:)``, then call ``next()`` until it returns `nil`. A
/// frame may arrive in any number of reads; a message in any number of frames, with control
/// frames between them. Text is reassembled and checked to be UTF-8; binary messages are
/// refused. A message too long is refused from its frame header, before its payload is
/// buffered. After a close or a failure the parser takes nothing more.
struct WebSocketFrameParser {
    /// What the peer's bytes amount to, in order.
    enum Output: Sendable, Equatable {
        /// A complete text message.
        case text(String)
        /// A ping with its payload (0–125 bytes), to be answered with a pong carrying it.
        case ping([UInt8])
        /// A pong with its payload.
        case pong([UInt8])
        /// The peer closed, with its code (`nil` when its frame had none) and reason.
        case close(code: UInt16?, reason: String)
        /// The peer broke the protocol: close the connection with `code` (1002, 1003, 1007 or
        /// 1009) and `reason`.
        case failure(code: UInt16, reason: String)
    }

    /// The most bytes one message may take once reassembled, ≥ 0.
    let maximumMessageBytes: Int
    /// Whether frames must be masked (a server parsing a client) or must not be (a client
    /// parsing a server).
    let expectsMaskedFrames: Bool

    /// Bytes received and not yet consumed start at `readIndex`.
    private var buffer: [UInt8] = []
    private var readIndex = 0
    /// The payload of a fragmented text message so far, or `nil` between messages.
    private var partialMessage: [UInt8]?
    /// Whether a close or a failure ended the stream.
    private(set) var isFinished = false

    /// A parser that accepts messages of up to `maximumMessageBytes` bytes.
    ///
    /// - Parameters:
    ///   - maximumMessageBytes: The longest message once reassembled, in bytes; negative
    ///     values count as 0.
    ///   - expectsMaskedFrames: `true` (the default) for a server reading a client.
    init(maximumMessageBytes: Int, expectsMaskedFrames: Bool = true) {
        self.maximumMessageBytes = max(maximumMessageBytes, 0)
        self.expectsMaskedFrames = expectsMaskedFrames
    }

    /// Adds the bytes of a read; ignored once the stream has ended.
    mutating func append(_ bytes: some Collection<UInt8>) {
        guard !isFinished else { return }
        buffer.append(contentsOf: bytes)
    }

    /// The next message, control frame or failure the buffered bytes hold, or `nil` when more
    /// bytes are needed or the stream has ended.
    mutating func next() -> Output? {
        while !isFinished {
            switch parseFrame() {
            case .needMoreBytes:
                return nil
            case .failure(let code, let reason):
                return finish(.failure(code: code, reason: reason))
            case .frame(let frame):
                if let output = deliver(frame) { return output }
            }
        }
        return nil
    }

    private enum Step {
        case needMoreBytes
        case frame(WebSocketFrame)
        case failure(UInt16, String)
    }

    /// Parses one frame at `readIndex`, checking its header before its payload is waited for.
    private mutating func parseFrame() -> Step {
        let available = buffer.count - readIndex
        guard available >= 2 else { return .needMoreBytes }
        let first = buffer[readIndex]
        let second = buffer[readIndex + 1]
        let isFinal = first & 0x80 != 0
        guard first & 0x70 == 0 else { return .failure(1002, "reserved bits set") }
        guard let opcode = WebSocketFrame.Opcode(rawValue: first & 0x0F) else {
            return .failure(1002, "unknown opcode \(first & 0x0F)")
        }
        let isMasked = second & 0x80 != 0
        guard isMasked == expectsMaskedFrames else {
            return .failure(
                1002, expectsMaskedFrames ? "client frames must be masked" : "masked frame")
        }
        let shortLength = Int(second & 0x7F)
        if opcode.isControl {
            guard isFinal else { return .failure(1002, "fragmented control frame") }
            guard shortLength <= WebSocketFrame.maximumControlPayload else {
                return .failure(1002, "control frame over 125 bytes")
            }
        } else if let failure = checkSequence(opcode) {
            return failure
        }
        let lengthBytes = shortLength == 126 ? 2 : shortLength == 127 ? 8 : 0
        guard available >= 2 + lengthBytes else { return .needMoreBytes }
        var length = UInt64(shortLength)
        if lengthBytes > 0 {
            length = 0
            for offset in 0..<lengthBytes {
                length = length << 8 | UInt64(buffer[readIndex + 2 + offset])
            }
            guard length >> 63 == 0 else { return .failure(1002, "frame length out of range") }
        }
        if !opcode.isControl {
            let room = maximumMessageBytes - (partialMessage?.count ?? 0)
            guard length <= UInt64(max(room, 0)) else {
                return .failure(1009, "message over \(maximumMessageBytes) bytes")
            }
        }
        let headerLength = 2 + lengthBytes + (isMasked ? 4 : 0)
        guard available >= headerLength else { return .needMoreBytes }
        // The length is now at most maximumMessageBytes (or 125), so it fits an Int.
        let payloadLength = Int(length)
        guard available - headerLength >= payloadLength else { return .needMoreBytes }
        let payloadStart = readIndex + headerLength
        var payload = buffer[payloadStart..<(payloadStart + payloadLength)]
        if isMasked {
            let key = Array(buffer[(payloadStart - 4)..<payloadStart])
            WebSocketFrame.applyMask(key, to: &payload)
        }
        consume(headerLength + payloadLength)
        return .frame(WebSocketFrame(opcode: opcode, isFinal: isFinal, payload: Array(payload)))
    }

    /// Why a data frame with `opcode` cannot come now, or `nil` when it can.
    private func checkSequence(_ opcode: WebSocketFrame.Opcode) -> Step? {
        switch opcode {
        case .continuation where partialMessage == nil:
            .failure(1002, "continuation frame without a message to continue")
        case .text where partialMessage != nil, .binary where partialMessage != nil:
            .failure(1002, "new message before the previous one ended")
        case .binary:
            .failure(1003, "binary messages are not accepted")
        default:
            nil
        }
    }

    /// What a complete frame means: a message (when it ends one), a control frame, or
    /// nothing yet (a fragment).
    private mutating func deliver(_ frame: WebSocketFrame) -> Output? {
        switch frame.opcode {
        case .text where frame.isFinal:
            return text(frame.payload)
        case .text:
            partialMessage = frame.payload
            return nil
        case .continuation:
            partialMessage?.append(contentsOf: frame.payload)
            guard frame.isFinal, let message = partialMessage else { return nil }
            partialMessage = nil
            return text(message)
        case .binary:
            return finish(.failure(code: 1003, reason: "binary messages are not accepted"))
        case .ping:
            return .ping(frame.payload)
        case .pong:
            return .pong(frame.payload)
        case .close:
            return finish(Self.closeOutput(frame.payload))
        }
    }

    private mutating func text(_ bytes: [UInt8]) -> Output {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return finish(.failure(code: 1007, reason: "text is not valid UTF-8"))
        }
        return .text(text)
    }

    /// The peer's close: its code and reason, or the failure its payload amounts to.
    private static func closeOutput(_ payload: [UInt8]) -> Output {
        guard !payload.isEmpty else { return .close(code: nil, reason: "") }
        guard payload.count >= 2 else {
            return .failure(code: 1002, reason: "close frame with a one-byte payload")
        }
        let code = UInt16(payload[0]) << 8 | UInt16(payload[1])
        guard isValidCloseCode(code) else {
            return .failure(code: 1002, reason: "invalid close code \(code)")
        }
        guard let reason = String(validating: payload[2...], as: UTF8.self) else {
            return .failure(code: 1007, reason: "close reason is not valid UTF-8")
        }
        return .close(code: code, reason: reason)
    }

    /// Whether a peer may send `code` in a close frame: 1000–1003, 1007–1014, 3000–4999.
    static func isValidCloseCode(_ code: UInt16) -> Bool {
        switch code {
        case 1000...1003, 1007...1014, 3000...4999: true
        default: false
        }
    }

    private mutating func finish(_ output: Output) -> Output {
        isFinished = true
        buffer = []
        readIndex = 0
        partialMessage = nil
        return output
    }

    /// Drops `count` consumed bytes, compacting the buffer once they are most of it.
    private mutating func consume(_ count: Int) {
        readIndex += count
        if readIndex == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count <= 1 << 16)
            readIndex = 0
        } else if readIndex >= 1 << 16, readIndex * 2 >= buffer.count {
            buffer.removeFirst(readIndex)
            readIndex = 0
        }
    }
}
