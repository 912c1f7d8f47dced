/// One RFC 6455 frame: its opcode, whether it ends a message, and its payload, with the
/// encoding the server writes.
struct WebSocketFrame: Sendable, Equatable {
    /// The frame's kind, the low four bits of its first byte.
    enum Opcode: UInt8, Sendable {
        case continuation = 0x0
        case text = 0x1
        case binary = 0x2
        case close = 0x8
        case ping = 0x9
        case pong = 0xA

        /// Whether frames of this kind are control frames (close, ping, pong): at most 125
        /// bytes of payload, never fragmented.
        var isControl: Bool { rawValue & 0x8 != 0 }
    }

    /// The most payload a control frame may carry, in bytes: 125.
    static let maximumControlPayload = 125

    /// The frame's kind.
    var opcode: Opcode
    /// Whether this frame ends its message (the FIN bit).
    var isFinal: Bool = true
    /// The payload, unmasked.
    var payload: [UInt8]

    /// A final text frame carrying `text` as UTF-8.
    static func text(_ text: String) -> WebSocketFrame {
        WebSocketFrame(opcode: .text, payload: Array(text.utf8))
    }

    /// A close frame with `code` and `reason`, the reason cut at a character boundary so the
    /// payload fits a control frame; `code` `nil` makes an empty payload.
    static func close(code: UInt16?, reason: String = "") -> WebSocketFrame {
        guard let code else { return WebSocketFrame(opcode: .close, payload: []) }
        var reasonBytes: [UInt8] = []
        for character in reason {
            let bytes = Array(String(character).utf8)
            guard reasonBytes.count + bytes.count <= maximumControlPayload - 2 else { break }
            reasonBytes += bytes
        }
        return WebSocketFrame(
            opcode: .close, payload: [UInt8(code >> 8), UInt8(code & 0xFF)] + reasonBytes)
    }

    /// The frame as it goes on the wire: FIN and opcode, the shortest length encoding
    /// (7, 16 or 64 bits), then the payload, masked with `maskingKey` when one is given (a
    /// client's frames must be, a server's must not).
    ///
    /// - Parameter maskingKey: Four bytes to mask with, or `nil` for an unmasked frame.
    /// - Returns: The encoded frame.
    func encoded(maskingKey: [UInt8]? = nil) -> [UInt8] {
        var bytes: [UInt8] = [(isFinal ? 0x80 : 0) | opcode.rawValue]
        let maskBit: UInt8 = maskingKey == nil ? 0 : 0x80
        let count = payload.count
        bytes.reserveCapacity(count + 14)
        if count <= 125 {
            bytes.append(maskBit | UInt8(count))
        } else if count <= 0xFFFF {
            bytes += [maskBit | 126, UInt8(count >> 8), UInt8(count & 0xFF)]
        } else {
            bytes.append(maskBit | 127)
            let length = UInt64(count)
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: length >> UInt64(shift)))
            }
        }
        guard let maskingKey, maskingKey.count == 4 else { return bytes + payload }
        bytes += maskingKey
        var masked = payload
        Self.applyMask(maskingKey, to: &masked[...])
        return bytes + masked
    }

    /// XORs `bytes` with the repeating four-byte `key` (masking and unmasking are the same).
    static func applyMask(_ key: [UInt8], to bytes: inout ArraySlice<UInt8>) {
        guard key.count == 4 else { return }
        let keyBytes = (key[0], key[1], key[2], key[3])
        bytes.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index + 4 <= buffer.count {
                buffer[index] ^= keyBytes.0
                buffer[index + 1] ^= keyBytes.1
                buffer[index + 2] ^= keyBytes.2
                buffer[index + 3] ^= keyBytes.3
                index += 4
            }
            let tail = [keyBytes.0, keyBytes.1, keyBytes.2]
            while index < buffer.count {
                buffer[index] ^= tail[index & 3]
                index += 1
            }
        }
    }
}
